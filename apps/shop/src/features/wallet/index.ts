/**
 * What the other storefront features use of the wallet: its addresses, the names of ledger movements, and
 * the refresh after money moved. The pages themselves are routed lazily by file (app/routes.tsx).
 */
export { useWalletChanged } from "./api.ts";
export { accountLabel, kindLabel } from "./movement-kinds.ts";
export { RECHARGE_PATH, WALLET_PATH, WITHDRAW_PATH, walletTab } from "./paths.ts";
