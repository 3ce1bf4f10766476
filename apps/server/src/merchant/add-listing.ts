import { parseCents } from "@mall/contract";
import type { Queryable } from "../db/db.ts";
import { fail } from "../http/errors.ts";
import { assertPrices } from "./listing-prices.ts";

/**
 * A store lists a platform goods at its own price, on the shelf at once. The categories are copied from the
 * goods (list queries filter on them without a join). The unique (seller_id, goods_id) key decides between
 * two racing adds: exactly one listing, the other is told it was already added.
 */
export async function addListing(
  tx: Queryable,
  o: { sellerId: number; goodsId: number; sellingPrice: string; now: Date },
): Promise<number> {
  const [goods] = await tx.query<{ system_price: bigint }>("select system_price from system_goods where id = $1", [
    o.goodsId,
  ]);
  if (!goods) return fail("goodsNotFound");
  assertPrices({ sellingPrice: o.sellingPrice }, goods.system_price);
  const [row] = await tx.query<{ id: number }>(
    `insert into seller_goods (seller_id, goods_id, category_id, secondary_category_id, top_category_id, selling_price,
       is_shelf, first_shelf_time, up_time, created_at)
     select $1, g.id, g.category_id, g.secondary_category_id, g.top_category_id, $3, true, $4, $4, $4
     from system_goods g where g.id = $2
     on conflict (seller_id, goods_id) do nothing returning id`,
    [o.sellerId, o.goodsId, parseCents(o.sellingPrice), o.now],
  );
  return row?.id ?? fail("duplicateAdd");
}
