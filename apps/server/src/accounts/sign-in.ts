import type { LoginResult } from "@mall/contract";
import type { App } from "../auth/policies.ts";
import type { ActionImpl, Ctx } from "../http/actions.ts";
import { logIn } from "./login.ts";
import type { SlideProof } from "./slide.ts";
import { endSession } from "./sessions.ts";
import { accountSetting } from "./settings.ts";

/**
 * The login and logout of each app (the shop, the seller app, the console) share one set of rules: lock-outs,
 * a budget per address and one per account name (counted per app), and the app's own sessions. Each app's
 * routes declare their own login action with these.
 */
export const signInRules = (app: App) =>
  ({
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
  }) satisfies Pick<ActionImpl<"user!newlogin">, "paramErrors" | "rateLimit">;

type SignInCtx = Pick<Ctx<{ username: string; password: string }>, "db" | "caches" | "params" | "services" | "req">;

/**
 * Logs in to `app` with the login params of the request. `slide` is the shop's: its login asks for a slide
 * check after a wrong password (login.ts); the seller app and the console have none.
 */
export async function signIn(ctx: SignInCtx, app: App, slide?: SlideProof): Promise<LoginResult> {
  return logIn(ctx.db, {
    username: ctx.params.username,
    password: ctx.params.password,
    slide,
    app,
    now: ctx.services.clock.now(),
    ip: ctx.req.ip,
    maxWrong: await accountSetting(ctx, "number_of_wrong_passwords"),
  });
}

/** Ends the session the request came with (any method, as the original's logout). */
export const signOut = {
  successMsg: "logoutSuccess",
  handler: async (ctx: Pick<Ctx<unknown>, "db" | "token">): Promise<null> => {
    if (ctx.token) await endSession(ctx.db, ctx.token);
    return null;
  },
} as const;
