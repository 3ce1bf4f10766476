import { ORDER_TABS, type OrderTab, tabOf } from "../order-policy.ts";

/**
 * The tab of /wap/orders?status=: a tab's key (`unpaid`, `toShip`, …, as the desktop's list names them) or an
 * order status number as the original's H5 links carry it (0 to pay, 1 to ship, …; 5, completed, is in
 * "received"). Anything else is "all".
 */
export function tabOfStatusParam(raw: string | null): OrderTab {
  const v = raw?.trim() ?? "";
  if (/^-?\d+$/.test(v)) {
    const n = Number(v);
    return (
      ORDER_TABS.find((t) => t.status === n) ??
      ORDER_TABS.find((t) => t.statuses?.split(",").map(Number).includes(n)) ??
      tabOf(null)
    );
  }
  return tabOf(v || null);
}
