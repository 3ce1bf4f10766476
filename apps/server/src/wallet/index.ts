/** What other features may use of the wallet (issue 11). */
export { withdrawActions } from "./shop.routes.ts";
export { checkChainAddress, CHAIN_NETWORKS, type ChainNetwork } from "./chain-address.ts";
