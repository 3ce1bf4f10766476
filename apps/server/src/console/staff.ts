import {
  CONSOLE_PARAM_ERRORS,
  consoleStaffCreateParams,
  consoleStaffListParams,
  consoleStaffSetRoleParams,
} from "@mall/contract";
import { action, type AnyAction } from "../http/actions.ts";
import { nowOf, staffOf } from "./context.ts";
import { listStaff } from "./queries.ts";
import { createStaff, setStaffRole } from "./staff-commands.ts";

/** Console accounts and the role each holds (managed under the roles permission). */
export const consoleStaffActions: AnyAction[] = [
  action({
    name: "console/staff!list",
    method: "ANY",
    auth: "admin",
    permission: "roles",
    params: consoleStaffListParams,
    handler: (ctx) => listStaff(ctx.db, ctx.params),
  }),
  action({
    name: "console/staff!create",
    method: "POST",
    auth: "admin",
    permission: "roles",
    params: consoleStaffCreateParams,
    paramErrors: { ...CONSOLE_PARAM_ERRORS, roleId: "paramMissing" },
    successMsg: "operationSuccess",
    handler: (ctx) => createStaff(ctx.db, staffOf(ctx), { ...ctx.params, now: nowOf(ctx) }),
  }),
  action({
    name: "console/staff!setRole",
    method: "POST",
    auth: "admin",
    permission: "roles",
    params: consoleStaffSetRoleParams,
    successMsg: "operationSuccess",
    handler: (ctx) => setStaffRole(ctx.db, staffOf(ctx), ctx.params),
  }),
];
