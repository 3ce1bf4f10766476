import { ORDER_ID, type SubmittedOrder } from "@mall/contract";
import { type CartItem, parseCart } from "./cart-logic.ts";
import { readMaxBuy } from "./cart-store.ts";

/**
 * "The checked products for payment" (spec point 4): what the cart drawer or "buy now" hands to
 * /settlement. Kept in sessionStorage so a reload, or a detour through /login, does not lose it, and a new
 * tab starts clean.
 */
export type CheckoutHandoff = {
  /** Lines bought from the cart leave it after payment; a "buy now" line was never in it. */
  source: "cart" | "buyNow";
  items: CartItem[];
  /**
   * Orders already placed for these lines but not paid yet: paying again must not place them twice.
   */
  submitted?: SubmittedOrder[];
};

const KEY = "ES_CHECKED_PRODUCTS";

export function saveHandoff(h: CheckoutHandoff) {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(h));
  } catch {
    /* private mode without sessionStorage: the settlement page then shows the empty state */
  }
}

const isSubmitted = (v: unknown): v is SubmittedOrder => {
  const o = v as Partial<SubmittedOrder> | null;
  return (
    typeof o?.orderId === "string" &&
    ORDER_ID.test(o.orderId) &&
    [o.prizeReal, o.fees, o.tax].every((n) => typeof n === "number" && Number.isFinite(n))
  );
};

export function readHandoff(): CheckoutHandoff | null {
  let raw: unknown;
  try {
    raw = JSON.parse(sessionStorage.getItem(KEY) ?? "null");
  } catch {
    return null;
  }
  if (typeof raw !== "object" || raw === null) return null;
  const h = raw as Record<string, unknown>;
  const items = parseCart(h.items, readMaxBuy());
  if (!items.length) return null;
  const submitted = Array.isArray(h.submitted) ? h.submitted.filter(isSubmitted) : [];
  return {
    source: h.source === "buyNow" ? "buyNow" : "cart",
    items: items.map((i) => ({ ...i, checked: true })),
    ...(submitted.length ? { submitted } : {}),
  };
}

export function clearHandoff() {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    /* nothing was kept */
  }
}
