import { ORDER_ID, ORDER_STATUS as S } from "@mall/contract";
import type { Db, Queryable } from "../db/db.ts";
import { fail } from "../http/errors.ts";
import { checkSecret } from "../accounts/credentials.ts";
import { transition, writeLog } from "./lifecycle.ts";
import { lockOrder, payOrder, settleOrder } from "./money.ts";
import { releaseStock } from "./place-order.ts";

/** Ids of `order!pay`: a comma list of this buyer's orders, each at most once. */
export function parseOrderIds(raw: string): string[] {
  const ids = [
    ...new Set(
      raw
        .split(",")
        .map((s) => s.trim())
        .filter(Boolean),
    ),
  ];
  if (!ids.length || ids.length > 50 || ids.some((id) => !ORDER_ID.test(id))) return fail("orderNotFound");
  return ids;
}

/**
 * order!pay: the fund password first (with its lock-out), then, in one transaction, every order moves from
 * unpaid to paid and its total moves from the buyer's balance into escrow. Orders are locked, so paying the
 * same order twice at once debits once; the second payment is refused.
 */
export async function payOrders(
  db: Db,
  o: { partyId: number; orderIds: string[]; safeword: string; now: Date; maxWrong: number },
): Promise<void> {
  await checkSecret(db, { partyId: o.partyId, kind: "fund", plain: o.safeword, now: o.now, maxWrong: o.maxWrong });
  await db.tx(async (tx) => {
    for (const id of [...o.orderIds].sort()) {
      const order = await lockOrder(tx, { id, partyId: o.partyId });
      if (!order) return fail("orderNotFound");
      await transition(tx, order, "pay", { pay_status: 1, pay_time: o.now });
      await payOrder(tx, order);
      await tx.query(
        `update seller_goods sg set sold_num = sg.sold_num + l.n
         from (select seller_goods_id, sum(goods_num)::int n from mall_order_goods where order_id = $1 group by seller_goods_id) l
         where sg.id = l.seller_goods_id`,
        [id],
      );
      await writeLog(tx, id, "paid", o.partyId, o.now);
    }
  });
}

/** Cancels an unpaid order (by the buyer, or by the scheduler after the timeout) and returns its stock. */
export async function cancelOrder(
  tx: Queryable,
  o: { orderId: string; partyId?: number; reason: number | null; auto: boolean; now: Date },
): Promise<void> {
  const order = await lockOrder(tx, { id: o.orderId, ...(o.partyId !== undefined ? { partyId: o.partyId } : {}) });
  if (!order) return fail("orderNotFound");
  await transition(tx, order, o.auto ? "autoCancel" : "cancel", { cancel_reason: o.reason });
  await releaseStock(tx, order.id);
  await writeLog(tx, order.id, o.auto ? "cancelledTimeout" : "cancelledByUser", o.partyId, o.now);
}

/** Remind the seller to ship: once per order, while it waits for shipment. */
export async function remindToShip(tx: Queryable, o: { orderId: string; partyId: number; now: Date }) {
  const order = await lockOrder(tx, { id: o.orderId, partyId: o.partyId });
  if (!order) return fail("orderNotFound");
  if (order.status !== S.paid && order.status !== S.confirmed) fail("orderStateForbids");
  if (order.remind_time) fail("reminderAlreadySent");
  await tx.query("update mall_order set remind_time = $2 where id = $1", [order.id, o.now]);
}

/** Receipt (by the buyer, or automatically): the order is received and escrow pays the seller. */
export async function receiveOrder(tx: Queryable, o: { orderId: string; partyId?: number; now: Date }) {
  const order = await lockOrder(tx, { id: o.orderId, ...(o.partyId !== undefined ? { partyId: o.partyId } : {}) });
  if (!order) return fail("orderNotFound");
  await transition(tx, order, "receive", { receipt_time: o.now, settled_at: o.now });
  await settleOrder(tx, order);
  await writeLog(tx, order.id, "received", o.partyId, o.now);
}

/**
 * order!returns: a refund request. Before shipment any time; after shipment only within mall_returnTimeOut
 * hours of it (订单已经发货，无法退款 after); after receipt within mall_return_days days.
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
  await transition(tx, order, "requestRefund", {
    return_status: 1,
    return_reason: o.reason,
    return_detail: o.detail,
    refund_time: o.now,
    status_before_refund: order.status,
  });
  await writeLog(tx, order.id, "refundRequested", o.partyId, o.now);
}
