/** What the other storefront features use of the checkout: paying placed orders with the fund password. */
export { payOrders } from "./api.ts";
export { PayDialog } from "./PayDialog.tsx";
export { BuyPinSheet } from "./wap/BuyPinSheet.tsx";
