import type { Queryable } from "../db/db.ts";
import { fail } from "../http/errors.ts";
import { transitionOrder, writeLog } from "./lifecycle.ts";
import { lockOrder } from "./money.ts";

/** The platform ships a confirmed order (console/orders!ship) with a carrier and tracking number. */
export async function shipOrder(
  tx: Queryable,
  o: { orderId: string; provider: string; trackingNo: string; actor: number; now: Date },
) {
  const order = await lockOrder(tx, { id: o.orderId });
  if (!order) return fail("orderNotFound");
  await transitionOrder(tx, order, "ship", {
    ship_time: o.now,
    shipment_provider: o.provider,
    shipment_no: o.trackingNo,
  });
  await writeLog(tx, order.id, "shipped", o.actor, o.now);
  await writeLog(tx, order.id, "delivered", o.actor, o.now);
}
