import type { ConsoleMe, Permission } from "@mall/contract";
import { BoxIcon, ClockIcon, StoreIcon, UserIcon } from "@mall/ui";
import type { ReactNode } from "react";
import {
  BadgeIcon,
  DepositIcon,
  GiftIcon,
  HeadsetIcon,
  LoanIcon,
  MailIcon,
  RefundIcon,
  ReviewIcon,
  ShieldIcon,
  WalletIcon,
  WithdrawIcon,
} from "../components/NavIcons.tsx";
import { can } from "../lib/session.ts";

export const NAV_SECTIONS = ["service", "people", "trade", "stores", "money", "system"] as const;

/** A section's title: under nav.section.* unless its feature keeps its own words. */
export const sectionLabelKey = (s: (typeof NAV_SECTIONS)[number]) =>
  s === "service" ? "desk.navSection" : `nav.section.${s}`;

export type Page = {
  path: string;
  permission: Permission;
  /** Key under nav.* in the console catalogue. */
  label: string;
  /** The full catalogue key instead, for a feature that keeps its words in its own section. */
  labelKey?: string;
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
  { path: "/lottery", permission: "lottery", label: "lottery", section: "stores", icon: <GiftIcon /> },
  { path: "/mail", permission: "mail", label: "outbox", section: "system", icon: <MailIcon /> },
  { path: "/newsletter", permission: "mail", label: "newsletter", section: "system", icon: <MailIcon /> },
  { path: "/audit", permission: "audit", label: "audit", section: "system", icon: <ClockIcon size={18} /> },
  {
    path: "/vitals",
    permission: "audit",
    label: "vitals",
    labelKey: "vitals.nav",
    section: "system",
    icon: <ClockIcon size={18} />,
  },
  // Last in the list, so "/" still opens the first of the others for staff who hold more than the desk.
  {
    path: "/desk",
    permission: "service",
    label: "desk",
    labelKey: "desk.nav",
    section: "service",
    icon: <HeadsetIcon />,
  },
];

export const labelKeyOf = (p: Page) => p.labelKey ?? `nav.${p.label}`;

export const pagesFor = (me: ConsoleMe | undefined) => PAGES.filter((p) => can(me, p.permission));
