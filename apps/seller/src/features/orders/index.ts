/** What the other seller features use of the orders: the count of each order state. */
export { useOrderCounts } from "./api.ts";
