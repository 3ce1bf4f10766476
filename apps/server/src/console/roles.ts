import {
  consoleIdParams,
  consoleRoleCreateParams,
  consoleRoleRenameParams,
  consoleRoleUpdateParams,
} from "@mall/contract";
import { z } from "zod";
import { action, type AnyAction } from "../http/actions.ts";
import { staffOf } from "./context.ts";
import { listRoles } from "./queries.ts";
import { createRole, deleteRole, renameRole, updateRolePermissions } from "./role-commands.ts";

const write = { method: "POST", auth: "admin", permission: "roles", successMsg: "operationSuccess" } as const;

/** Staff roles: named sets of console permissions. */
export const consoleRoleActions: AnyAction[] = [
  action({
    name: "console/roles!list",
    method: "ANY",
    auth: "admin",
    permission: "roles",
    params: z.object({}),
    handler: (ctx) => listRoles(ctx.db),
  }),
  action({
    ...write,
    name: "console/roles!create",
    params: consoleRoleCreateParams,
    paramErrors: { name: "paramMissing", permissions: "paramError" },
    handler: (ctx) => createRole(ctx.db, staffOf(ctx), ctx.params),
  }),
  action({
    ...write,
    name: "console/roles!rename",
    params: consoleRoleRenameParams,
    paramErrors: { name: "paramMissing" },
    handler: (ctx) => renameRole(ctx.db, staffOf(ctx), ctx.params),
  }),
  action({
    ...write,
    name: "console/roles!update",
    params: consoleRoleUpdateParams,
    handler: (ctx) => updateRolePermissions(ctx.db, staffOf(ctx), ctx.params),
  }),
  action({
    ...write,
    name: "console/roles!delete",
    params: consoleIdParams,
    handler: (ctx) => deleteRole(ctx.db, staffOf(ctx), ctx.params.id),
  }),
];
