import { ORDER_STATUS as S } from "@mall/contract";

/**
 * The order list's tabs. "To ship" comes first: confirmed orders (status 2) are the platform's work queue.
 * Each tab is one status of the lifecycle; "all" has none.
 */
export const ORDER_TABS = [
  "toShip",
  "all",
  "awaitingSeller",
  "shipped",
  "received",
  "completed",
  "refunds",
  "cancelled",
] as const;
export type OrderTab = (typeof ORDER_TABS)[number];

const STATUS: Record<OrderTab, number | undefined> = {
  toShip: S.confirmed,
  all: undefined,
  awaitingSeller: S.paid,
  shipped: S.shipped,
  received: S.received,
  completed: S.reviewed,
  refunds: S.refund,
  cancelled: S.cancelled,
};

/** The status a tab lists; "awaiting seller" is its own read (console/orders!awaitingSeller), "all" has none. */
export const tabStatus = (tab: OrderTab): number | undefined => STATUS[tab];

/** Tabs whose count is shown: the queues someone has to act on. */
export const COUNTED_TABS: readonly OrderTab[] = ["toShip", "awaitingSeller"];
