import type { Queryable } from "../db/db.ts";
import { fail } from "../http/errors.ts";
import { transitionOrder, writeLog } from "./lifecycle.ts";
import { lockOrder } from "./money.ts";
import { releaseStock } from "./place-order.ts";

/**
 * Cancels an unpaid order and returns its stock: by the buyer (order!cancel, with a reason), or by the
 * scheduler once the order has waited too long for payment (`auto`, no buyer).
 */
export async function cancelOrder(
  tx: Queryable,
  o: { orderId: string; partyId?: number; reason: number | null; auto: boolean; now: Date },
): Promise<void> {
  const order = await lockOrder(tx, { id: o.orderId, ...(o.partyId !== undefined ? { partyId: o.partyId } : {}) });
  if (!order) return fail("orderNotFound");
  await transitionOrder(tx, order, o.auto ? "autoCancel" : "cancel", { cancel_reason: o.reason });
  await releaseStock(tx, order.id);
  await writeLog(tx, order.id, o.auto ? "cancelledTimeout" : "cancelledByUser", o.partyId, o.now);
}
