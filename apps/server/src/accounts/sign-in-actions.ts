import { type LoginResult, loginParams } from "@mall/contract";
import { z } from "zod";
import type { App } from "../auth/policies.ts";
import { action, type Ctx } from "../http/actions.ts";
import { logIn } from "./login.ts";
import { endSession } from "./sessions.ts";
import { accountSetting } from "./settings.ts";

/**
 * The login and logout calls of each app (shop, seller app, console) share one set of rules: lock-outs,
 * a budget per address and one per account name (counted per app), and the app's own sessions.
 */
export function loginAction<R = LoginResult>(
  name: string,
  app: App,
  answer?: (ctx: Ctx<unknown>, r: LoginResult) => Promise<R>,
) {
  return action({
    name,
    method: "POST",
    params: loginParams,
    paramErrors: { username: "usernameRequired", password: "loginPasswordRequired" },
    rateLimit: [
      { rule: "loginIp", by: "ip" },
      {
        rule: "loginName",
        by: (p) =>
          `${app}:${String(p.username ?? "")
            .trim()
            .toLowerCase()}`,
      },
    ],
    handler: async (ctx) => {
      const r = await logIn(ctx.db, {
        ...ctx.params,
        app,
        now: ctx.services.clock.now(),
        ip: ctx.req.ip,
        maxWrong: await accountSetting(ctx, "number_of_wrong_passwords"),
      });
      return answer ? answer(ctx, r) : r;
    },
  });
}

/** Ends the session the request came with (any method, as the original's logout). */
export function logoutAction(name: string, auth?: App) {
  return action({
    name,
    method: "ANY",
    ...(auth ? { auth } : {}),
    params: z.object({}),
    successMsg: "logoutSuccess",
    handler: async (ctx) => {
      if (ctx.token) await endSession(ctx.db, ctx.token);
      return null;
    },
  });
}
