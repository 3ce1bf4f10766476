import { ORDER_STATUS as S, RETURN_STATUS } from "@mall/contract";
import type { Queryable } from "../db/db.ts";
import { fail } from "../http/errors.ts";
import { transition, writeLog } from "./lifecycle.ts";
import { lockOrder, purchaseOrder, refundOrder } from "./money.ts";
import { releaseStock } from "./place-order.ts";

/**
 * The seller confirms a paid order ("merchant confirmed and stocking"): it buys the goods from the platform
 * at the wholesale price, from its own balance, in the same transaction.
 */
export async function confirmOrder(tx: Queryable, o: { orderId: string; sellerId: number; actor: number; now: Date }) {
  const order = await lockOrder(tx, { id: o.orderId, sellerId: o.sellerId });
  if (!order) return fail("orderNotFound");
  await transition(tx, order, "confirm", { purch_status: 1, purch_time: o.now });
  await purchaseOrder(tx, order);
  await writeLog(tx, order.id, "sellerConfirmed", o.actor, o.now);
}

/** The platform ships a confirmed order with a carrier and tracking number. */
export async function shipOrder(
  tx: Queryable,
  o: { orderId: string; provider: string; trackingNo: string; actor: number; now: Date },
) {
  const order = await lockOrder(tx, { id: o.orderId });
  if (!order) return fail("orderNotFound");
  await transition(tx, order, "ship", { ship_time: o.now, shipment_provider: o.provider, shipment_no: o.trackingNo });
  await writeLog(tx, order.id, "shipped", o.actor, o.now);
  await writeLog(tx, order.id, "delivered", o.actor, o.now);
}

/** The platform decides a refund request: approve moves the money back, refuse restores the order. */
export async function decideRefund(
  tx: Queryable,
  o: { orderId: string; approve: boolean; remark: string; actor: number; now: Date },
) {
  const order = await lockOrder(tx, { id: o.orderId });
  if (!order) return fail("orderNotFound");
  if (order.status !== S.refund || order.return_status !== RETURN_STATUS.refunding) fail("orderStateForbids");
  if (o.approve) {
    await refundOrder(tx, order, { purchased: order.purch_status === 1, settled: order.settled_at !== null });
    if ((order.status_before_refund ?? 0) < S.shipped) await releaseStock(tx, order.id);
    await tx.query(
      "update mall_order set return_status = 2, refund_remark = $2, refund_deal_time = $3, updated_at = now() where id = $1",
      [order.id, o.remark, o.now],
    );
    await writeLog(tx, order.id, "refundSucceeded", o.actor, o.now);
  } else {
    await tx.query(
      `update mall_order set status = status_before_refund, return_status = 3, refund_remark = $2, refund_deal_time = $3,
         updated_at = now() where id = $1`,
      [order.id, o.remark, o.now],
    );
    await writeLog(tx, order.id, "refundFailed", o.actor, o.now);
  }
}

/** The platform starts a refund by hand (no request from the buyer), approved at once. */
export async function manualRefund(tx: Queryable, o: { orderId: string; remark: string; actor: number; now: Date }) {
  const order = await lockOrder(tx, { id: o.orderId });
  if (!order) return fail("orderNotFound");
  await transition(tx, order, "manualRefund", {
    return_status: 1,
    refund_time: o.now,
    status_before_refund: order.status,
    refund_remark: o.remark,
  });
  await writeLog(tx, order.id, "refundManual", o.actor, o.now);
  await decideRefund(tx, { ...o, approve: true });
}
