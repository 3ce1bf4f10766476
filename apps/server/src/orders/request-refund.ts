import { ORDER_STATUS as S } from "@mall/contract";
import type { Queryable } from "../db/db.ts";
import { fail } from "../http/errors.ts";
import { transitionOrder, transitionRefund, writeLog } from "./lifecycle.ts";
import { lockOrder } from "./money.ts";

/**
 * order!returns: the buyer asks for a refund, which the platform then decides (decide-refund.ts). Before
 * shipment any time; after shipment only within mall_returnTimeOut hours of it (订单已经发货，无法退款
 * after); after receipt within mall_return_days days.
 */
export async function requestRefund(
  tx: Queryable,
  o: {
    orderId: string;
    partyId: number;
    reason: number;
    detail: string;
    now: Date;
    shippedHours: number;
    receivedDays: number;
  },
) {
  const order = await lockOrder(tx, { id: o.orderId, partyId: o.partyId });
  if (!order) return fail("orderNotFound");
  const since = (d: Date | null) => (d ? o.now.getTime() - d.getTime() : 0);
  if (order.status === S.shipped && since(order.ship_time) > o.shippedHours * 3_600_000) fail("orderShippedNoRefund");
  if (order.status === S.received && since(order.receipt_time) > o.receivedDays * 86_400_000)
    fail("orderShippedNoRefund");
  await transitionOrder(tx, order, "requestRefund", { status_before_refund: order.status });
  await transitionRefund(tx, order, "request", {
    return_reason: o.reason,
    return_detail: o.detail,
    refund_time: o.now,
  });
  await writeLog(tx, order.id, "refundRequested", o.partyId, o.now);
}
