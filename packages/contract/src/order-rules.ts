import { INT4_MAX } from "./int4.ts";
import { lifecycle } from "./lifecycle.ts";

/*
 * The orders' rules and constants, without schemas: what the apps need at once (statuses, the lifecycle, ids)
 * stays free of zod, which only the pages that validate forms download (orders.ts holds the answers' schemas).
 */

/** Order `status` of contract 4.1 and spec point 4. */
export const ORDER_STATUS = {
  cancelled: -1,
  unpaid: 0,
  paid: 1,
  confirmed: 2,
  shipped: 3,
  received: 4,
  reviewed: 5,
  refund: 6,
} as const;
export type OrderStatus = (typeof ORDER_STATUS)[keyof typeof ORDER_STATUS];
export type OrderStatusName = keyof typeof ORDER_STATUS;

/** `returnStatus`: 0 none, 1 refunding, 2 refunded, 3 refund failed. */
export const RETURN_STATUS = { none: 0, refunding: 1, refunded: 2, failed: 3 } as const;
export type ReturnStatus = (typeof RETURN_STATUS)[keyof typeof RETURN_STATUS];
export type ReturnStatusName = keyof typeof RETURN_STATUS;

const nameOf = <T extends Record<string, number>>(table: T) => {
  const names = new Map<number, keyof T>(Object.entries(table).map(([name, n]) => [n, name as keyof T]));
  return (n: number): keyof T | undefined => names.get(n);
};
/** A status number's name in ORDER_STATUS (the apps' catalogue keys are these names), or undefined. */
export const orderStatusName = nameOf(ORDER_STATUS);
/** A returnStatus number's name in RETURN_STATUS, or undefined. */
export const returnStatusName = nameOf(RETURN_STATUS);

const S = ORDER_STATUS;
const R = RETURN_STATUS;

/** Paid, with or without the seller's confirmation: the buyer may remind the seller, the "to ship" tab. */
export const AWAITING_SHIPMENT: readonly number[] = [S.paid, S.confirmed];
const REFUNDABLE = [S.paid, S.confirmed, S.shipped, S.received] as const;
const refused = "orderStateForbids" as const;

/**
 * The order lifecycle (decision 0008): each event, the statuses it may start from, where it leads and the
 * catalogue message when it is refused. The server moves orders only through it; the apps derive the
 * buttons they offer from it. A refused refund puts the order back in the status it had before the refund
 * (`status_before_refund`), so each status it may return to has its event (REFUND_REFUSED_BACK_TO).
 */
export const ORDER_LIFECYCLE = lifecycle({
  table: "mall_order",
  column: "status",
  transitions: {
    pay: { from: [S.unpaid], to: S.paid, refused: "orderNotPayable" },
    cancel: { from: [S.unpaid], to: S.cancelled, refused: "orderNotCancellable" },
    autoCancel: { from: [S.unpaid], to: S.cancelled, refused: "orderNotCancellable" },
    confirm: { from: [S.paid], to: S.confirmed, refused },
    ship: { from: [S.confirmed], to: S.shipped, refused },
    receive: { from: [S.shipped], to: S.received, refused },
    review: { from: [S.received], to: S.reviewed, refused },
    requestRefund: { from: REFUNDABLE, to: S.refund, refused },
    manualRefund: { from: REFUNDABLE, to: S.refund, refused },
    refusedBackToPaid: { from: [S.refund], to: S.paid, refused },
    refusedBackToConfirmed: { from: [S.refund], to: S.confirmed, refused },
    refusedBackToShipped: { from: [S.refund], to: S.shipped, refused },
    refusedBackToReceived: { from: [S.refund], to: S.received, refused },
  },
});
export type OrderEvent = keyof typeof ORDER_LIFECYCLE.transitions;

