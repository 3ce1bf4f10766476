import { z } from "zod";
import { loginParams } from "../account-params.ts";
import {
  auditPage,
  changedId,
  consoleAuditParams,
  consoleIdParams,
  consoleLoginResult,
  consoleMe,
  consoleRoleCreateParams,
  consoleRoleRenameParams,
  consoleRoleUpdateParams,
  consoleRoles,
  consoleStaffCreateParams,
  consoleStaffListParams,
  consoleStaffSetRoleParams,
  staffAccount,
  staffRoleSet,
} from "../console.ts";
import { nothing, pageOf } from "../params.ts";
import { spec } from "./define.ts";

const none = z.object({});

/**
 * The platform's staff (`/api/console/...`): their sign-in to the console, their accounts, the roles that give
 * them permissions (managed under `roles`), and the audit log of what they changed.
 */
export const staffApi = {
  "console/auth!login": spec({ app: "public", method: "POST", params: loginParams, data: consoleLoginResult }),
  "console/auth!logout": spec({ app: "console", method: "ANY", params: none, data: nothing }),
  "console/auth!me": spec({ app: "console", method: "ANY", params: none, data: consoleMe }),

  "console/staff!list": spec({
    app: "console",
    method: "ANY",
    permission: "roles",
    params: consoleStaffListParams,
    data: pageOf(staffAccount),
  }),
  "console/staff!create": spec({
    app: "console",
    method: "POST",
    permission: "roles",
    params: consoleStaffCreateParams,
    data: changedId,
  }),
  "console/staff!setRole": spec({
    app: "console",
    method: "POST",
    permission: "roles",
    params: consoleStaffSetRoleParams,
    data: staffRoleSet,
  }),

  "console/roles!list": spec({ app: "console", method: "ANY", permission: "roles", params: none, data: consoleRoles }),
  "console/roles!create": spec({
    app: "console",
    method: "POST",
    permission: "roles",
    params: consoleRoleCreateParams,
    data: changedId,
  }),
  "console/roles!rename": spec({
    app: "console",
    method: "POST",
    permission: "roles",
    params: consoleRoleRenameParams,
    data: changedId,
  }),
  "console/roles!update": spec({
    app: "console",
    method: "POST",
    permission: "roles",
    params: consoleRoleUpdateParams,
    data: changedId,
  }),
  "console/roles!delete": spec({
    app: "console",
    method: "POST",
    permission: "roles",
    params: consoleIdParams,
    data: changedId,
  }),

  "console/audit!list": spec({
    app: "console",
    method: "ANY",
    permission: "audit",
    params: consoleAuditParams,
    data: auditPage,
  }),
} as const;
