/** What the other storefront features use of the cart: its lines and sums, the store, the hand-over to checkout. */
export { type CartItem, groupBySeller, lineTotal, NO_SKU, toOrderInfo, totalsOf, unitPrice } from "./cart-logic.ts";
export { cart, useCart } from "./cart-store.ts";
export { type CheckoutHandoff, clearHandoff, readHandoff, saveHandoff } from "./handoff.ts";
