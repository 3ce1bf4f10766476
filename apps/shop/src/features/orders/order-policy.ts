import {
  AWAITING_SHIPMENT,
  type Cents,
  canTransition,
  ORDER_ID,
  ORDER_LIFECYCLE,
  ORDER_LOGS,
  type OrderEvent,
  type OrderStatusName,
  orderStatusName,
  parseCents,
  type ReturnStatusName,
  returnStatusName,
  ORDER_STATUS as S,
} from "@mall/contract";

/**
 * The buyer's view of the order lifecycle (spec points 2 and 4, contract 4.1), in one place: the list tabs,
 * the label of each status and which buttons an order offers. The server decides in the end; these only
 * choose what to offer.
 */

/**
 * The spec's nine tabs of /userInfo/my-order, in its order. `status` is what order!listMain filters by (1 means
 * paid or confirmed, as the original's "to be shipped"); `statuses` lists exact ones ("received" is every order
 * signed for, reviewed or not).
 */
export const ORDER_TABS: readonly { key: string; status?: number; statuses?: string }[] = [
  { key: "all" },
  { key: "unpaid", status: S.unpaid },
  { key: "cancelled", status: S.cancelled },
  { key: "toShip", status: S.paid },
  { key: "confirmed", statuses: `${S.confirmed}` },
  { key: "toReceive", status: S.shipped },
  { key: "received", statuses: `${S.received},${S.reviewed}` },
  { key: "toReview", status: S.received },
  { key: "refund", status: S.refund },
];
export type OrderTab = (typeof ORDER_TABS)[number];

export const tabOf = (key: string | null): OrderTab =>
  ORDER_TABS.find((t) => t.key === key) ?? (ORDER_TABS[0] as OrderTab);

/** The i18n key (orders:status.<key>) of a status number: its name in ORDER_STATUS. */
export const statusKey = (status: number): OrderStatusName | "unknown" => orderStatusName(status) ?? "unknown";

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
export function refundKey(returnStatus: number): Exclude<ReturnStatusName, "none"> | undefined {
  const name = returnStatusName(returnStatus);
  return name === "none" ? undefined : name;
}

export type OrderAction = "pay" | "cancel" | "remind" | "reminded" | "refund" | "receipt" | "review" | "logistics";

/** The buttons that move an order along, by the lifecycle event each one asks the server for. */
const EVENT_BUTTONS: [OrderEvent, OrderAction][] = [
  ["pay", "pay"],
  ["cancel", "cancel"],
  ["receive", "receipt"],
  ["review", "review"],
];
/** Orders whose parcel has a tracking history to show. */
const TRACKED: readonly number[] = [S.shipped, S.received, S.reviewed, S.refund];

/**
 * The buttons of an order card besides "details" (spec point 2 and contract 4.1), from the order lifecycle:
 * unpaid → pay, cancel; awaiting shipment → remind once, refund; shipped → confirm receipt, refund,
 * logistics; received → review, refund (returns are open for 7 days after receipt; the server holds the
 * limit); reviewed and refund → logistics. `remindedHere` is the browser's own memory (ES_REMIND_ORDER) of
 * reminders sent.
 */
export function actionsFor(o: { status: number; reminded: 0 | 1; id: string }, remindedHere: boolean): OrderAction[] {
  const can = (e: OrderEvent) => canTransition(ORDER_LIFECYCLE, o.status, e);
  const out = EVENT_BUTTONS.filter(([e]) => can(e)).map(([, a]) => a);
  if (AWAITING_SHIPMENT.includes(o.status)) out.push(o.reminded === 1 || remindedHere ? "reminded" : "remind");
  if (TRACKED.includes(o.status)) out.push("logistics");
  if (can("requestRefund")) out.push("refund");
  return out;
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
