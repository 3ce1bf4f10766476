import type { ConsoleMe, Permission } from "@mall/contract";
import { BoxIcon, ClockIcon, StoreIcon, UserIcon } from "@mall/ui";
import type { ReactNode } from "react";
import {
  BadgeIcon,
  DepositIcon,
  LoanIcon,
  MailIcon,
  RefundIcon,
  ReviewIcon,
  ShieldIcon,
  WalletIcon,
  WithdrawIcon,
} from "../components/NavIcons.tsx";
import { can } from "../lib/session.ts";

export const NAV_SECTIONS = ["people", "trade", "stores", "money", "system"] as const;

export type Page = {
  path: string;
  permission: Permission;
  /** Key under nav.* in the console catalogue. */
  label: string;
  section: (typeof NAV_SECTIONS)[number];
  icon: ReactNode;
};

/** Every console page, in navigation order, with the permission that opens it. */
export const PAGES: Page[] = [
  { path: "/users", permission: "users", label: "users", section: "people", icon: <UserIcon size={18} /> },
  { path: "/staff", permission: "roles", label: "staff", section: "people", icon: <BadgeIcon /> },
  { path: "/roles", permission: "roles", label: "roles", section: "people", icon: <ShieldIcon /> },
  { path: "/orders", permission: "orders", label: "orders", section: "trade", icon: <BoxIcon /> },
  { path: "/refunds", permission: "refunds", label: "refunds", section: "trade", icon: <RefundIcon /> },
  { path: "/reviews", permission: "reviews", label: "reviews", section: "trade", icon: <ReviewIcon /> },
  { path: "/stores", permission: "stores", label: "applications", section: "stores", icon: <StoreIcon size={18} /> },
  { path: "/deposits", permission: "deposits", label: "deposits", section: "money", icon: <DepositIcon /> },
  { path: "/withdrawals", permission: "withdrawals", label: "withdrawals", section: "money", icon: <WithdrawIcon /> },
  { path: "/loans", permission: "loans", label: "loans", section: "money", icon: <LoanIcon /> },
  { path: "/finance", permission: "finance", label: "finance", section: "money", icon: <WalletIcon /> },
  { path: "/mail", permission: "mail", label: "outbox", section: "system", icon: <MailIcon /> },
  { path: "/audit", permission: "audit", label: "audit", section: "system", icon: <ClockIcon size={18} /> },
];

export const pagesFor = (me: ConsoleMe | undefined) => PAGES.filter((p) => can(me, p.permission));
