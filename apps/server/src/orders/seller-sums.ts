import { ORDER_STATUS, RETURN_STATUS } from "@mall/contract";
import type { Queryable } from "../db/db.ts";

export type SellerOrderSums = {
  /** The store's profit of settled orders that were not refunded, in cents. */
  profit: bigint;
  /** Orders settled to the store. */
  settled: number;
  /** Orders paid and not yet received (paid, confirmed, shipped). */
  open: number;
};

const OPEN = [ORDER_STATUS.paid, ORDER_STATUS.confirmed, ORDER_STATUS.shipped];

/** What the seller's wallet shows of the store's orders (merchant/wallet!get), in one statement. */
export async function sellerOrderSums(q: Queryable, sellerId: number): Promise<SellerOrderSums> {
  const [sums] = await q.query<SellerOrderSums>(
    `select coalesce(sum(profit) filter (where settled_at is not null and return_status <> $2), 0)::bigint profit,
       count(*) filter (where settled_at is not null)::int settled,
       count(*) filter (where status = any($3::int[]))::int open
     from mall_order where seller_id = $1`,
    [sellerId, RETURN_STATUS.refunded, OPEN],
  );
  return sums ?? { profit: 0n, settled: 0, open: 0 };
}
