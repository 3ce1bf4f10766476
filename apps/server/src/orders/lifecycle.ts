import {
  type ErrorKey,
  ORDER_LIFECYCLE,
  ORDER_LOGS,
  ORDER_STATUS as S,
  type OrderEvent,
  type OrderLogKey,
  REFUND_LIFECYCLE,
  type RefundEvent,
} from "@mall/contract";
import type { Queryable } from "../db/db.ts";
import { transition } from "../db/transition.ts";
import { fail } from "../http/errors.ts";

/** The catalogue message for an order that cannot take part in anything any more. */
const closedMessage = (status: number): ErrorKey | undefined =>
  status === S.cancelled ? "orderCancelled" : status === S.reviewed ? "orderCompleted" : undefined;

/**
 * Moves an order through ORDER_LIFECYCLE (packages/contract/src/orders.ts). Paying and cancelling are
 * refused with their own sentence; any other move on a cancelled or completed order says so.
 */
export const transitionOrder = (
  tx: Queryable,
  order: { id: string; status: number },
  event: OrderEvent,
  set: Record<string, unknown> = {},
) =>
  transition(tx, ORDER_LIFECYCLE, { id: order.id, state: order.status }, event, set, (status) => {
    const refused = ORDER_LIFECYCLE.transitions[event].refused;
    return fail(event === "pay" || event === "cancel" ? refused : (closedMessage(Number(status)) ?? refused));
  });

/** Moves an order's refund (`return_status`) through REFUND_LIFECYCLE. */
export const transitionRefund = (
  tx: Queryable,
  order: { id: string; return_status: number },
  event: RefundEvent,
  set: Record<string, unknown> = {},
) => transition(tx, REFUND_LIFECYCLE, { id: order.id, state: order.return_status }, event, set);

/** One entry of the order's log (orderLog!list), written in the transaction of the move it tells of. */
export async function writeLog(tx: Queryable, orderId: string, key: OrderLogKey, actor?: number, at?: Date) {
  await tx.query("insert into order_log (order_id, state, log, actor, created_at) values ($1, $2, $3, $4, $5)", [
    orderId,
    ORDER_LOGS[key].state,
    key,
    actor ?? null,
    at ?? new Date(),
  ]);
}
