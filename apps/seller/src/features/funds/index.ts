/** What the other seller features use of the funds: the wallet, and its query key to refresh it. */
export { useWallet, walletKey } from "./api.ts";
