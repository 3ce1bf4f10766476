/** What other features may use of the wallet (issue 11). */
export { withdrawActions } from "./shop.routes.ts";
export { sellerWithdrawActions } from "./seller.routes.ts";
export { consoleWalletActions } from "./console.routes.ts";
export { registerPayments } from "./payment-routes.ts";
export { sandboxProvider, type PaymentProvider } from "./provider.ts";
export { expireProviderPayments } from "./provider-payments.ts";
export type { ChainReader } from "./chain-reader.ts";
export { evmChainReader } from "./evm-reader.ts";
export { checkChainAddress, CHAIN_NETWORKS, type ChainNetwork } from "./chain-address.ts";
