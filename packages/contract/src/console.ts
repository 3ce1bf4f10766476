import { z } from "zod";
import { loginParams } from "./account-params.ts";
import { PASSWORD_PATTERN, USERNAME_PATTERN } from "./accounts.ts";
import type { ErrorKey } from "./errors.ts";
import { STORE_APPLICATION_STATUS } from "./merchant.ts";
import { id, optionalId, optionalText, pageOf, pageParams, requiredText } from "./params.ts";

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

export const consoleApplicationsParams = z.object({
  ...pageParams,
  status: z.preprocess(blank, z.enum(STORE_APPLICATION_STATUS).default("pending")),
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
  "deposit.approve",
  "deposit.refuse",
  "withdrawal.approve",
  "withdrawal.payOut",
  "withdrawal.refuse",
  "wallet.channel",
  "wallet.setting",
  "loan.approve",
  "loan.reject",
  "loan.manualRepay",
  "loan.config",
  "chat.handover",
  "chat.settings",
  "chat.blacklist",
  "lottery.create",
  "lottery.update",
  "lottery.publish",
  "lottery.close",
  "newsletter.remove",
  "newsletter.export",
  "newsletter.send",
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

const num = z.number();
const str = z.string();
const wireDate = str.nullable();

/** Who is signed in to the console (`console/auth!me`). */
export const consoleMe = z.object({
  id: num,
  username: str,
  usercode: str,
  /** The staff role's name ("" when the account holds none). */
  role: str,
  permissions: z.array(str),
});
export type ConsoleMe = z.infer<typeof consoleMe>;

export const consoleLoginResult = consoleMe.extend({ token: str });
export type ConsoleLoginResult = z.infer<typeof consoleLoginResult>;

export const consoleUser = z.object({
  id: num,
  username: str,
  usercode: str,
  /** One of PARTY_ROLES. */
  role: str,
  email: str.nullable(),
  phone: str.nullable(),
  enabled: z.boolean(),
  /** Cancelled by its holder (user!logoff). */
  deleted: z.boolean(),
  /** Available and frozen USDT, decimal strings ("1234.50"). */
  balance: str,
  frozen: str,
  lastLoginAt: wireDate,
  lastLoginIp: str.nullable(),
  createdAt: wireDate,
});
export type ConsoleUser = z.infer<typeof consoleUser>;

export const consoleUserDetail = consoleUser.extend({
  countryCode: str.nullable(),
  sessions: num,
  staffRole: z.object({ id: num, name: str }).nullable(),
  store: z.object({ id: num, name: str, status: num }).nullable(),
  inviter: z.object({ id: num, username: str, usercode: str }).nullable(),
  deletedAt: wireDate,
  deletedReason: str.nullable(),
});
export type ConsoleUserDetail = z.infer<typeof consoleUserDetail>;

/** `console/users!disable` and `!enable`: the account's state now. */
export const userEnabled = z.object({ id: num, enabled: z.boolean() });

export const storeApplication = z.object({
  id: num,
  partyId: num,
  username: str,
  storeName: str,
  contact: str,
  inviteCode: str.nullable(),
  status: z.enum(STORE_APPLICATION_STATUS),
  reason: str.nullable(),
  sellerId: num.nullable(),
  reviewedBy: str.nullable(),
  reviewedAt: wireDate,
  createdAt: wireDate,
});
export type StoreApplication = z.infer<typeof storeApplication>;

/** The record a console write changed, by id (the console refetches what it shows). */
export const changedId = z.object({ id: num });
/** `console/stores!approve`: the application and the store it opened. */
export const approvedApplication = changedId.extend({ sellerId: num });

export const staffRole = z.object({
  id: num,
  name: str,
  permissions: z.array(str),
  /** Staff accounts holding the role; a role with holders cannot be deleted. */
  holders: num,
  createdAt: wireDate,
});
export type StaffRole = z.infer<typeof staffRole>;

export const consoleRoles = z.object({
  roles: z.array(staffRole),
  /** Every permission a role may hold. */
  permissions: z.array(str),
});
export type ConsoleRoles = z.infer<typeof consoleRoles>;

export const staffAccount = z.object({
  id: num,
  username: str,
  usercode: str,
  roleId: num.nullable(),
  roleName: str.nullable(),
  enabled: z.boolean(),
  lastLoginAt: wireDate,
  createdAt: wireDate,
});
export type StaffAccount = z.infer<typeof staffAccount>;

/** `console/staff!setRole`: the account and the role it holds now. */
export const staffRoleSet = changedId.extend({ roleId: num });

export const outboxMessage = z.object({
  id: str,
  channel: str,
  recipient: str,
  subject: str,
  body: str,
  createdAt: wireDate,
  sentAt: wireDate,
  error: str.nullable(),
});
export type OutboxMessage = z.infer<typeof outboxMessage>;

const snapshot = z.record(str, z.unknown()).nullable();

export const auditEntry = z.object({
  id: str,
  staffId: num,
  staffName: str,
  /** One of AUDIT_ACTIONS. */
  action: str,
  targetType: str,
  targetId: str,
  before: snapshot,
  after: snapshot,
  createdAt: wireDate,
});
export type AuditEntry = z.infer<typeof auditEntry>;

/** `console/audit!list`: a page of entries and everyone who has written to the log (the staff filter). */
export const auditPage = pageOf(auditEntry).extend({ staff: z.array(z.object({ id: num, username: str })) });
export type AuditPage = z.infer<typeof auditPage>;
