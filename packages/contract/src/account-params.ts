import { z } from "zod";
import {
  AVATAR_COUNT,
  INVITE_CODE_PATTERN,
  PASSWORD_PATTERN,
  SAFEWORD_PATTERN,
  VERIFY_CODE_PATTERN,
} from "./accounts.ts";
import { INT4_MAX, int, intOr } from "./params.ts";

/**
 * Request and answer schemas of the account calls (contract 3.5). Kept apart from the rules in accounts.ts so a
 * page that needs a pattern does not load the schema library.
 */
const text = (max = 200) => z.string().trim().max(max);
const password = z.string().regex(PASSWORD_PATTERN);
/** The fund password wherever one is typed (set, change, cancel the account): exactly six digits. */
export const safewordParam = z.string().regex(SAFEWORD_PATTERN);
/** Blank invite codes are no invite (the original stored "000000"). */
const inviteCode = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v && v !== "000000" ? v : undefined))
  .pipe(z.string().regex(INVITE_CODE_PATTERN).optional());

/** The account fields of every registration: the shop's and the seller app's sign-up. */
export const newAccountFields = {
  username: text(80).min(1),
  password,
  re_password: z.string(),
  /** 1 phone, 2 e-mail (3 username in the seller app); the server names any other value typeRequired. */
  type: int(-INT4_MAX - 1, INT4_MAX),
  agentCode: inviteCode,
};

/** A new password is typed twice; a difference is reported on the second field. */
export const typedTwice = <S extends z.ZodType<{ password: string; re_password: string }>>(s: S) =>
  s.refine((p) => p.password === p.re_password, { path: ["re_password"] });

export const registerParams = typedTwice(
  z.object({ ...newAccountFields, verifcode: z.string().trim().regex(VERIFY_CODE_PATTERN).optional() }),
);

export const loginParams = z.object({
  username: text(80).min(1),
  /** The login checks the length after the user is found, so any text up to a sane size is accepted here. */
  password: z.string().min(1).max(200),
});

export const changePasswordParams = typedTwice(
  z.object({ old_password: z.string().min(1).max(200), password, re_password: z.string() }),
);

export const setSafewordParams = z
  .object({ safeword: safewordParam, re_safeword: z.string().optional() })
  .refine((p) => p.re_safeword === undefined || p.re_safeword === p.safeword, { path: ["re_safeword"] });

export const changeSafewordParams = z
  .object({ old_safeword: safewordParam, safeword: safewordParam, re_safeword: z.string() })
  .refine((p) => p.safeword === p.re_safeword, { path: ["re_safeword"] });

/** The deregistration reason as sent: the chosen reason's label, ": ", and the buyer's own words. */
export const DEREGISTER_REASON_MAX = 500;
/** What the buyer may type, leaving room for the label (under 100 characters in every language). */
export const DEREGISTER_DETAIL_MAX = DEREGISTER_REASON_MAX - 100;

export const logoffParams = z.object({
  account: text(80).min(1),
  reason: text(DEREGISTER_REASON_MAX).min(1),
  /** Blank is none: checked only when the account has a fund password. */
  cashPassword: z
    .string()
    .optional()
    .transform((v) => v || undefined)
    .pipe(safewordParam.optional()),
});

export const sendCodeParams = z.object({
  /** An e-mail address or "<areaCode> <number>". */
  target: text(80).min(1),
  purpose: z.enum(["register", "reset"]).default("register"),
});

export const heartbeatParams = z.object({ status: intOr(1, 3, 1) });
export const avatarParams = z.object({ idx: int(1, AVATAR_COUNT) });

// ---- Answers

/** The answer of every login and registration: the new session's token and who it belongs to. */
export const loginResult = z.object({ token: z.string(), username: z.string(), usercode: z.string() });
export type LoginResult = z.infer<typeof loginResult>;

/** `localuser!get` (contract 3.5); the apps use avatar, usercode, username and safeword. */
export const localUser = z.object({
  username: z.string(),
  userrole: z.string(),
  roletype: z.number(),
  usercode: z.string(),
  phone: z.string().nullable(),
  phoneverif: z.boolean(),
  email: z.string().nullable(),
  emailverif: z.boolean(),
  lastlogintime: z.string().nullable(),
  lastloginip: z.string().nullable(),
  avatar: z.string(),
  name: z.string(),
  /** 1 when a fund password is set. */
  safeword: z.union([z.literal(0), z.literal(1)]),
});
export type LocalUser = z.infer<typeof localUser>;

/** `localuser!refreshAvatar`: the picture now shown. */
export const avatarResult = z.object({ avatar: z.string() });
