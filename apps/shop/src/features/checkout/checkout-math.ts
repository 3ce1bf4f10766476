import { type Cents, ORDER_ID, ORDER_STATUS, PAY_ORDERS_MAX, parseCents, type SubmittedOrder } from "@mall/contract";

/**
 * What the buyer is asked to pay once the server has placed the orders: its own amounts (prizeReal, fees,
 * tax per store order), never the page's estimate.
 */
export function submittedTotals(orders: SubmittedOrder[]) {
  const c = (n: number): Cents => parseCents(n) ?? 0n;
  let goods = 0n;
  let freight = 0n;
  let tax = 0n;
  for (const o of orders) {
    goods += c(o.prizeReal);
    freight += c(o.fees);
    tax += c(o.tax);
  }
  return { goods, freight, tax, total: goods + freight + tax };
}

/** Order ids of /paySuccess?orders=a,b: serial numbers only, each once, at most as many as order!pay takes. */
export function orderIdsOf(raw: string | null): string[] {
  if (!raw) return [];
  const ids = raw
    .split(",")
    .map((s) => s.trim())
    .filter((s) => ORDER_ID.test(s));
  return [...new Set(ids)].slice(0, PAY_ORDERS_MAX);
}

/** Paid at some point: every status after "unpaid" except a cancellation (only unpaid orders are cancelled). */
export const wasPaid = (status: number) => status !== ORDER_STATUS.unpaid && status !== ORDER_STATUS.cancelled;

/** Whether a known balance cannot cover the amount (unknown balances are left to the server). */
export function balanceShort(balance: number | undefined, due: Cents): boolean {
  if (balance === undefined) return false;
  const have = parseCents(balance);
  return have !== undefined && have < due;
}

/**
 * The delivery address a settlement uses: the one chosen while it still exists, else the default (use = 1),
 * else the first; undefined without any.
 */
export function preferredAddressId(
  list: { id: string; use: number }[],
  chosen: string | undefined,
): string | undefined {
  if (chosen !== undefined && list.some((a) => a.id === chosen)) return chosen;
  return (list.find((a) => a.use === 1) ?? list[0])?.id;
}

/**
 * Payment methods of spec point 9. The balance is always open; card and PayPal where the platform has a
 * payment provider (`online`), and otherwise they answer paymentNotOpenInRegion.
 */
export const PAYMENT_METHODS = ["balance", "card", "paypal"] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const isOpenMethod = (m: PaymentMethod, online = false) => m === "balance" || online;
