import { type MerchantListingPriceInput, parseCents, wireDateToInstant } from "@mall/contract";
import type { Queryable } from "../db/db.ts";
import { fail } from "../http/errors.ts";
import { assertPrices, discountRatio } from "./listing-prices.ts";

/** New prices of the store's own listing; a missing discount price removes the discount. */
export async function updateListing(
  tx: Queryable,
  o: { sellerId: number; sellerGoodsId: number } & MerchantListingPriceInput,
): Promise<void> {
  const [listing] = await tx.query<{ system_price: bigint }>(
    `select g.system_price from seller_goods sg join system_goods g on g.id = sg.goods_id
     where sg.id = $1 and sg.seller_id = $2 for update of sg`,
    [o.sellerGoodsId, o.sellerId],
  );
  // Another store's listing answers exactly like a missing one.
  if (!listing) return fail("goodsNotFound");
  assertPrices(o, listing.system_price);
  const selling = parseCents(o.sellingPrice) ?? 0n;
  const discount = o.discountPrice ? parseCents(o.discountPrice) : undefined;
  await tx.query(
    `update seller_goods set selling_price = $2, discount_price = $3, discount_ratio = $4, discount_start = $5,
       discount_end = $6 where id = $1`,
    [
      o.sellerGoodsId,
      selling,
      discount ?? null,
      discount === undefined ? null : discountRatio(selling, discount),
      discount === undefined || !o.discountStart ? null : wireDateToInstant(o.discountStart),
      discount === undefined || !o.discountEnd ? null : wireDateToInstant(o.discountEnd),
    ],
  );
}
