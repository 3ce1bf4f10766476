import { type ErrorKey, ORDER_LOGS, ORDER_STATUS, type OrderLogKey, type OrderStatus } from "@mall/contract";
import type { Queryable } from "../db/db.ts";
import { fail } from "../http/errors.ts";

/**
 * The order lifecycle as data (STYLE.md practice 5): each event names the statuses it may start from, the
 * status it leads to, and the catalogue message when it is refused. `transition()` is the only way an
 * order's status changes.
 */
const S = ORDER_STATUS;
export type OrderEvent =
  | "pay"
  | "cancel"
  | "autoCancel"
  | "confirm"
  | "ship"
  | "receive"
  | "review"
  | "requestRefund"
  | "manualRefund";

export const TRANSITIONS: Record<OrderEvent, { from: readonly OrderStatus[]; to: OrderStatus; refused: ErrorKey }> = {
  pay: { from: [S.unpaid], to: S.paid, refused: "orderNotPayable" },
  cancel: { from: [S.unpaid], to: S.cancelled, refused: "orderNotCancellable" },
  autoCancel: { from: [S.unpaid], to: S.cancelled, refused: "orderNotCancellable" },
  confirm: { from: [S.paid], to: S.confirmed, refused: "orderStateForbids" },
  ship: { from: [S.confirmed], to: S.shipped, refused: "orderStateForbids" },
  receive: { from: [S.shipped], to: S.received, refused: "orderStateForbids" },
  review: { from: [S.received], to: S.reviewed, refused: "orderStateForbids" },
  requestRefund: { from: [S.paid, S.confirmed, S.shipped, S.received], to: S.refund, refused: "orderStateForbids" },
  manualRefund: { from: [S.paid, S.confirmed, S.shipped, S.received], to: S.refund, refused: "orderStateForbids" },
};

/** The catalogue message for an order that cannot take part in anything any more. */
const closedMessage = (status: number): ErrorKey | undefined =>
  status === S.cancelled ? "orderCancelled" : status === S.reviewed ? "orderCompleted" : undefined;

export function assertTransition(status: number, event: OrderEvent): OrderStatus {
  const t = TRANSITIONS[event];
  if ((t.from as readonly number[]).includes(status)) return t.to;
  return fail(event === "pay" || event === "cancel" ? t.refused : (closedMessage(status) ?? t.refused));
}

/**
 * Moves an order from the status it was read in to the next one. The update is conditional on the old
 * status, so of two racing requests exactly one wins; the other is refused as if it had come second.
 */
export async function transition(
  tx: Queryable,
  order: { id: string; status: number },
  event: OrderEvent,
  set: Record<string, unknown> = {},
): Promise<OrderStatus> {
  const to = assertTransition(order.status, event);
  const cols = Object.keys(set);
  const assignments = cols.map((c, i) => `${c} = $${i + 4}`).join(", ");
  const rows = await tx.query(
    `update mall_order set status = $3, updated_at = now()${assignments ? `, ${assignments}` : ""}
     where id = $1 and status = $2 returning id`,
    [order.id, order.status, to, ...cols.map((c) => set[c])],
  );
  if (!rows.length) fail(TRANSITIONS[event].refused);
  return to;
}

export async function writeLog(tx: Queryable, orderId: string, key: OrderLogKey, actor?: number, at?: Date) {
  await tx.query("insert into order_log (order_id, state, log, actor, created_at) values ($1, $2, $3, $4, $5)", [
    orderId,
    ORDER_LOGS[key].state,
    key,
    actor ?? null,
    at ?? new Date(),
  ]);
}
