import type { ConsoleLoginResult, ConsoleMe } from "@mall/contract";
import { z } from "zod";
import type { Queryable } from "../db/db.ts";
import { action, type AnyAction } from "../http/actions.ts";
import { fail } from "../http/errors.ts";
import { staffOf } from "./context.ts";
import { loginAction, logoutAction } from "../accounts/sign-in-actions.ts";

/** Who is signed in, by usercode (unique, and carried by both the login result and the session). */
async function meOf(q: Queryable, usercode: string): Promise<ConsoleMe> {
  const [row] = await q.query<ConsoleMe>(
    `select p.id, p.username, p.usercode, coalesce(r.name, '') "role", coalesce(r.permissions, '{}') permissions
     from party p left join staff_role r on r.id = p.staff_role_id where p.usercode = $1`,
    [usercode],
  );
  return row ?? fail("userNotFound");
}

/** Staff sign-in to the console: the shop's login rules (lock-outs included), only STAFF accounts. */
export const consoleAuthActions: AnyAction[] = [
  loginAction(
    "console/auth!login",
    "admin",
    async (ctx, r): Promise<ConsoleLoginResult> => ({
      token: r.token,
      ...(await meOf(ctx.db, r.usercode)),
    }),
  ),
  logoutAction("console/auth!logout", "admin"),
  action({
    name: "console/auth!me",
    method: "ANY",
    auth: "admin",
    params: z.object({}),
    handler: async (ctx): Promise<ConsoleMe> => meOf(ctx.db, staffOf(ctx).usercode),
  }),
];
