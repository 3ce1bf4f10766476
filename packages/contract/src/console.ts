import { z } from "zod";
import { loginParams } from "./account-params.ts";
import { PASSWORD_PATTERN, USERNAME_PATTERN } from "./accounts.ts";
import type { ErrorKey } from "./errors.ts";
import { id, optionalId, optionalText, type PageOf, pageParams, requiredText } from "./params.ts";

/**
 * The platform console's calls (`/api/console/<area>!<verb>.action`): parameters the server validates and
 * the console app sends, and the shapes it reads back. Dates are wire dates (Shanghai wall clock); money is
 * a decimal string of USDT so no float ever holds it.
 */

const blank = (v: unknown) => (v === "" || v === null ? undefined : v);
const optionalEnum = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.preprocess(blank, z.enum(values).optional());

/** Party roles a user list can be filtered by. */
export const PARTY_ROLES = ["MEMBER", "SELLER", "STAFF", "TEST"] as const;
export type PartyRole = (typeof PARTY_ROLES)[number];

export const ROLE_NAME_MAX = 40;
export const REJECT_REASON_MAX = 500;

/**
 * Permissions travel as one comma-separated parameter ("users,stores"): the router reads the first value of a
 * repeated parameter, so a list cannot come as an array. Blank means none. Which names exist is the server's
 * policy (roles!list sends them); here only the shape is checked.
 */
export const permissionList = z.preprocess(
  (v) => (v === undefined || v === null ? "" : v),
  z
    .string()
    .max(500)
    .transform((s) => [
      ...new Set(
        s
          .split(",")
          .map((p) => p.trim())
          .filter(Boolean),
      ),
    ]),
);

export const consoleLoginParams = loginParams;

export const consoleUsersParams = z.object({
  ...pageParams,
  /** Matches a username or e-mail (part of it), a phone number (part of it) or a usercode (exactly). */
  q: optionalText(80),
  role: optionalEnum(PARTY_ROLES),
  enabled: optionalEnum(["0", "1"]),
});

export const consoleIdParams = z.object({ id: id() });

export const APPLICATION_STATUSES = ["pending", "approved", "rejected"] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

export const consoleApplicationsParams = z.object({
  ...pageParams,
  status: z.preprocess(blank, z.enum(APPLICATION_STATUSES).default("pending")),
});

export const consoleRejectParams = z.object({ id: id(), reason: requiredText(REJECT_REASON_MAX) });

export const consoleRoleCreateParams = z.object({ name: requiredText(ROLE_NAME_MAX), permissions: permissionList });
export const consoleRoleRenameParams = z.object({ id: id(), name: requiredText(ROLE_NAME_MAX) });
export const consoleRoleUpdateParams = z.object({ id: id(), permissions: permissionList });

export const consoleStaffListParams = z.object({ ...pageParams });
export const consoleStaffCreateParams = z.object({
  username: z.string().trim().regex(USERNAME_PATTERN),
  password: z.string().regex(PASSWORD_PATTERN),
  roleId: id(),
});
export const consoleStaffSetRoleParams = z.object({ id: id(), roleId: id() });

export const consoleOutboxParams = z.object({ ...pageParams, q: optionalText(80) });

/** Every kind of staff write the audit log records. */
export const AUDIT_ACTIONS = [
  "user.disable",
  "user.enable",
  "store.approve",
  "store.reject",
  "role.create",
  "role.rename",
  "role.update",
  "role.delete",
  "staff.create",
  "staff.setRole",
  "order.ship",
  "order.refundApprove",
  "order.refundReject",
  "order.refundManual",
  "review.hide",
  "review.show",
  "wallet.grant",
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const consoleAuditParams = z.object({
  ...pageParams,
  staffId: optionalId(),
  action: optionalEnum(AUDIT_ACTIONS),
});

/** Parameter → catalogue message for the console's forms. */
export const CONSOLE_PARAM_ERRORS: Partial<Record<string, ErrorKey>> = {
  username: "usernameInvalid",
  password: "passwordLength",
  reason: "paramMissing",
  name: "paramMissing",
};

// ---- Answers

export type ConsoleMe = {
  id: number;
  username: string;
  usercode: string;
  /** The staff role's name ("" when the account holds none). */
  role: string;
  permissions: string[];
};

export type ConsoleLoginResult = ConsoleMe & { token: string };

export type ConsoleUser = {
  id: number;
  username: string;
  usercode: string;
  role: PartyRole | string;
  email: string | null;
  phone: string | null;
  enabled: boolean;
  /** Cancelled by its holder (user!logoff). */
  deleted: boolean;
  /** Available and frozen USDT, decimal strings ("1234.50"). */
  balance: string;
  frozen: string;
  lastLoginAt: string | null;
  lastLoginIp: string | null;
  createdAt: string | null;
};

export type ConsoleUserDetail = ConsoleUser & {
  countryCode: string | null;
  sessions: number;
  staffRole: { id: number; name: string } | null;
  store: { id: number; name: string; status: number } | null;
  inviter: { id: number; username: string; usercode: string } | null;
  deletedAt: string | null;
  deletedReason: string | null;
};

export type StoreApplication = {
  id: number;
  partyId: number;
  username: string;
  storeName: string;
  contact: string;
  inviteCode: string | null;
  status: ApplicationStatus;
  reason: string | null;
  sellerId: number | null;
  reviewedBy: string | null;
  reviewedAt: string | null;
  createdAt: string | null;
};

export type StaffRole = {
  id: number;
  name: string;
  permissions: string[];
  /** Staff accounts holding the role; a role with holders cannot be deleted. */
  holders: number;
  createdAt: string | null;
};

export type ConsoleRoles = { roles: StaffRole[] /** Every permission a role may hold. */; permissions: string[] };

export type StaffAccount = {
  id: number;
  username: string;
  usercode: string;
  roleId: number | null;
  roleName: string | null;
  enabled: boolean;
  lastLoginAt: string | null;
  createdAt: string | null;
};

export type OutboxMessage = {
  id: string;
  channel: string;
  recipient: string;
  subject: string;
  body: string;
  createdAt: string | null;
  sentAt: string | null;
  error: string | null;
};

export type AuditEntry = {
  id: string;
  staffId: number;
  staffName: string;
  action: AuditAction | string;
  targetType: string;
  targetId: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  createdAt: string | null;
};

/** `console/audit!list`: a page of entries and everyone who has written to the log (the staff filter). */
export type AuditPage = PageOf<AuditEntry> & { staff: { id: number; username: string }[] };
