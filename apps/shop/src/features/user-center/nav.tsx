import type { ReactNode } from "react";
import { HeartLineIcon, OrdersIcon, StoreLineIcon } from "../../components/icons.tsx";
import { DashboardIcon, SettingsIcon, WalletIcon } from "./icons.tsx";

/**
 * The user-centre menu (spec point 2). The `index` queries are the menu positions the original links
 * carry (my-order?index=2, collect-goods?index=3, money-package?index=1).
 */
export const CENTER_NAV: { path: string; query?: string; key: string; icon: ReactNode }[] = [
  { path: "/userInfo/dashboard", key: "dashboard", icon: <DashboardIcon /> },
  { path: "/userInfo/my-order", query: "?index=2", key: "orders", icon: <OrdersIcon /> },
  { path: "/userInfo/collect-goods", query: "?index=3", key: "favourites", icon: <HeartLineIcon /> },
  { path: "/userInfo/collect-shop", key: "stores", icon: <StoreLineIcon /> },
  { path: "/userInfo/money-package", query: "?index=1", key: "wallet", icon: <WalletIcon /> },
  { path: "/userInfo/setup", key: "settings", icon: <SettingsIcon /> },
];

/** The menu entry a user-centre path belongs to (its own, or the one it hangs under). */
export const navKeyOf = (pathname: string): string | undefined => {
  const page = pathname.replace(/^\/userInfo\/?/, "");
  if (page.startsWith("order-")) return "orders";
  return CENTER_NAV.find((n) => pathname === n.path || pathname.startsWith(`${n.path}/`))?.key;
};
