import { canTransition, ORDER_LIFECYCLE, ORDER_STATUS, type OrderStatusName, orderStatusName } from "@mall/contract";
import type { Tone } from "@mall/ui";

/**
 * The order tabs of the seller app: every status of the order lifecycle on its own (by its name in
 * ORDER_STATUS, which is also its catalogue key), and all together. The address keeps the status number
 * (`/orders?status=1`), as links from the dashboard and the wallet write it.
 */
export const ORDER_TABS = [
  "all",
  "unpaid",
  "paid",
  "confirmed",
  "shipped",
  "received",
  "reviewed",
  "refund",
  "cancelled",
] as const satisfies readonly ("all" | OrderStatusName)[];
export type OrderTab = (typeof ORDER_TABS)[number];

/** The tab of a `status` query value (a status number), "all" without one. */
export const tabOfParam = (v: string | null): OrderTab => (v ? (orderStatusName(Number(v)) ?? "all") : "all");

/** The status number a tab lists (the `status` of merchant/order!tab and of the address), none for "all". */
export const statusOfTab = (tab: OrderTab): number | undefined => (tab === "all" ? undefined : ORDER_STATUS[tab]);

/** Paid orders wait for the seller (warning); done ones are calm; refunds and cancellations stand apart. */
export const STATUS_TONE: Record<OrderStatusName, Tone> = {
  cancelled: "neutral",
  unpaid: "neutral",
  paid: "warning",
  confirmed: "info",
  shipped: "info",
  received: "success",
  reviewed: "success",
  refund: "danger",
};

/** A paid order waits for the store to confirm it (the lifecycle's `confirm`): the page offers that first. */
export const awaitsStore = (status: number) => canTransition(ORDER_LIFECYCLE, status, "confirm");
