import type { Queryable } from "../db/db.ts";

/**
 * seller_goods.sort_price is the listing's lowest payable price (migration 013): triggers keep it when a price,
 * a discount or a SKU changes. A discount window opening or closing changes it with no write, so this reprices
 * the listings whose window crossed an edge in (since, now] (every listing with a discount when `since` is null).
 * It sets the price the listing should have, so a run that comes late, twice or at once with another changes
 * nothing more; the job queue runs it every minute from the previous run (jobs/registry.ts).
 */
export async function repriceDiscountEdges(db: Queryable, now: Date, since: Date | null): Promise<number> {
  const crossed =
    since === null
      ? "true"
      : "(sg.discount_start > $2 and sg.discount_start <= $1) or (sg.discount_end > $2 and sg.discount_end <= $1)";
  const rows = await db.query(
    `update seller_goods sg
       set sort_price = listing_sort_price(sg.selling_price, sg.discount_price, sg.discount_start, sg.discount_end,
                                           g.system_price, g.offer_min, $1)
     from system_goods g
     where g.id = sg.goods_id and sg.discount_price is not null and (${crossed})
       and sg.sort_price <> listing_sort_price(sg.selling_price, sg.discount_price, sg.discount_start,
                                               sg.discount_end, g.system_price, g.offer_min, $1)
     returning sg.id`,
    since === null ? [now] : [now, since],
  );
  return rows.length;
}
