import { createHash, randomInt } from "node:crypto";
import { EMAIL_MAX, EMAIL_PATTERN, parseIdentity, REGISTER_TYPE } from "@mall/contract";
import type { Queryable } from "../db/db.ts";
import { fail } from "../http/errors.ts";
import type { Mailer } from "./mailer.ts";
import { startOfDay } from "./clock.ts";

/** Six-digit verification codes: stored hashed, valid for a few minutes, five guesses, used once. */
const MAX_GUESSES = 5;

const digest = (target: string, code: string) => createHash("sha256").update(`${target}\n${code}`).digest("hex");

/** An e-mail address or "<area> <number>", normalised as registration stores it. */
export function codeTarget(raw: string): { target: string; channel: "email" | "sms" } {
  const v = raw.trim();
  if (v.includes("@")) {
    if (v.length > EMAIL_MAX || !EMAIL_PATTERN.test(v)) fail("emailInvalid");
    return { target: v.toLowerCase(), channel: "email" };
  }
  const phone = parseIdentity(REGISTER_TYPE.phone, v);
  if (typeof phone === "string") return fail(phone);
  return { target: phone.value, channel: "sms" };
}

/**
 * The per-target budget's key: one address however it is typed ("86 139…", "+86 139…", extra spaces, capitals
 * in an e-mail). Text that is no address keeps its own key; it is refused after the budget is spent.
 */
export function codeTargetKey(raw: string): string {
  try {
    return codeTarget(raw).target;
  } catch {
    return raw.trim().toLowerCase().replace(/\s+/g, " ");
  }
}

export type CodeRules = { now: Date; perDay: number; ttlMinutes: number };

/**
 * Counts the target's codes of today against the daily cap and stores a new one; answers the code to send.
 * `unsendable` stores a code that nothing can match (for a name nobody holds: it is counted like a real
 * one, so the cap answers alike, but no code exists to be guessed).
 */
export async function issueCode(
  q: Queryable,
  o: CodeRules & { target: string; purpose: string; unsendable?: boolean },
): Promise<string> {
  const [today] = await q.query<{ n: number }>(
    "select count(*)::int n from verify_code where target = $1 and created_at >= $2",
    [o.target, startOfDay(o.now)],
  );
  if ((today?.n ?? 0) >= o.perDay) fail("tooManyEmails");
  const code = String(randomInt(0, 1_000_000)).padStart(6, "0");
  await q.query(
    "insert into verify_code (target, purpose, code_hash, created_at, expires_at) values ($1, $2, $3, $4, $5)",
    [
      o.target,
      o.purpose,
      o.unsendable ? "none" : digest(o.target, code),
      o.now,
      new Date(o.now.getTime() + o.ttlMinutes * 60_000),
    ],
  );
  return code;
}

export async function sendCode(
  q: Queryable,
  mailer: Mailer,
  o: CodeRules & { raw: string; purpose: string },
): Promise<void> {
  const { target, channel } = codeTarget(o.raw);
  const code = await issueCode(q, { ...o, target });
  await mailer.send(q, {
    channel,
    to: target,
    subject: `Verification code ${code} / 验证码 ${code}`,
    body: `Your verification code is ${code}. It is valid for ${o.ttlMinutes} minutes.\n您的验证码是 ${code}，${o.ttlMinutes} 分钟内有效。`,
    secret: code,
  });
}

/** Consumes the newest live code for the target; a wrong guess counts against it. */
export async function useCode(
  q: Queryable,
  o: { target: string; purpose: string; code: string; now: Date },
): Promise<void> {
  const [row] = await q.query<{ id: bigint; code_hash: string; attempts: number }>(
    `select id, code_hash, attempts from verify_code
     where target = $1 and purpose = $2 and used_at is null and expires_at > $3
     order by created_at desc, id desc limit 1`,
    [o.target, o.purpose, o.now],
  );
  if (!row || row.attempts >= MAX_GUESSES) return fail("verifyCodeWrong");
  if (row.code_hash !== digest(o.target, o.code)) {
    await q.query("update verify_code set attempts = attempts + 1 where id = $1", [row.id]);
    return fail("verifyCodeWrong");
  }
  // Single use even when two requests race with the same code: only one update finds it unused.
  const used = await q.query("update verify_code set used_at = $2 where id = $1 and used_at is null returning id", [
    row.id,
    o.now,
  ]);
  if (!used.length) fail("verifyCodeWrong");
}
