import { ORDER_STATUS } from "@mall/contract";
import type { Db } from "../db/db.ts";
import { lockOrder, type OrderJob, transitionOrder, writeLog } from "../orders/index.ts";
import { syspara } from "../site/index.ts";
import { insertReview, linesOf, reviewedGoods } from "./review-rows.ts";

/** The default positive review for received orders the buyer left unreviewed past the set days. */
export async function defaultReviews(db: Db, now: Date, days: number): Promise<number> {
  const due = await db.query<{ id: string; receipt_time: Date }>(
    `select id, receipt_time from mall_order where status = $1 and not has_comment and receipt_time <= $2
     order by receipt_time limit 500`,
    [ORDER_STATUS.received, new Date(now.getTime() - days * 86_400_000)],
  );
  let n = 0;
  for (const { id, receipt_time } of due) {
    // Dated when the order's review period ended, not when a tick (or a restart's catch-up) got to it: the
    // reviews of a day do not arrive as one burst.
    const at = new Date(Math.min(now.getTime(), receipt_time.getTime() + days * 86_400_000));
    const ok = await db
      .tx(async (tx) => {
        const [claimed] = await tx.query(
          "select id from mall_order where id = $1 and status = $2 for update skip locked",
          [id, ORDER_STATUS.received],
        );
        if (!claimed) return false;
        const order = await lockOrder(tx, { id });
        if (!order) return false;
        const reviewed = await reviewedGoods(tx, id);
        for (const line of await linesOf(tx, id)) {
          if (reviewed.has(line.seller_goods_id)) continue;
          await insertReview(tx, {
            orderId: id,
            partyId: order.party_id,
            line,
            // No text: readers see the default review in their own language (contract default-review.ts).
            review: { evaluationType: 1, rating: 5, content: "" },
            pictures: [],
            isDefault: true,
            now: at,
          });
        }
        await transitionOrder(tx, order, "review", { has_comment: true });
        await writeLog(tx, id, "defaultReview", undefined, at);
        return true;
      })
      .catch(() => false);
    if (ok) n++;
  }
  return n;
}

/** The order clock's third job: default positive reviews after mall_auto_review_days days. */
export const defaultReviewJob: OrderJob = async (db, now, caches) => {
  const days = Number(await syspara(db, caches, "mall_auto_review_days"));
  return defaultReviews(db, now, Number.isFinite(days) && days > 0 ? days : 7);
};
