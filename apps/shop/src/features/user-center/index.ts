/** What the other storefront features use of the user centre: the USDT balance. */
export { useUsdtBalance } from "./api.ts";
