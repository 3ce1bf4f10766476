import { type ConsoleUserDetail, consoleIdParams, consoleUsersParams } from "@mall/contract";
import { action, type AnyAction } from "../http/actions.ts";
import { fail } from "../http/errors.ts";
import { nowOf, staffOf } from "./context.ts";
import { setUserEnabled } from "./set-user-enabled.ts";
import { getUser, listUsers } from "./user-queries.ts";

const toggle = (name: string, enabled: boolean) =>
  action({
    name,
    method: "POST",
    auth: "admin",
    permission: "users",
    params: consoleIdParams,
    successMsg: "operationSuccess",
    handler: (ctx) => setUserEnabled(ctx.db, staffOf(ctx), ctx.params.id, enabled),
  });

/** Every account of the platform: find, inspect, disable and enable. */
export const consoleUserActions: AnyAction[] = [
  action({
    name: "console/users!list",
    method: "ANY",
    auth: "admin",
    permission: "users",
    params: consoleUsersParams,
    handler: (ctx) => listUsers(ctx.db, ctx.params),
  }),
  action({
    name: "console/users!get",
    method: "ANY",
    auth: "admin",
    permission: "users",
    params: consoleIdParams,
    handler: async (ctx): Promise<ConsoleUserDetail> =>
      (await getUser(ctx.db, ctx.params.id, nowOf(ctx))) ?? fail("userNotFound"),
  }),
  toggle("console/users!disable", false),
  toggle("console/users!enable", true),
];
