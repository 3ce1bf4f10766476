/** What the other console features use of the orders: the order drawer, the status words, the refund decision. */
export { useDecideRefund } from "./api.ts";
export { OrderDrawer } from "./OrderDrawer.tsx";
export { orderStatusText, reasonText, refundStateText } from "./status.tsx";
