import type { Queryable } from "../db/db.ts";

/**
 * seller_goods.sort_price is the listing's lowest payable price (migration 013): triggers keep it when a price,
 * a discount or a SKU changes. A discount window opening or closing changes it with no write, so this reprices
 * the listings whose window crossed an edge in (since, now]; idempotent, so every instance may run it.
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

/**
 * Every minute, the edges of the last hour (a missed tick or a slow instance is caught up); the first run after
 * a start looks at every discounted listing, for the edges crossed while no server ran.
 */
export function startRepricing(db: Queryable, clock: { now(): Date }, onError: (err: unknown) => void): () => void {
  let since: Date | null = null;
  const tick = () => {
    const now = clock.now();
    repriceDiscountEdges(db, now, since).then(() => {
      since = new Date(now.getTime() - 3_600_000);
    }, onError);
  };
  tick();
  const timer = setInterval(tick, 60_000);
  timer.unref();
  return () => clearInterval(timer);
}
