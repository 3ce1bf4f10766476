import { ACCOUNT_PARAM_ERRORS } from "@mall/contract";
import { action, type ActionImpl, type AnyAction, type CtxOf, type RateLimitRule } from "../http/actions.ts";
import { changePassword } from "./change-password.ts";
import { changeSafeword } from "./change-safeword.ts";
import { type CodeRules, sendCode, codeTargetKey } from "./codes.ts";
import { deregister } from "./deregister.ts";
import { newImageCode } from "./image-code.ts";
import { localUser } from "./queries.ts";
import { verifyTargets } from "./recovery.ts";
import { identityOf, register } from "./register.ts";
import { registerUsername } from "./register-username.ts";
import { resetPassword } from "./reset-password.ts";
import { sendRegisterCode } from "./send-register-code.ts";
import { sendResetCode } from "./send-reset-code.ts";
import { touchSession } from "./sessions.ts";
import { setAvatar } from "./set-avatar.ts";
import { setSafeword } from "./set-safeword.ts";
import { accountSetting } from "./settings.ts";
import { signIn, signInRules, signOut } from "./sign-in.ts";
import { checkRegistrationSlide, newSlide } from "./slide.ts";

type Registration = "localuser!registerNoVerifcode" | "localuser!registerWithVerifcode";

/** A slide check's answer that does not even parse is a failed one (decision 0013). */
const SLIDE_PARAM_ERRORS = {
  slideId: "verificationFailed",
  slideX: "verificationFailed",
  slideTrace: "verificationFailed",
} as const;

/**
 * Both registrations; phone and e-mail ones through registerWithVerifcode must carry a code. A slide check is
 * asked for (slide.ts) once the name itself is well formed, and spent before anything is looked up.
 */
const registration = (requireCode: boolean): ActionImpl<Registration> => ({
  paramErrors: { ...ACCOUNT_PARAM_ERRORS, ...SLIDE_PARAM_ERRORS },
  rateLimit: [{ rule: "registerIp", by: "ip" }],
  handler: async ({ db, params, services, req }) => {
    const now = services.clock.now();
    identityOf(params.type, params.username);
    await checkRegistrationSlide(db, { proof: params, now, limits: services.limits, ip: req.ip });
    return register(db, { ...params, requireCode, now, ip: req.ip });
  },
});

/** Verification codes: a budget per address and one per target (however it is typed), and the daily cap. */
const codeBudgets = {
  paramErrors: { target: "usernameRequired" },
  rateLimit: [
    { rule: "codeIp", by: "ip" },
    { rule: "codeTarget", by: (p) => codeTargetKey(String(p.target ?? "")) },
  ],
  successMsg: "operationSuccess",
} satisfies Omit<ActionImpl<"jscode!execute">, "handler">;

const codeRules = async (ctx: Pick<CtxOf<"idcode!execute">, "db" | "caches" | "services">): Promise<CodeRules> => ({
  now: ctx.services.clock.now(),
  perDay: await accountSetting(ctx, "verify_code_per_day"),
  ttlMinutes: await accountSetting(ctx, "verify_code_ttl_minutes"),
});

/** A forgotten password's calls, budgeted like logins: per address, and per name whatever the address. */
const recoveryBudgets = (verb: string): RateLimitRule[] => [
  { rule: "loginIp", by: "ip" },
  { rule: "loginName", by: (p) => `${verb}:${codeTargetKey(String(p.username ?? ""))}` },
];

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
    ...codeBudgets,
    handler: async (ctx) => {
      const { target, purpose, verifcode_type } = ctx.params;
      const rules = await codeRules(ctx);
      if (purpose === "reset") {
        await sendResetCode(ctx.db, ctx.services.mailer, { ...rules, typed: target, type: verifcode_type });
      } else await sendCode(ctx.db, ctx.services.mailer, { ...rules, raw: target, purpose });
      return null;
    },
  }),
  action("jscode!execute", {
    ...codeBudgets,
    handler: async (ctx) => {
      await sendRegisterCode(ctx.db, ctx.services.mailer, { ...(await codeRules(ctx)), raw: ctx.params.target });
      return null;
    },
  }),
  action("localuser!getImageCode", {
    rateLimit: [{ rule: "captchaIp", by: "ip" }],
    handler: ({ db, services }) => newImageCode(db, services.clock.now()),
  }),
  action("localuser!register_username", {
    paramErrors: {
      ...ACCOUNT_PARAM_ERRORS,
      usercode: "invitationCodeWrong",
      key: "imageCodeWrong",
      code: "imageCodeWrong",
    },
    rateLimit: [{ rule: "registerIp", by: "ip" }],
    handler: ({ db, params, services, req }) =>
      registerUsername(db, { ...params, now: services.clock.now(), ip: req.ip }),
  }),
  action("user!getUserNameVerifTarget", {
    paramErrors: { username: "usernameRequired" },
    rateLimit: recoveryBudgets("verify-target"),
    handler: ({ db, params }) => verifyTargets(db, params.username),
  }),
  action("user!resetpsw", {
    paramErrors: ACCOUNT_PARAM_ERRORS,
    rateLimit: recoveryBudgets("reset"),
    successMsg: "operationSuccess",
    handler: async ({ db, params, services }) => {
      await resetPassword(db, {
        typed: params.username,
        type: params.verifcode_type,
        code: params.verifcode,
        password: params.password,
        now: services.clock.now(),
      });
      return null;
    },
  }),
  action("slide!challenge", {
    rateLimit: [{ rule: "captchaIp", by: "ip" }],
    handler: ({ db, services }) => newSlide(db, services.clock.now()),
  }),
  action("user!newlogin", {
    ...signInRules("shop"),
    paramErrors: { ...signInRules("shop").paramErrors, ...SLIDE_PARAM_ERRORS },
    handler: (ctx) => signIn(ctx, "shop", ctx.params),
  }),
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
