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
import { PERMISSIONS, type Permission } from "@mall/contract";

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

/*
 * Staff privilege. Nobody hands out, takes away or edits a permission they do not hold themselves, so no
 * console permission leads to another: "users" cannot switch off a super admin, "roles" cannot turn itself
 * (or a second account it made) into the finance desk.
 */

/** Whether the staff member holds every one of `permissions`. */
const holdsAll = (staff: SessionUser, permissions: readonly string[]): boolean =>
  permissions.every((p) => hasPermission(staff, p as Permission));

/** The Super admin role is the one that holds every console permission (the seed's "Super admin"). */
export const isSuperAdminRole = (role: { permissions: readonly string[] }): boolean =>
  PERMISSIONS.every((p) => role.permissions.includes(p));

/** A super admin holds the Super admin role's permissions: every one. */
export const isSuperAdmin = (staff: SessionUser): boolean => holdsAll(staff, PERMISSIONS);

/**
 * Disabling, enabling or moving to another role an account that holds permissions the staff member lacks
 * (a super admin, say) is refused. `target.permissions` are those of the target's role (none for buyers and
 * sellers).
 */
export const canManageAccount = (staff: SessionUser, target: { permissions: readonly string[] }): boolean =>
  holdsAll(staff, target.permissions);

/**
 * Giving someone a role (a new staff account, or another role for an existing one): only a role whose
 * permissions the staff member holds, so only a super admin gives the Super admin role; never to oneself.
 */
export const canGiveRole = (
  staff: SessionUser,
  role: { permissions: readonly string[] },
  to?: { id: number; permissions: readonly string[] },
): boolean =>
  (!isSuperAdminRole(role) || isSuperAdmin(staff)) &&
  holdsAll(staff, role.permissions) &&
  (!to || (to.id !== staff.partyId && canManageAccount(staff, to)));

/**
 * Creating, renaming, changing the permissions of, or deleting a role: never the role one holds, only a
 * super admin touches the Super admin role, and only roles whose permissions, before and after, the staff
 * member holds. `ownRoleId` is the staff member's role; `role.id` is absent for a new role; `next` the
 * permissions the role would hold after.
 */
export const canEditRole = (
  staff: SessionUser,
  ownRoleId: number | null,
  role: { id?: number; permissions: readonly string[] },
  next: readonly string[] = role.permissions,
): boolean =>
  (role.id === undefined || role.id !== ownRoleId) &&
  (!isSuperAdminRole(role) || isSuperAdmin(staff)) &&
  holdsAll(staff, role.permissions) &&
  holdsAll(staff, next);

/**
 * Pictures (reviews, chat, store logo and banners) are uploaded by buyers and sellers, each from their app, and
 * by the agents of the console's chat desk (a picture sent to a buyer).
 */
export const canUpload = (user: SessionUser): boolean =>
  user.app === "shop" || user.app === "seller" || (user.app === "admin" && hasPermission(user, "service"));
