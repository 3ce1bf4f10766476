import {
  EMAIL_MAX,
  EMAIL_PATTERN,
  INVITE_CODE_PATTERN,
  PASSWORD_PATTERN,
  parseIdentity,
  REGISTER_TYPE,
  type RegisterType,
  SAFEWORD_PATTERN,
  VERIFY_CODE_PATTERN,
} from "@mall/contract";

/**
 * Form checks built only from the shared account rules of @mall/contract (spec point 5). Each returns the
 * `account:validation.*` key of the message to show, or undefined when the value is fine.
 */
export type Problem =
  | "required"
  | "password"
  | "passwordsDiffer"
  | "sameAsOld"
  | "safeword"
  | "safewordsDiffer"
  | "username"
  | "email"
  | "phone"
  | "code"
  | "inviteCode"
  | "accountMismatch";

export const required = (v: string): Problem | undefined => (v.trim() ? undefined : "required");

export const password = (v: string): Problem | undefined =>
  required(v) ?? (PASSWORD_PATTERN.test(v) ? undefined : "password");

export const repeat = (v: string, first: string, differs: Problem = "passwordsDiffer"): Problem | undefined =>
  required(v) ?? (v === first ? undefined : differs);

export const safeword = (v: string): Problem | undefined =>
  required(v) ?? (SAFEWORD_PATTERN.test(v) ? undefined : "safeword");

export const verifyCode = (v: string): Problem | undefined =>
  required(v) ?? (VERIFY_CODE_PATTERN.test(v.trim()) ? undefined : "code");

/** Blank is fine (no invitation); anything typed must look like a code. */
export const inviteCode = (v: string): Problem | undefined =>
  !v.trim() || INVITE_CODE_PATTERN.test(v.trim()) ? undefined : "inviteCode";

export const email = (v: string): Problem | undefined =>
  required(v) ?? (v.trim().length <= EMAIL_MAX && EMAIL_PATTERN.test(v.trim()) ? undefined : "email");

/** The registration name of a tab, as the server will read it ("<area> <number>" for phones). */
export function registrationName(type: RegisterType, value: string, area = ""): string {
  return type === REGISTER_TYPE.phone ? `${area} ${value.trim()}` : value.trim();
}

/** Checks a registration name with the server's own parser, so both sides agree on what is valid. */
export function identity(type: RegisterType, value: string, area = ""): Problem | undefined {
  const empty = required(value);
  if (empty) return empty;
  const parsed = parseIdentity(type, registrationName(type, value, area));
  if (typeof parsed !== "string") return undefined;
  if (type === REGISTER_TYPE.phone) return "phone";
  if (type === REGISTER_TYPE.email) return "email";
  return "username";
}

export type Errors<F extends string> = Partial<Record<F, Problem>>;

/** Runs the checks of every field; returns only the fields that fail. */
export function check<F extends string>(rules: Record<F, () => Problem | undefined>): Errors<F> {
  const out: Errors<F> = {};
  for (const f of Object.keys(rules) as F[]) {
    const p = rules[f]();
    if (p) out[f] = p;
  }
  return out;
}

export const hasErrors = (e: Errors<string>) => Object.keys(e).length > 0;
