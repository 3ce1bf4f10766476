import type { ReviewLine } from "@mall/contract";
import type { Queryable } from "../db/db.ts";

/** The rows a review is written from and into, shared by the buyer's reviews and the default ones. */

export type OrderLine = { seller_goods_id: number; goods_id: number; sku_id: number | null; seller_id: number };

/** One line per goods of the order (a goods bought in two SKUs is reviewed once). */
export const linesOf = (tx: Queryable, orderId: string) =>
  tx.query<OrderLine>(
    `select distinct on (og.seller_goods_id) og.seller_goods_id, og.goods_id, og.sku_id, o.seller_id
     from mall_order_goods og join mall_order o on o.id = og.order_id where og.order_id = $1
     order by og.seller_goods_id, og.id`,
    [orderId],
  );

/** The goods of the order that already have their review. */
export async function reviewedGoods(tx: Queryable, orderId: string): Promise<Set<number>> {
  const rows = await tx.query<{ seller_goods_id: number }>(
    "select seller_goods_id from evaluation where order_id = $1",
    [orderId],
  );
  return new Set(rows.map((r) => r.seller_goods_id));
}

export async function insertReview(
  tx: Queryable,
  o: {
    orderId: string;
    partyId: number;
    line: OrderLine;
    review: Pick<ReviewLine, "evaluationType" | "rating" | "content">;
    pictures: string[];
    isDefault: boolean;
    now: Date;
  },
) {
  await tx.query(
    `insert into evaluation (order_id, party_id, seller_goods_id, seller_id, goods_id, sku_id, evaluation_type, rating,
       content, img_urls, is_default, created_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)`,
    [
      o.orderId,
      o.partyId,
      o.line.seller_goods_id,
      o.line.seller_id,
      o.line.goods_id,
      o.line.sku_id,
      o.review.evaluationType,
      o.review.rating,
      o.review.content,
      o.pictures,
      o.isDefault,
      o.now,
    ],
  );
}
