/** What the other storefront features use of the goods: the buying limits and the favourite toggle. */
export { useMaxBuy, useToggleFavourite } from "./api.ts";
export { clampQuantity, quantityBounds } from "./sku.ts";
