/** What other features may use of orders: reviews complete received orders, the seller's wallet sums them. */
export { transitionOrder, writeLog } from "./lifecycle.ts";
export { lockOrder } from "./money.ts";
export type { OrderJob } from "./scheduler.ts";
export { type SellerOrderSums, sellerOrderSums } from "./seller-sums.ts";
export { parseOrderIds, payOrders } from "./pay-orders.ts";
