import type { ErrorKey } from "./errors.ts";

/**
 * Account rules of spec point 5, written once: the server's schemas (account-params.ts) and the forms of
 * the shop, seller app and console import the same patterns and messages.
 */
export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 12;
/** Letters and digits, special characters allowed; no spaces or control characters. */
export const PASSWORD_PATTERN = /^[\x21-\x7e]{6,12}$/;
export const SAFEWORD_PATTERN = /^\d{6}$/;
export const VERIFY_CODE_PATTERN = /^\d{6}$/;
/** Invitation and other code fields: 4–32 letters or digits. */
export const INVITE_CODE_PATTERN = /^[A-Za-z0-9]{4,32}$/;
export const USERNAME_PATTERN = /^[A-Za-z0-9]{6,30}$/;
/** The name part: at least 6 English letters or digits; at most 64 characters in all. */
export const EMAIL_PATTERN = /^[A-Za-z0-9]{6,}@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/;
export const EMAIL_MAX = 64;
export const AREA_CODE_PATTERN = /^\+?\d{1,4}$/;
/** A phone number: 8 to 15 digits. */
export const PHONE_PATTERN = /^\d{8,15}$/;
/** Avatars are numbered pictures 1–20 (user info `avatar`, default 1). */
export const AVATAR_COUNT = 20;

/**
 * Which bound address a password-reset code goes to (`verifcode_type` of user!getUserNameVerifTarget,
 * idcode!execute and user!resetpsw): 1 phone, 2 e-mail. The original's 3, an authenticator app, is not offered.
 */
export const VERIFY_TYPE = { phone: 1, email: 2 } as const;
export type VerifyType = (typeof VERIFY_TYPE)[keyof typeof VERIFY_TYPE];

/** The picture code of localuser!getImageCode: this many characters, typed in any case. */
export const IMAGE_CODE_LENGTH = 5;

/** Register `type`: 1 phone, 2 e-mail (contract 3.5), 3 plain username (as the seller registration has). */
export const REGISTER_TYPE = { phone: 1, email: 2, username: 3 } as const;
export type RegisterType = (typeof REGISTER_TYPE)[keyof typeof REGISTER_TYPE];

/** Parameter → catalogue message, shared by every action taking these fields. */
export const ACCOUNT_PARAM_ERRORS: Partial<Record<string, ErrorKey>> = {
  username: "usernameRequired",
  password: "passwordLength",
  re_password: "passwordsDiffer",
  old_password: "passwordLength",
  safeword: "fundPasswordInvalid",
  re_safeword: "fundPasswordInvalid",
  old_safeword: "fundPasswordWrong",
  verifcode: "verifyCodeWrong",
  agentCode: "invitationCodeWrong",
  type: "typeRequired",
};

/** Which identifier a typed login or registration name is, and its stored form. */
export type Identity = { kind: "phone" | "email" | "username"; value: string };

/**
 * Reads a registration name as its `type` says. Phone forms send "<areaCode> <number>" and are stored that
 * way; e-mails are stored lower-case. Returns the catalogue key of the first rule it breaks.
 */
export function parseIdentity(type: number, raw: string): Identity | ErrorKey {
  const v = raw.trim();
  if (!v) return "usernameRequired";
  if (type === REGISTER_TYPE.email) {
    return v.length <= EMAIL_MAX && EMAIL_PATTERN.test(v) ? { kind: "email", value: v.toLowerCase() } : "emailInvalid";
  }
  if (type === REGISTER_TYPE.phone) {
    const [area, number, ...rest] = v.split(/\s+/);
    if (rest.length || !area || !number || !AREA_CODE_PATTERN.test(area) || !PHONE_PATTERN.test(number)) {
      return "phoneInvalid";
    }
    return { kind: "phone", value: `${area.replace(/^\+/, "")} ${number}` };
  }
  if (type === REGISTER_TYPE.username)
    return USERNAME_PATTERN.test(v) ? { kind: "username", value: v } : "usernameInvalid";
  return "typeRequired";
}
