import { AWAITING_SHIPMENT, ORDER_STATUS as S, REFUND_REFUSED_BACK_TO } from "@mall/contract";
import type { Queryable } from "../db/db.ts";
import { fail } from "../http/errors.ts";
import { transitionOrder, transitionRefund, writeLog } from "./lifecycle.ts";
import { lockOrder, refundOrder } from "./money.ts";
import { releaseStock } from "./place-order.ts";

/**
 * Refund approval (console/orders!decideRefund): the platform decides a refund in progress. Approving moves
 * the money back to the buyer (and the wholesale purchase back to the store) and returns the stock of goods
 * that never left; refusing puts the order back in the status it had before the refund.
 */
export async function decideRefund(
  tx: Queryable,
  o: { orderId: string; approve: boolean; remark: string; actor: number; now: Date },
) {
  const order = await lockOrder(tx, { id: o.orderId });
  if (!order) return fail("orderNotFound");
  if (order.status !== S.refund) fail("orderStateForbids");
  const decided = { refund_remark: o.remark, refund_deal_time: o.now };
  if (o.approve) {
    await transitionRefund(tx, order, "approve", decided);
    await refundOrder(tx, order, { purchased: order.purch_status === 1, settled: order.settled_at !== null });
    if (AWAITING_SHIPMENT.includes(order.status_before_refund ?? S.unpaid)) await releaseStock(tx, order.id);
    await writeLog(tx, order.id, "refundSucceeded", o.actor, o.now);
  } else {
    const back = REFUND_REFUSED_BACK_TO[order.status_before_refund as keyof typeof REFUND_REFUSED_BACK_TO];
    if (!back) return fail("orderStateForbids");
    await transitionRefund(tx, order, "refuse", decided);
    await transitionOrder(tx, order, back);
    await writeLog(tx, order.id, "refundFailed", o.actor, o.now);
  }
}
