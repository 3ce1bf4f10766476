import type { Queryable } from "../db/db.ts";
import { fail } from "../http/errors.ts";
import { transitionOrder, writeLog } from "./lifecycle.ts";
import { lockOrder, settleOrder } from "./money.ts";

/**
 * Receipt of a shipped order, by the buyer (order!receipt) or by the scheduler after the set days: the order
 * is received and escrow pays the seller.
 */
export async function receiveOrder(tx: Queryable, o: { orderId: string; partyId?: number; now: Date }) {
  const order = await lockOrder(tx, { id: o.orderId, ...(o.partyId !== undefined ? { partyId: o.partyId } : {}) });
  if (!order) return fail("orderNotFound");
  await transitionOrder(tx, order, "receive", { receipt_time: o.now, settled_at: o.now });
  await settleOrder(tx, order);
  await writeLog(tx, order.id, "received", o.partyId, o.now);
}
