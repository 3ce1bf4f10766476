import { ORDER_STATUS, pictureUrls, type ReviewLine } from "@mall/contract";
import type { Db, Queryable } from "../db/db.ts";
import { fail } from "../http/errors.ts";
import { transition, writeLog } from "../orders/lifecycle.ts";
import { lockOrder } from "../orders/money.ts";

type OrderLine = { seller_goods_id: number; goods_id: number; sku_id: number | null; seller_id: number };

async function insertReview(
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

const linesOf = (tx: Queryable, orderId: string) =>
  tx.query<OrderLine>(
    `select distinct on (og.seller_goods_id) og.seller_goods_id, og.goods_id, og.sku_id, o.seller_id
     from mall_order_goods og join mall_order o on o.id = og.order_id where og.order_id = $1
     order by og.seller_goods_id, og.id`,
    [orderId],
  );

/**
 * evaluation!add / addList: the buyer reviews the goods of a received order, once per goods. When every
 * goods of the order has its review, the order is complete (status 5, hasComment).
 */
export async function submitReviews(db: Db, o: { orderId: string; partyId: number; reviews: ReviewLine[]; now: Date }) {
  await db.tx(async (tx) => {
    const order = await lockOrder(tx, { id: o.orderId, partyId: o.partyId });
    if (!order) return fail("orderNotFound");
    if (order.has_comment || order.status === ORDER_STATUS.reviewed) fail("reviewAlreadySubmitted");
    if (order.status !== ORDER_STATUS.received) fail("orderStateForbids");
    const lines = await linesOf(tx, o.orderId);
    const done = new Set(
      (
        await tx.query<{ seller_goods_id: number }>("select seller_goods_id from evaluation where order_id = $1", [
          o.orderId,
        ])
      ).map((r) => r.seller_goods_id),
    );
    const seen = new Set<number>();
    for (const review of o.reviews) {
      const line = lines.find((l) => l.seller_goods_id === review.sellerGoodsId);
      if (!line) return fail("goodsNotFound");
      if (done.has(line.seller_goods_id) || seen.has(line.seller_goods_id)) fail("reviewAlreadySubmitted");
      seen.add(line.seller_goods_id);
      await insertReview(tx, {
        orderId: o.orderId,
        partyId: o.partyId,
        line,
        review,
        pictures: pictureUrls(review),
        isDefault: false,
        now: o.now,
      });
    }
    if (lines.every((l) => done.has(l.seller_goods_id) || seen.has(l.seller_goods_id))) {
      await transition(tx, order, "review", { has_comment: true });
      await writeLog(tx, o.orderId, "completed", o.partyId, o.now);
    }
  });
}

/** The default positive review for received orders the buyer left unreviewed past the set days. */
export async function defaultReviews(db: Db, now: Date, days: number): Promise<number> {
  const due = await db.query<{ id: string }>(
    `select id from mall_order where status = 4 and not has_comment and receipt_time <= $1 order by receipt_time limit 500`,
    [new Date(now.getTime() - days * 86_400_000)],
  );
  let n = 0;
  for (const { id } of due) {
    const ok = await db
      .tx(async (tx) => {
        const [claimed] = await tx.query(
          "select id from mall_order where id = $1 and status = 4 for update skip locked",
          [id],
        );
        if (!claimed) return false;
        const order = await lockOrder(tx, { id });
        if (!order) return false;
        const reviewed = new Set(
          (
            await tx.query<{ seller_goods_id: number }>("select seller_goods_id from evaluation where order_id = $1", [
              id,
            ])
          ).map((r) => r.seller_goods_id),
        );
        for (const line of await linesOf(tx, id)) {
          if (reviewed.has(line.seller_goods_id)) continue;
          await insertReview(tx, {
            orderId: id,
            partyId: order.party_id,
            line,
            review: { evaluationType: 1, rating: 5, content: "系统默认好评" },
            pictures: [],
            isDefault: true,
            now,
          });
        }
        await transition(tx, order, "review", { has_comment: true });
        await writeLog(tx, id, "defaultReview", undefined, now);
        return true;
      })
      .catch(() => false);
    if (ok) n++;
  }
  return n;
}
