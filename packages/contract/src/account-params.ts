import { z } from "zod";
import { AVATAR_COUNT, INVITE_CODE_PATTERN, PASSWORD_PATTERN, SAFEWORD_PATTERN } from "./accounts.ts";

/**
 * Request schemas of the account calls (contract 3.5). Kept apart from the rules in accounts.ts so a page
 * that needs a pattern does not load the schema library.
 */
const text = (max = 200) => z.string().trim().max(max);
const password = z.string().regex(PASSWORD_PATTERN);
const safeword = z.string().regex(SAFEWORD_PATTERN);
/** Blank invite codes are no invite (the original stored "000000"). */
const inviteCode = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v && v !== "000000" ? v : undefined))
  .pipe(z.string().regex(INVITE_CODE_PATTERN).optional());

export const registerParams = z
  .object({
    username: text(80).min(1),
    password,
    re_password: z.string(),
    type: z.coerce.number().int(),
    agentCode: inviteCode,
    verifcode: z
      .string()
      .trim()
      .regex(/^\d{6}$/)
      .optional(),
  })
  .refine((p) => p.password === p.re_password, { path: ["re_password"] });

export const loginParams = z.object({
  username: text(80).min(1),
  /** The login checks the length after the user is found, so any text up to a sane size is accepted here. */
  password: z.string().min(1).max(200),
});

export const changePasswordParams = z
  .object({ old_password: z.string().min(1).max(200), password, re_password: z.string() })
  .refine((p) => p.password === p.re_password, { path: ["re_password"] });

export const setSafewordParams = z
  .object({ safeword, re_safeword: z.string().optional() })
  .refine((p) => p.re_safeword === undefined || p.re_safeword === p.safeword, { path: ["re_safeword"] });

export const changeSafewordParams = z
  .object({ old_safeword: z.string().min(1).max(200), safeword, re_safeword: z.string() })
  .refine((p) => p.safeword === p.re_safeword, { path: ["re_safeword"] });

export const logoffParams = z.object({
  account: text(80).min(1),
  reason: text(500).min(1),
  cashPassword: z.string().max(200).optional(),
});

export const sendCodeParams = z.object({
  /** An e-mail address or "<areaCode> <number>". */
  target: text(80).min(1),
  purpose: z.enum(["register", "reset"]).default("register"),
});

export const heartbeatParams = z.object({ status: z.coerce.number().int().min(1).max(3).default(1) });
export const avatarParams = z.object({ idx: z.coerce.number().int().min(1).max(AVATAR_COUNT) });
