import type { Queryable } from "../db/db.ts";
import { fail } from "../http/errors.ts";

/**
 * Puts listings on or takes them off the shelf, all or none: when any id is not one of the store's
 * listings nothing changes. Going back on the shelf refreshes up_time (the store page's "recommended" order).
 */
export async function setShelf(
  tx: Queryable,
  o: { sellerId: number; ids: number[]; onShelf: boolean; now: Date },
): Promise<number> {
  const ids = [...new Set(o.ids)];
  const own = await tx.query<{ id: number }>(
    "select id from seller_goods where id = any($1::int[]) and seller_id = $2 order by id for update",
    [ids, o.sellerId],
  );
  if (own.length !== ids.length) return fail("goodsNotFound");
  const changed = await tx.query<{ id: number }>(
    `update seller_goods set is_shelf = $2, up_time = case when $2 then $3 else up_time end
     where id = any($1::int[]) and is_shelf <> $2 returning id`,
    [ids, o.onShelf, o.now],
  );
  return changed.length;
}
