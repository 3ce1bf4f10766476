import {
  CONTACT_MAX,
  CONTACT_MIN,
  type ErrorKey,
  INVITE_CODE_PATTERN,
  PASSWORD_PATTERN,
  parseIdentity,
  STORE_NAME_MAX,
  STORE_NAME_MIN,
} from "@mall/contract";

/** A field's problem: a key of the seller namespace (with values) or of the error catalogue. */
export type Problem = { seller: string; values?: Record<string, number> } | { error: ErrorKey };

export type SignupForm = {
  storeName: string;
  contact: string;
  type: 1 | 2 | 3;
  areaCode: string;
  phone: string;
  email: string;
  username: string;
  password: string;
  repeat: string;
  invite: string;
};

/** The login name as the server reads it for the chosen type (phone forms send "<areaCode> <number>"). */
export const identityOf = (f: SignupForm): string =>
  f.type === 1 ? `${f.areaCode.trim()} ${f.phone.trim()}` : f.type === 2 ? f.email.trim() : f.username.trim();

const lengthIn = (v: string, min: number, max: number) => {
  const n = Array.from(v.trim()).length;
  return n >= min && n <= max;
};

/** The same rules the server applies (the patterns come from @mall/contract), checked before sending. */
export function signupProblems(f: SignupForm): Partial<Record<keyof SignupForm, Problem>> {
  const out: Partial<Record<keyof SignupForm, Problem>> = {};
  if (!f.storeName.trim()) out.storeName = { seller: "validation.required" };
  else if (!lengthIn(f.storeName, STORE_NAME_MIN, STORE_NAME_MAX))
    out.storeName = { seller: "validation.length", values: { min: STORE_NAME_MIN, max: STORE_NAME_MAX } };
  if (!f.contact.trim()) out.contact = { seller: "validation.required" };
  else if (!lengthIn(f.contact, CONTACT_MIN, CONTACT_MAX))
    out.contact = { seller: "validation.length", values: { min: CONTACT_MIN, max: CONTACT_MAX } };
  const field = f.type === 1 ? "phone" : f.type === 2 ? "email" : "username";
  const raw = f.type === 1 ? f.phone : field === "email" ? f.email : f.username;
  if (!raw.trim()) out[field] = { seller: "validation.required" };
  else if (f.type === 1 && !f.areaCode.trim()) out.areaCode = { seller: "validation.required" };
  else {
    const id = parseIdentity(f.type, identityOf(f));
    if (typeof id === "string") out[field] = { error: id };
  }
  if (!f.password) out.password = { seller: "validation.required" };
  else if (!PASSWORD_PATTERN.test(f.password)) out.password = { error: "passwordLength" };
  if (!f.repeat) out.repeat = { seller: "validation.required" };
  else if (f.repeat !== f.password) out.repeat = { error: "passwordsDiffer" };
  if (f.invite.trim() && !INVITE_CODE_PATTERN.test(f.invite.trim())) out.invite = { error: "invitationCodeWrong" };
  return out;
}
