import { type ErrorKey, ORDER_STATUS, pictureUrls, type ReviewLine } from "@mall/contract";
import type { Queryable } from "../db/db.ts";
import { fail } from "../http/errors.ts";
import { lockOrder, transitionOrder, writeLog } from "../orders/index.ts";
import { insertReview, linesOf, reviewedGoods } from "./review-rows.ts";

/**
 * evaluation!add / addList: the buyer reviews the goods of a received order, once per goods. When every
 * goods of the order has its review, the order is complete (status 5, hasComment). `orderMissing` is the
 * refusal of an order that is not the buyer's: addList has its own sentence in the original (订单不存在!).
 */
export async function submitReviews(
  tx: Queryable,
  o: { orderId: string; partyId: number; reviews: ReviewLine[]; now: Date; orderMissing?: ErrorKey },
): Promise<void> {
  const order = await lockOrder(tx, { id: o.orderId, partyId: o.partyId });
  if (!order) return fail(o.orderMissing ?? "orderNotFound");
  if (order.has_comment || order.status === ORDER_STATUS.reviewed) fail("reviewAlreadySubmitted");
  if (order.status !== ORDER_STATUS.received) fail("orderStateForbids");
  const lines = await linesOf(tx, o.orderId);
  const done = await reviewedGoods(tx, o.orderId);
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
    await transitionOrder(tx, order, "review", { has_comment: true });
    await writeLog(tx, o.orderId, "completed", o.partyId, o.now);
  }
}
