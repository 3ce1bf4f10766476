/**
 * Who may do what, in one place (STYLE.md practice 7). Routes declare the app a session must belong to
 * and, for the console, the permission; business rules about people ask the small functions below.
 */

/** The three doors: the storefront, the seller app and the platform console. Sessions belong to one. */
export type App = "shop" | "seller" | "admin";

export type Role = "MEMBER" | "SELLER" | "STAFF" | "TEST";

export type SessionUser = {
  partyId: number;
  username: string;
  usercode: string;
  role: string;
  app: App;
  /** Console permissions of a staff account's role. */
  permissions: string[];
  /** The store a seller owns, once approved. */
  sellerId: number | undefined;
};

export { PERMISSIONS, type Permission } from "@mall/contract";
import type { Permission } from "@mall/contract";

/** Sellers also buy in the shop (the wholesale model); staff use only the console. */
const APP_ROLES: Record<App, readonly string[]> = {
  shop: ["MEMBER", "SELLER", "TEST"],
  seller: ["SELLER"],
  admin: ["STAFF"],
};

export const canLogIn = (role: string, app: App): boolean => APP_ROLES[app].includes(role);

export const hasPermission = (user: SessionUser, p: Permission): boolean =>
  user.app === "admin" && user.role === "STAFF" && user.permissions.includes(p);

/** Spec point 6: a seller cannot follow themselves or another seller. */
export const canFollowStores = (user: SessionUser): boolean => user.role !== "SELLER";

/** Staff accounts are the platform's and cannot be deregistered by their holder. */
export const canDeregister = (role: string): boolean => role !== "STAFF";

/** A buyer's own records only: every per-user read and write goes through this. */
export const owns = (user: SessionUser, partyId: number): boolean => user.partyId === partyId;

/**
 * Money granted by hand (console/wallet!grant): by staff of the finance desk, to buyers and sellers only; the
 * platform's own staff accounts hold no wallet to credit.
 */
export const canGrant = (staff: SessionUser, party: { role: string }): boolean =>
  hasPermission(staff, "finance") && party.role !== "STAFF";

/** A staff member cannot disable their own account (they would lock themselves out of the console). */
export const canDisableUser = (staff: SessionUser, partyId: number): boolean => staff.partyId !== partyId;

/** Pictures (reviews, chat, store logo and banners) are uploaded by buyers and sellers, each from their app. */
export const canUpload = (user: SessionUser): boolean => user.app === "shop" || user.app === "seller";
