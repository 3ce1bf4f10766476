import type { Queryable } from "../db/db.ts";
import { fail } from "../http/errors.ts";
import { transitionOrder, writeLog } from "./lifecycle.ts";
import { lockOrder, purchaseOrder } from "./money.ts";

/**
 * The seller confirms a paid order (merchant/order!confirm, "merchant confirmed and stocking"): the store
 * buys the goods from the platform at the wholesale price, from its own balance, in the same transaction.
 */
export async function confirmOrder(tx: Queryable, o: { orderId: string; sellerId: number; actor: number; now: Date }) {
  const order = await lockOrder(tx, { id: o.orderId, sellerId: o.sellerId });
  if (!order) return fail("orderNotFound");
  await transitionOrder(tx, order, "confirm", { purch_status: 1, purch_time: o.now });
  await purchaseOrder(tx, order);
  await writeLog(tx, order.id, "sellerConfirmed", o.actor, o.now);
}
