import {
  ACCOUNT_PARAM_ERRORS,
  avatarParams,
  changePasswordParams,
  changeSafewordParams,
  heartbeatParams,
  type LocalUser,
  logoffParams,
  registerParams,
  sendCodeParams,
  setSafewordParams,
  toWireDate,
} from "@mall/contract";
import { z } from "zod";
import { action, type AnyAction, type Ctx } from "../http/actions.ts";
import { fail } from "../http/errors.ts";
import { sendCode } from "./codes.ts";
import { changePassword, changeSafeword, setSafeword } from "./credentials.ts";
import { deregister } from "./logoff.ts";
import { register } from "./register.ts";
import { touchSession } from "./sessions.ts";
import { accountSetting } from "./settings.ts";
import { loginAction, logoutAction } from "./sign-in-actions.ts";

const now = (ctx: Ctx<unknown>) => ctx.services.clock.now();

const registerAction = (name: string, requireCode: boolean) =>
  action({
    name,
    method: "ANY",
    params: registerParams,
    paramErrors: ACCOUNT_PARAM_ERRORS,
    rateLimit: [{ rule: "registerIp", by: "ip" }],
    handler: async (ctx) => {
      const r = await register(
        ctx.db,
        { ...ctx.params, requireCode, role: "MEMBER", now: now(ctx), ip: ctx.req.ip },
        "shop",
      );
      return { token: r.token, username: r.username, usercode: r.usercode };
    },
  });

/** Buyer accounts of contract 3.5, plus verification codes. */
export const accountActions: AnyAction[] = [
  registerAction("localuser!registerNoVerifcode", false),
  registerAction("localuser!registerWithVerifcode", true),
  action({
    name: "idcode!execute",
    method: "ANY",
    params: sendCodeParams,
    paramErrors: { target: "usernameRequired" },
    rateLimit: [
      { rule: "codeIp", by: "ip" },
      { rule: "codeTarget", by: (p) => String(p.target).trim().toLowerCase() },
    ],
    successMsg: "operationSuccess",
    handler: async (ctx) => {
      await sendCode(ctx.db, ctx.services.mailer, {
        raw: ctx.params.target,
        purpose: ctx.params.purpose,
        now: now(ctx),
        perDay: await accountSetting(ctx, "verify_code_per_day"),
        ttlMinutes: await accountSetting(ctx, "verify_code_ttl_minutes"),
      });
      return null;
    },
  }),
  loginAction("user!newlogin", "shop"),
  logoutAction("user!logout"),
  action({
    name: "user!heartbeat",
    method: "ANY",
    params: heartbeatParams,
    handler: async (ctx) => {
      if (ctx.user && ctx.token) await touchSession(ctx.db, ctx.token, "shop", now(ctx));
      return null;
    },
  }),
  action({
    name: "localuser!get",
    method: "ANY",
    auth: true,
    params: z.object({}),
    handler: async (ctx): Promise<LocalUser> => {
      const [p] = await ctx.db.query<{
        username: string;
        role: string;
        usercode: string;
        phone: string | null;
        email: string | null;
        last_login_at: Date | null;
        last_login_ip: string | null;
        avatar: number;
        safeword: boolean;
        seller: boolean;
      }>(
        `select username, role, usercode, phone, email, last_login_at, last_login_ip, avatar,
           safeword_hash is not null safeword, exists (select 1 from seller s where s.party_id = party.id) seller
         from party where id = $1`,
        [ctx.user?.partyId],
      );
      if (!p) return fail("userNotFound");
      return {
        username: p.username,
        userrole: p.role,
        roletype: p.seller ? 1 : 0,
        usercode: p.usercode,
        phone: p.phone,
        phoneverif: Boolean(p.phone),
        email: p.email,
        emailverif: Boolean(p.email),
        lastlogintime: toWireDate(p.last_login_at),
        lastloginip: p.last_login_ip,
        avatar: String(p.avatar),
        name: p.username,
        safeword: p.safeword ? 1 : 0,
      };
    },
  }),
  action({
    name: "localuser!refreshAvatar",
    method: "POST",
    auth: true,
    params: avatarParams,
    successMsg: "operationSuccess",
    handler: async (ctx) => {
      await ctx.db.query("update party set avatar = $2 where id = $1", [ctx.user?.partyId, ctx.params.idx]);
      return { avatar: String(ctx.params.idx) };
    },
  }),
  action({
    name: "user!updateOldAndNewPsw",
    method: "ANY",
    auth: true,
    params: changePasswordParams,
    paramErrors: ACCOUNT_PARAM_ERRORS,
    rateLimit: [{ rule: "money", by: "user" }],
    successMsg: "operationSuccess",
    handler: async (ctx) => {
      await changePassword(ctx.db, {
        partyId: ctx.user?.partyId ?? 0,
        old: ctx.params.old_password,
        next: ctx.params.password,
        now: now(ctx),
        maxWrong: await accountSetting(ctx, "number_of_wrong_passwords"),
        token: ctx.token,
      });
      return null;
    },
  }),
  action({
    name: "user!setSafewordReg",
    method: "ANY",
    auth: true,
    params: setSafewordParams,
    paramErrors: ACCOUNT_PARAM_ERRORS,
    rateLimit: [{ rule: "money", by: "user" }],
    successMsg: "operationSuccess",
    handler: async (ctx) => {
      await setSafeword(ctx.db, ctx.user?.partyId ?? 0, ctx.params.safeword);
      return null;
    },
  }),
  action({
    name: "user!updateOldAndNewSafeword",
    method: "ANY",
    auth: true,
    params: changeSafewordParams,
    paramErrors: ACCOUNT_PARAM_ERRORS,
    rateLimit: [{ rule: "money", by: "user" }],
    successMsg: "operationSuccess",
    handler: async (ctx) => {
      await changeSafeword(ctx.db, {
        partyId: ctx.user?.partyId ?? 0,
        old: ctx.params.old_safeword,
        next: ctx.params.safeword,
        now: now(ctx),
        maxWrong: await accountSetting(ctx, "number_of_wrong_passwords"),
      });
      return null;
    },
  }),
  action({
    name: "user!logoff",
    method: "ANY",
    auth: true,
    params: logoffParams,
    paramErrors: { account: "accountMismatch", reason: "paramMissing", cashPassword: "fundPasswordWrong" },
    rateLimit: [{ rule: "money", by: "user" }],
    successMsg: "operationSuccess",
    handler: async (ctx) => {
      await deregister(ctx.db, {
        partyId: ctx.user?.partyId ?? 0,
        ...ctx.params,
        now: now(ctx),
        maxWrong: await accountSetting(ctx, "number_of_wrong_passwords"),
        days: await accountSetting(ctx, "mall_reregister_days"),
      });
      return null;
    },
  }),
];
