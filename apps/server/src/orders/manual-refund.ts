import type { Queryable } from "../db/db.ts";
import { fail } from "../http/errors.ts";
import { decideRefund } from "./decide-refund.ts";
import { transitionOrder, transitionRefund, writeLog } from "./lifecycle.ts";
import { lockOrder } from "./money.ts";

/** console/orders!refund: the platform starts a refund by hand (no request from the buyer), approved at once. */
export async function manualRefund(tx: Queryable, o: { orderId: string; remark: string; actor: number; now: Date }) {
  const order = await lockOrder(tx, { id: o.orderId });
  if (!order) return fail("orderNotFound");
  await transitionOrder(tx, order, "manualRefund", { status_before_refund: order.status, refund_remark: o.remark });
  await transitionRefund(tx, order, "request", { refund_time: o.now });
  await writeLog(tx, order.id, "refundManual", o.actor, o.now);
  await decideRefund(tx, { ...o, approve: true });
}
