import { type Cents, ORDER_ID, ORDER_LOGS, ORDER_STATUS as S, parseCents, RETURN_STATUS as R } from "@mall/contract";

/**
 * The buyer's view of the order lifecycle (spec points 2 and 4, contract 4.1), in one place: the list tabs,
 * the label of each status and which buttons an order offers. The server decides in the end; these only
 * choose what to offer.
 */

/** The tabs of /userInfo/my-order; `status` is what order!listMain filters by (1 means paid or confirmed). */
export const ORDER_TABS = [
  { key: "all", status: undefined },
  { key: "unpaid", status: S.unpaid },
  { key: "toShip", status: S.paid },
  { key: "toReceive", status: S.shipped },
  { key: "toReview", status: S.received },
  { key: "reviewed", status: S.reviewed },
  { key: "refund", status: S.refund },
  { key: "cancelled", status: S.cancelled },
] as const;
export type OrderTabKey = (typeof ORDER_TABS)[number]["key"];

export const tabOf = (key: string | null): (typeof ORDER_TABS)[number] =>
  ORDER_TABS.find((t) => t.key === key) ?? ORDER_TABS[0];

/** The i18n key (orders:status.<key>) of a status number. */
export function statusKey(status: number): string {
  switch (status) {
    case S.cancelled:
      return "cancelled";
    case S.unpaid:
      return "unpaid";
    case S.paid:
      return "paid";
    case S.confirmed:
      return "confirmed";
    case S.shipped:
      return "shipped";
    case S.received:
      return "received";
    case S.reviewed:
      return "reviewed";
    case S.refund:
      return "refund";
    default:
      return "unknown";
  }
}

/** Colour family of a status badge. */
export type Tone = "warn" | "info" | "ok" | "muted" | "danger";
export function statusTone(status: number): Tone {
  if (status === S.unpaid) return "warn";
  if (status === S.cancelled) return "muted";
  if (status === S.refund) return "danger";
  if (status === S.reviewed || status === S.received) return "ok";
  return "info";
}

/** Refund state (orders:refundState.<key>), or undefined when no refund was asked for. */
export function refundKey(returnStatus: number): "refunding" | "refunded" | "failed" | undefined {
  if (returnStatus === R.refunding) return "refunding";
  if (returnStatus === R.refunded) return "refunded";
  if (returnStatus === R.failed) return "failed";
  return undefined;
}

export type OrderAction = "pay" | "cancel" | "remind" | "reminded" | "refund" | "receipt" | "review" | "logistics";

/**
 * The buttons of an order card besides "details" (spec point 2 and contract 4.1): unpaid → pay, cancel;
 * awaiting shipment → remind once, refund; shipped → confirm receipt, refund, logistics; received →
 * review, refund (returns are open for 7 days after receipt; the server holds the limit); reviewed and
 * refund → logistics. `remindedHere` is the browser's own memory (ES_REMIND_ORDER) of reminders sent.
 */
export function actionsFor(o: { status: number; reminded: 0 | 1; id: string }, remindedHere: boolean): OrderAction[] {
  const reminded = o.reminded === 1 || remindedHere;
  switch (o.status) {
    case S.unpaid:
      return ["pay", "cancel"];
    case S.paid:
    case S.confirmed:
      return [reminded ? "reminded" : "remind", "refund"];
    case S.shipped:
      return ["receipt", "logistics", "refund"];
    case S.received:
      return ["review", "logistics", "refund"];
    case S.reviewed:
    case S.refund:
      return ["logistics"];
    default:
      return [];
  }
}

const cents = (v: number | null | undefined): Cents => parseCents(v ?? 0) ?? 0n;

/** What the buyer pays for an order: goods, freight and tax, summed in cents. */
export const orderDue = (o: { prizeReal: number; fees: number; tax: number }): Cents =>
  cents(o.prizeReal) + cents(o.fees) + cents(o.tax);

/** Order log keys the catalogue translates; an unknown key falls back to the server's sentence. */
export const isKnownLog = (key: string): key is keyof typeof ORDER_LOGS => Object.hasOwn(ORDER_LOGS, key);

/** The time a wire date stands for, for sorting ("YYYY-MM-DD HH:mm:ss" sorts as text). */
export const byTime = <T extends { createTime: string | null; id: string }>(a: T, b: T) =>
  (a.createTime ?? "").localeCompare(b.createTime ?? "") || Number(a.id) - Number(b.id);

/** An order id from the query, or "" (ids are letters and digits; anything else cannot be one). */
export const orderIdOf = (raw: string | null): string => (raw && ORDER_ID.test(raw) ? raw : "");
