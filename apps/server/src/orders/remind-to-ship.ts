import { AWAITING_SHIPMENT } from "@mall/contract";
import type { Queryable } from "../db/db.ts";
import { fail } from "../http/errors.ts";
import { lockOrder } from "./money.ts";

/** order!remind: the buyer reminds the seller to ship, once per order, while it waits for shipment. */
export async function remindToShip(tx: Queryable, o: { orderId: string; partyId: number; now: Date }) {
  const order = await lockOrder(tx, { id: o.orderId, partyId: o.partyId });
  if (!order) return fail("orderNotFound");
  if (!AWAITING_SHIPMENT.includes(order.status)) fail("orderStateForbids");
  if (order.remind_time) fail("reminderAlreadySent");
  await tx.query("update mall_order set remind_time = $2 where id = $1", [order.id, o.now]);
}