/** The event that puts an order back after its refund is refused, by the status it had before. */
export const REFUND_REFUSED_BACK_TO: Record<(typeof REFUNDABLE)[number], OrderEvent> = {
  [S.paid]: "refusedBackToPaid",
  [S.confirmed]: "refusedBackToConfirmed",
  [S.shipped]: "refusedBackToShipped",
  [S.received]: "refusedBackToReceived",
};

/**
 * The refund beside the order (`return_status`): requested by the buyer or started by the platform, then
 * approved or refused by the platform. A refused refund may be asked for again.
 */
export const REFUND_LIFECYCLE = lifecycle({
  table: "mall_order",
  column: "return_status",
  transitions: {
    request: { from: [R.none, R.failed], to: R.refunding, refused },
    approve: { from: [R.refunding], to: R.refunded, refused },
    refuse: { from: [R.refunding], to: R.failed, refused },
  },
});
export type RefundEvent = keyof typeof REFUND_LIFECYCLE.transitions;

/**
 * Order log entries (spec point 4), keyed; `state` is the OrderStatusEnum code of contract 4.1 and `zh` the
 * sentence the original wrote. Clients translate by key (i18n namespace `account`, `orderLog.<key>`).
 */
export const ORDER_LOGS = {
  placed: { state: 1, zh: "下单成功，等待付款" },
  paid: { state: 2, zh: "下单成功，付款成功" },
  cancelledByUser: { state: 3, zh: "订单已取消" },
  cancelledTimeout: { state: 4, zh: "长时间未付款，系统自动取消订单" },
  sellerConfirmed: { state: 5, zh: "商家已确认，已进入备货状态" },
  shipped: { state: 6, zh: "已发货，正在运输中" },
  delivered: { state: 6, zh: "系统发货成功" },
  received: { state: 7, zh: "订单已签收" },
  refundRequested: { state: 8, zh: "发起退款申请" },
  refundManual: { state: 8, zh: "平台人工发起退款" },
  refundSucceeded: { state: 9, zh: "退款成功" },
  refundFailed: { state: 10, zh: "退款失败" },
  defaultReview: { state: 7, zh: "系统默认好评" },
  completed: { state: 7, zh: "订单已完成" },
} as const;
export type OrderLogKey = keyof typeof ORDER_LOGS;

/** The 9 cancel/return reasons of the contract (3.7), by number. */
export const ORDER_REASONS = [1, 2, 3, 4, 5, 6, 7, 8, 9] as const;

/** Order ids are the serial numbers shown to users: letters and digits. */
export const ORDER_ID = /^[A-Za-z0-9]{5,40}$/;

/** `order!pay` pays at most this many orders in one call (a checkout of many stores). */
export const PAY_ORDERS_MAX = 50;

/** The buyer's words with a refund request (`returnDetail`). */
export const RETURN_DETAIL_MAX = 500;

/** `orderInfo`: a flat comma list of `sellerGoodsId,skuId,quantity` triplets (skuId -1 without a SKU). */
export type OrderLine = { sellerGoodsId: number; skuId: number | null; quantity: number };
export function parseOrderInfo(raw: string): OrderLine[] | undefined {
  // Spaces after the commas are allowed; other white space (a BOM) is not a digit.
  const parts = raw.split(",").map((s) => s.replace(/^ +| +$/g, ""));
  if (parts.length === 0 || parts.length % 3 !== 0 || parts.length > 300) return undefined;
  // Ids and quantities go to int4 columns (NaN, for what is not digits, is in no range).
  const inInt4 = (n: number | undefined) => n !== undefined && n >= 1 && n <= INT4_MAX;
  const out: OrderLine[] = [];
  for (let i = 0; i < parts.length; i += 3) {
    const [g, s, q] = parts.slice(i, i + 3).map((x) => (/^-?\d{1,10}$/.test(x ?? "") ? Number(x) : Number.NaN));
    if (!inInt4(g) || !inInt4(q) || !(inInt4(s) || s === -1)) return undefined;
    out.push({ sellerGoodsId: g ?? 0, skuId: s === -1 ? null : (s ?? null), quantity: q ?? 0 });
  }
  return out;
}
