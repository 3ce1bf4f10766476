import { createHash } from "node:crypto";
import { VERIFY_TYPE, type VerifyTarget } from "@mall/contract";
import { canLogIn } from "../auth/policies.ts";
import type { Db } from "../db/db.ts";
import { codeTarget, codeTargetKey } from "./codes.ts";
import { findLogin } from "./login.ts";

/**
 * Forgotten passwords (docs/original-account-calls.md): the account a typed name means and the addresses it
 * has bound. A code goes only to an address the account holds, so whoever resets proves they read it there.
 * Accounts of the shop and the seller app reset themselves; the console's staff ask an administrator.
 */
export type Recoverable = { id: number; email: string | null; phone: string | null };

export async function findRecoverable(db: Db, typed: string): Promise<Recoverable | undefined> {
  const p = await findLogin(db, typed);
  if (!p || !(canLogIn(p.role, "shop") || canLogIn(p.role, "seller"))) return undefined;
  return { id: p.id, email: p.email, phone: p.phone };
}

/** A code's target as codes.ts keeps it, or undefined for a stored value that is no address. */
function asTarget(raw: string | null): string | undefined {
  if (!raw) return undefined;
  try {
    return codeTarget(raw).target;
  } catch {
    return undefined;
  }
}

/** Where a reset code goes: the bound address of the type asked for; by default the e-mail, else the phone. */
export function resetTarget(a: Recoverable, type?: number): string | undefined {
  if (type === VERIFY_TYPE.phone) return asTarget(a.phone);
  if (type === VERIFY_TYPE.email) return asTarget(a.email);
  return asTarget(a.email) ?? asTarget(a.phone);
}

/**
 * The verify_code target of a name nobody holds (or one without the address asked for): counted like an
 * address, so the daily cap answers it alike, and never a real address.
 */
export const nobodyTarget = (typed: string) =>
  `nobody:${createHash("sha256").update(codeTargetKey(typed)).digest("hex")}`;

/** "buyer001@example.com" → "b***1@example.com": the first and last letter of the name, the domain. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf("@");
  const name = email.slice(0, at);
  return `${name.slice(0, 1)}***${name.length > 2 ? name.slice(-1) : ""}${email.slice(at)}`;
}

/** "1 2025550101" → "1 20******01": the calling code, the first and last two digits. */
export function maskPhone(phone: string): string {
  const space = phone.indexOf(" ");
  const area = space > 0 ? phone.slice(0, space) : "";
  const digits = phone.slice(space + 1).replace(/\D/g, "");
  const keep = digits.length >= 8 ? 2 : 1;
  const masked = `${digits.slice(0, keep)}${"*".repeat(Math.max(4, digits.length - 2 * keep))}${digits.slice(-keep)}`;
  return area ? `${area} ${masked}` : masked;
}

/**
 * user!getUserNameVerifTarget: the masked addresses a reset code can go to. A name nobody holds answers as
 * an account bound to the address typed (when it is one), so the answer does not say whether an address is
 * registered; a plain username nobody holds answers like an account with no address. The original answered
 * 用户名不存在 and sent the addresses, and the authenticator secret, in full.
 */
export async function verifyTargets(db: Db, typed: string): Promise<VerifyTarget> {
  const account = await findRecoverable(db, typed);
  let email = account ? asTarget(account.email) : undefined;
  let phone = account ? asTarget(account.phone) : undefined;
  if (!account) {
    const own = asTarget(typed);
    if (own?.includes("@")) email = own;
    else phone = own;
  }
  const e = email ? maskEmail(email) : "";
  const p = phone ? maskPhone(phone) : "";
  return {
    phone: p,
    phone_filled: p,
    phone_authority: Boolean(p),
    email: e,
    email_filled: e,
    email_authority: Boolean(e),
    google_auth_secret: "",
    google_auth_secret_filled: "",
    google_auth_bind: false,
  };
}
