/**
 * The catalogue's pricing rule, in one place for the pages that show a price and the order that charges it
 * (orders/place-order.ts imports it through catalogue/index.ts). Money is integer cents; the time is the
 * injected clock's, passed to the statement as a parameter, so tests can set it.
 */

/**
 * Whether a listing's discount is on at `at`, a statement parameter holding the clock's now (over seller_goods
 * aliased sg): a discount counts only inside its window, and a window needs both ends (contract 3.2).
 */
export const discountOn = (at: string) =>
  `(sg.discount_price is not null and sg.discount_start <= ${at} and sg.discount_end > ${at})`;

/** A SKU's price scaled by the listing's markup over the platform price, in integer cents, truncated. */
export const scale = (skuPrice: bigint, listingPrice: bigint, systemPrice: bigint) =>
  (skuPrice * listingPrice) / systemPrice;
