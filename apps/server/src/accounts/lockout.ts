import { createHash } from "node:crypto";
import type { ErrorKey } from "@mall/contract";
import type { Queryable } from "../db/db.ts";
import { fail } from "../http/errors.ts";
import { businessDay, startOfNextDay } from "./clock.ts";
import { upgradeHash, verifyPassword } from "./passwords.ts";

/**
 * Wrong-password lock-outs of spec points 5 and 9, for the login password and the fund password alike:
 * the third wrong entry of a day locks for 3 minutes; any wrong entry after that locks until the next day.
 * Counters live in the database, so every server instance sees the same lock.
 *
 * An attempt is counted before its password is checked, by one statement that also refuses it while a lock
 * holds, so N guesses sent at once are N attempts and only the first `max` reach the password check. A right
 * password then clears the count (decision 0005).
 */
export type LockKind = "login" | "fund";

/**
 * What a count belongs to: an account (or, for a login at a name nobody holds, that name) and the client
 * address it came from. Checks inside a session count per account, with no address.
 */
export type LockKey = { subject: string; kind: LockKind; addr: string };

export const accountLock = (partyId: number, kind: LockKind, addr = ""): LockKey => ({
  subject: `party:${partyId}`,
  kind,
  addr,
});

/** A name nobody holds, counted like an account so its answers match; hashed, as people type passwords there. */
export const unknownNameLock = (typed: string, addr = ""): LockKey => ({
  subject: `name:${createHash("sha256").update(typed.trim().toLowerCase()).digest("hex")}`,
  kind: "login",
  addr,
});

const WRONG: Record<LockKind, ErrorKey> = { login: "wrongPassword", fund: "fundPasswordWrong" };
const SHORT_LOCK_MS = 3 * 60_000;

/**
 * Counts one attempt and answers its number in today's count, or refuses while a lock holds. The attempt
 * that reaches `max` sets the 3-minute lock and any later one the lock until tomorrow, at once, before its
 * password is checked: attempts racing with it find the lock. Runs on its own (not in the action's
 * transaction), so the count survives the refusal.
 */
export async function countAttempt(q: Queryable, key: LockKey, now: Date, max: number): Promise<number> {
  const [row] = await q.query<{ attempt: number | null; held: number | null }>(
    `with attempt as (
       insert into password_lock as l (subject, kind, addr, day, failures, locked_until)
       values ($1, $2, $3, $4::date, 1, case when $6::int <= 1 then $7::timestamptz end)
       on conflict (subject, kind, addr) do update set
         failures = case when l.day = excluded.day then l.failures + 1 else 1 end,
         day = excluded.day,
         locked_until = case
           when (case when l.day = excluded.day then l.failures + 1 else 1 end) < $6::int then null
           when (case when l.day = excluded.day then l.failures + 1 else 1 end) = $6::int then $7::timestamptz
           else $8::timestamptz
         end
       where l.locked_until is null or l.locked_until <= $5::timestamptz
       returning failures
     )
     select (select failures from attempt) as attempt,
       (select failures from password_lock where subject = $1 and kind = $2 and addr = $3) as held`,
    [
      key.subject,
      key.kind,
      key.addr,
      businessDay(now),
      now,
      max,
      new Date(now.getTime() + SHORT_LOCK_MS),
      startOfNextDay(now),
    ],
  );
  if (row?.attempt != null) return row.attempt;
  return fail((row?.held ?? max) > max ? "lockedUntilTomorrow" : "lockedThreeMinutes");
}

/**
 * Today's wrong entries of `key` so far, without counting one; refused at once while a lock holds, with the
 * answer countAttempt would give. The shop's login reads it to know whether to ask for a slide check.
 */
export async function wrongSoFar(q: Queryable, key: LockKey, now: Date, max: number): Promise<number> {
  const [row] = await q.query<{ failures: number; today: boolean; locked: boolean }>(
    `select failures, day = $4::date as today, coalesce(locked_until > $5::timestamptz, false) as locked
     from password_lock where subject = $1 and kind = $2 and addr = $3`,
    [key.subject, key.kind, key.addr, businessDay(now), now],
  );
  if (row?.locked) fail(row.failures > max ? "lockedUntilTomorrow" : "lockedThreeMinutes");
  return row?.today ? row.failures : 0;
}

/** The answer to a wrong entry, by its number in today's count (the lock it set is already written). */
export function wrongEntry(kind: LockKind, attempt: number, max: number): never {
  if (attempt < max) return fail(WRONG[kind]);
  return fail(attempt === max ? "lockedThreeMinutes" : "lockedUntilTomorrow");
}

export async function clearFailures(q: Queryable, key: LockKey) {
  await q.query("delete from password_lock where subject = $1 and kind = $2 and addr = $3", [
    key.subject,
    key.kind,
    key.addr,
  ]);
}

/**
 * Checks a password of the signed-in party under the lock-out rules. A wrong one is counted and refused;
 * a right one clears the counter, and a hash made with older parameters is made again (decision 0021).
 */
export async function checkSecret(
  q: Queryable,
  o: { partyId: number; kind: LockKind; plain: string; now: Date; maxWrong: number },
): Promise<void> {
  const column = o.kind === "login" ? "password_hash" : "safeword_hash";
  const [row] = await q.query<{ hash: string | null }>(`select ${column} hash from party where id = $1`, [o.partyId]);
  if (o.kind === "fund" && !row?.hash) fail("fundPasswordNotSet");
  const key = accountLock(o.partyId, o.kind);
  const attempt = await countAttempt(q, key, o.now, o.maxWrong);
  if (!(await verifyPassword(row?.hash, o.plain))) wrongEntry(o.kind, attempt, o.maxWrong);
  await clearFailures(q, key);
  if (row?.hash) await upgradeHash(q, { partyId: o.partyId, column, hash: row.hash, plain: o.plain });
}

/**
 * Deletes the counters of past days whose lock has run out: they count nothing any more (a new day starts at
 * one), and unknown names would otherwise keep a row each for ever. Idempotent, run with the session pruning.
 */
export async function pruneLockouts(q: Queryable, now: Date): Promise<number> {
  const rows = await q.query(
    `delete from password_lock where day < $1::date and (locked_until is null or locked_until <= $2::timestamptz)
     returning 1`,
    [businessDay(now), now],
  );
  return rows.length;
}

/** Withdrawals and loan repayments lock after three wrong fund passwords (contract 3.8), for 3 minutes. */
const MONEY_WRONG_MAX = 3;

/**
 * The fund password of a money call (withdraw!apply, credit!pay) in the original's order of refusals: missing
 * (资金密码不能为空), not 6–12 characters (资金密码必须6-12位), then checked under the three-wrong lock-out.
 */
export async function checkMoneySafeword(q: Queryable, partyId: number, plain: string | undefined, now: Date) {
  if (!plain) return fail("fundPasswordRequired");
  if (plain.length < 6 || plain.length > 12) fail("fundPasswordLength");
  await checkSecret(q, { partyId, kind: "fund", plain, now, maxWrong: MONEY_WRONG_MAX });
}
