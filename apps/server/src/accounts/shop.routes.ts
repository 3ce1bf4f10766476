import { ACCOUNT_PARAM_ERRORS } from "@mall/contract";
import { action, type ActionImpl, type AnyAction } from "../http/actions.ts";
import { changePassword } from "./change-password.ts";
import { changeSafeword } from "./change-safeword.ts";
import { sendCode, codeTargetKey } from "./codes.ts";
import { deregister } from "./deregister.ts";
import { localUser } from "./queries.ts";
import { register } from "./register.ts";
import { touchSession } from "./sessions.ts";
import { setAvatar } from "./set-avatar.ts";
import { setSafeword } from "./set-safeword.ts";
import { accountSetting } from "./settings.ts";
import { signIn, signInRules, signOut } from "./sign-in.ts";

type Registration = "localuser!registerNoVerifcode" | "localuser!registerWithVerifcode";

/** Both registrations; phone and e-mail ones through registerWithVerifcode must carry a code. */
const registration = (requireCode: boolean): ActionImpl<Registration> => ({
  paramErrors: ACCOUNT_PARAM_ERRORS,
  rateLimit: [{ rule: "registerIp", by: "ip" }],
  handler: ({ db, params, services, req }) =>
    register(db, { ...params, requireCode, now: services.clock.now(), ip: req.ip }),
});

/** Changing a password or the fund password: the money budget per user, the account fields' own refusals. */
const secretChange = {
  paramErrors: ACCOUNT_PARAM_ERRORS,
  rateLimit: [{ rule: "money", by: "user" }],
  successMsg: "operationSuccess",
} satisfies Omit<ActionImpl<"user!setSafewordReg">, "handler">;

/** Buyer accounts of contract 3.5: registration and codes, sessions, the user's own details and secrets. */
export const accountActions: AnyAction[] = [
  action("localuser!registerNoVerifcode", registration(false)),
  action("localuser!registerWithVerifcode", registration(true)),
  action("idcode!execute", {
    paramErrors: { target: "usernameRequired" },
    rateLimit: [
      { rule: "codeIp", by: "ip" },
      { rule: "codeTarget", by: (p) => codeTargetKey(String(p.target ?? "")) },
    ],
    successMsg: "operationSuccess",
    handler: async (ctx) => {
      await sendCode(ctx.db, ctx.services.mailer, {
        raw: ctx.params.target,
        purpose: ctx.params.purpose,
        now: ctx.services.clock.now(),
        perDay: await accountSetting(ctx, "verify_code_per_day"),
        ttlMinutes: await accountSetting(ctx, "verify_code_ttl_minutes"),
      });
      return null;
    },
  }),
  action("user!newlogin", { ...signInRules("shop"), handler: (ctx) => signIn(ctx, "shop") }),
  action("user!logout", signOut),
  action("user!heartbeat", {
    handler: async ({ db, user, token, services }) => {
      if (user && token) await touchSession(db, token, "shop", services.clock.now());
      return null;
    },
  }),
  action("localuser!get", { handler: ({ db, user }) => localUser(db, user.partyId) }),
  action("localuser!refreshAvatar", {
    successMsg: "operationSuccess",
    handler: ({ db, user, params }) => setAvatar(db, user.partyId, params.idx),
  }),
  action("user!updateOldAndNewPsw", {
    ...secretChange,
    handler: async (ctx) => {
      await changePassword(ctx.db, {
        partyId: ctx.user.partyId,
        old: ctx.params.old_password,
        next: ctx.params.password,
        now: ctx.services.clock.now(),
        maxWrong: await accountSetting(ctx, "number_of_wrong_passwords"),
        token: ctx.token,
      });
      return null;
    },
  }),
  action("user!setSafewordReg", {
    ...secretChange,
    handler: async ({ db, user, params }) => {
      await setSafeword(db, user.partyId, params.safeword);
      return null;
    },
  }),
  action("user!updateOldAndNewSafeword", {
    ...secretChange,
    handler: async (ctx) => {
      await changeSafeword(ctx.db, {
        partyId: ctx.user.partyId,
        old: ctx.params.old_safeword,
        next: ctx.params.safeword,
        now: ctx.services.clock.now(),
        maxWrong: await accountSetting(ctx, "number_of_wrong_passwords"),
      });
      return null;
    },
  }),
  action("user!logoff", {
    paramErrors: { account: "accountMismatch", reason: "paramMissing", cashPassword: "fundPasswordWrong" },
    rateLimit: [{ rule: "money", by: "user" }],
    successMsg: "operationSuccess",
    handler: async (ctx) => {
      await deregister(ctx.db, {
        partyId: ctx.user.partyId,
        ...ctx.params,
        now: ctx.services.clock.now(),
        maxWrong: await accountSetting(ctx, "number_of_wrong_passwords"),
        days: await accountSetting(ctx, "mall_reregister_days"),
      });
      return null;
    },
  }),
];
