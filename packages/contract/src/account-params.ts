import { z } from "zod";
import {
  AVATAR_COUNT,
  INVITE_CODE_PATTERN,
  PASSWORD_PATTERN,
  SAFEWORD_PATTERN,
  VERIFY_CODE_PATTERN,
} from "./accounts.ts";
import { INT4_MAX, int, intOr, optionalInt, optionalText, sends } from "./params.ts";
import { SLIDE_TRACE_PATTERN } from "./slide.ts";

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

/**
 * The answer to a slide check (slide!challenge, decision 0013), sent with the shop's login and registrations:
 * the challenge, the piece's x where it was let go, and the drag (slide.ts). The original clients send none.
 */
export const slideProofParams = {
  slideId: optionalText(64),
  slideX: optionalInt(0, 9999),
  slideTrace: sends<string | undefined>()(
    z.preprocess((v) => (v === "" || v === null ? undefined : v), z.string().regex(SLIDE_TRACE_PATTERN).optional()),
  ),
};

export const registerParams = typedTwice(
  z.object({
    ...newAccountFields,
    verifcode: z.string().trim().regex(VERIFY_CODE_PATTERN).optional(),
    ...slideProofParams,
  }),
);

export const loginParams = z.object({
  username: text(80).min(1),
  /** The login checks the length after the user is found, so any text up to a sane size is accepted here. */
  password: z.string().min(1).max(200),
});

/** The shop's login (user!newlogin) also takes a slide check's answer; the seller app's and the console's do not. */
export const shopLoginParams = loginParams.extend(slideProofParams);

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

/** 1 phone, 2 e-mail (VERIFY_TYPE); left out, the e-mail when the account has one, else the phone. */
const verifyType = optionalInt(1, 2);

export const sendCodeParams = z.object({
  /**
   * To register: the new e-mail address or "<areaCode> <number>". To reset a password: the account's name as
   * it signs in (username, e-mail or phone); the code goes to the address the account has bound, never to
   * the text sent.
   */
  target: text(80).min(1),
  purpose: z.enum(["register", "reset"]).default("register"),
  /** Reset only: which bound address. */
  verifcode_type: verifyType,
});

/** jscode!execute: a registration code to an address no account holds yet. */
export const registerCodeParams = z.object({ target: text(80).min(1) });

/** user!getUserNameVerifTarget: the name as the account signs in. The original's verifcode_type is read and ignored. */
export const verifyTargetParams = z.object({ username: text(80).min(1), verifcode_type: optionalText(10) });

/** user!resetpsw: a new login password for the account a code was sent to (idcode!execute, purpose reset). */
export const resetPasswordParams = z
  .object({
    username: text(80).min(1),
    password,
    /** Not in the original; when sent, it must match. */
    re_password: z.string().optional(),
    verifcode_type: verifyType,
    verifcode: z.string().trim().regex(VERIFY_CODE_PATTERN),
  })
  .refine((p) => p.re_password === undefined || p.re_password === p.password, { path: ["re_password"] });

/** localuser!register_username: a plain username, proven human by the picture code of localuser!getImageCode. */
export const registerUsernameParams = z.object({
  username: text(80).min(1),
  password,
  /** The original required a fund password here; blank sets none. */
  safeword: z
    .string()
    .optional()
    .transform((v) => v?.trim() || undefined)
    .pipe(safewordParam.optional()),
  /** The inviter's usercode (agentCode elsewhere). */
  usercode: newAccountFields.agentCode,
  /** The picture's key and the characters it shows, as typed. */
  key: z.string().trim().min(1).max(64),
  code: z.string().trim().min(1).max(16),
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
  /**
   * The original's keys this mall has no feature behind, typed as it typed them: no authenticator (the
   * original sent the account's authenticator secret here: always null), no identity checks (KYC status 0,
   * never submitted), no referral page (url and usercode_qr "", the original's answer with promotion off).
   */
  google_auth_secret: z.null(),
  googleverif: z.literal(false),
  identityverif: z.literal(false),
  advancedverif: z.literal(false),
  nationality: z.null(),
  kyc_status: z.literal(0),
  signPdfUrl: z.null(),
  kyc_high_level_status: z.literal(0),
  /** True for a test account (role TEST). */
  test: z.boolean(),
  url: z.literal(""),
  usercode_qr: z.literal(""),
});
export type LocalUser = z.infer<typeof localUser>;

/**
 * `user!getUserNameVerifTarget` (the original's keys). Addresses are masked ("b***1@example.com",
 * "1 20******01"); `phone`/`email` are blank when none is bound, `_filled` holds the same masked text, and
 * the authenticator fields are always blank: the original sent the account's authenticator secret here.
 */
export const verifyTarget = z.object({
  phone: z.string(),
  phone_filled: z.string(),
  phone_authority: z.boolean(),
  email: z.string(),
  email_filled: z.string(),
  email_authority: z.boolean(),
  google_auth_secret: z.string(),
  google_auth_secret_filled: z.string(),
  google_auth_bind: z.boolean(),
});
export type VerifyTarget = z.infer<typeof verifyTarget>;

/** `localuser!getImageCode`: the key to send back, and the picture as a data URL (an SVG). */
export const imageCode = z.object({ key: z.string(), code: z.string() });
export type ImageCode = z.infer<typeof imageCode>;

/**
 * `slide!challenge`: a picture with a gap (`background`) and the piece cut from it (`piece`, transparent around
 * its shape), both PNG data URLs, sizes in picture pixels. The piece starts at x 0 and its row `y`; the answer
 * is the x that fits it into the gap, sent with the login or registration within `ttl` seconds.
 */
export const slideChallenge = z.object({
  id: z.string(),
  background: z.string(),
  piece: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  pieceWidth: z.number().int(),
  pieceHeight: z.number().int(),
  y: z.number().int(),
  ttl: z.number().int(),
});
export type SlideChallenge = z.infer<typeof slideChallenge>;

/** `localuser!refreshAvatar`: the picture now shown. */
export const avatarResult = z.object({ avatar: z.string() });
