import { type ConsoleLoginResult, type ConsoleMe, consoleLoginParams } from "@mall/contract";
import { z } from "zod";
import { logIn } from "../accounts/login.ts";
import { endSession } from "../accounts/sessions.ts";
import { accountSetting } from "../accounts/settings.ts";
import type { Queryable } from "../db/db.ts";
import { action, type AnyAction } from "../http/actions.ts";
import { fail } from "../http/errors.ts";
import { nowOf, staffOf } from "./context.ts";

/** Who is signed in, by usercode (unique, and carried by both the login result and the session). */
async function meOf(q: Queryable, usercode: string): Promise<ConsoleMe> {
  const [row] = await q.query<ConsoleMe>(
    `select p.id, p.username, p.usercode, coalesce(r.name, '') "role", coalesce(r.permissions, '{}') permissions
     from party p left join staff_role r on r.id = p.staff_role_id where p.usercode = $1`,
    [usercode],
  );
  return row ?? fail("userNotFound");
}

const byName = (p: Record<string, unknown>) =>
  `admin:${String(p.username ?? "")
    .trim()
    .toLowerCase()}`;

/** Staff sign-in to the console: the shop's login rules (lock-outs included), only STAFF accounts. */
export const consoleAuthActions: AnyAction[] = [
  action({
    name: "console/auth!login",
    method: "POST",
    params: consoleLoginParams,
    paramErrors: { username: "usernameRequired", password: "loginPasswordRequired" },
    rateLimit: [
      { rule: "loginIp", by: "ip" },
      { rule: "loginName", by: byName },
    ],
    handler: async (ctx): Promise<ConsoleLoginResult> => {
      const r = await logIn(ctx.db, {
        ...ctx.params,
        app: "admin",
        now: nowOf(ctx),
        ip: ctx.req.ip,
        maxWrong: await accountSetting(ctx, "number_of_wrong_passwords"),
      });
      return { token: r.token, ...(await meOf(ctx.db, r.usercode)) };
    },
  }),
  action({
    name: "console/auth!logout",
    method: "ANY",
    auth: "admin",
    params: z.object({}),
    successMsg: "logoutSuccess",
    handler: async (ctx) => {
      if (ctx.token) await endSession(ctx.db, ctx.token);
      return null;
    },
  }),
  action({
    name: "console/auth!me",
    method: "ANY",
    auth: "admin",
    params: z.object({}),
    handler: async (ctx): Promise<ConsoleMe> => meOf(ctx.db, staffOf(ctx).usercode),
  }),
];
