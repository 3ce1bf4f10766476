import type { ErrorKey } from "@mall/contract";
import type { Queryable } from "../db/db.ts";
import { fail } from "../http/errors.ts";
import { businessDay, startOfNextDay } from "./clock.ts";
import { verifyPassword } from "./passwords.ts";

/**
 * Wrong-password lock-outs of spec points 5 and 9, for the login password and the fund password alike:
 * the third wrong entry of a day locks for 3 minutes; any wrong entry after that locks until the next day.
 * Counters live in the database, so every server instance sees the same lock.
 */
export type LockKind = "login" | "fund";

const WRONG: Record<LockKind, ErrorKey> = { login: "wrongPassword", fund: "fundPasswordWrong" };
const SHORT_LOCK_MS = 3 * 60_000;

type Row = { failures: number; day: string; locked_until: Date | null };

/** Refuses while a lock holds. Call before checking the password. */
export async function assertNotLocked(q: Queryable, partyId: number, kind: LockKind, now: Date, max: number) {
  const [row] = await q.query<Row>(
    "select failures, to_char(day, 'YYYY-MM-DD') as day, locked_until from password_lock where party_id = $1 and kind = $2",
    [partyId, kind],
  );
  if (!row?.locked_until || row.locked_until.getTime() <= now.getTime()) return;
  fail(row.failures > max ? "lockedUntilTomorrow" : "lockedThreeMinutes");
}

/**
 * Counts a wrong entry (outside any business transaction, so it survives the refusal) and answers with
 * the message the user should see.
 */
export async function recordFailure(
  q: Queryable,
  partyId: number,
  kind: LockKind,
  now: Date,
  max: number,
): Promise<never> {
  const day = businessDay(now);
  const [row] = await q.query<{ failures: number }>(
    `insert into password_lock (party_id, kind, day, failures) values ($1, $2, $3, 1)
     on conflict (party_id, kind) do update set
       failures = case when password_lock.day = excluded.day then password_lock.failures + 1 else 1 end,
       day = excluded.day,
       locked_until = case when password_lock.day = excluded.day then password_lock.locked_until end
     returning failures`,
    [partyId, kind, day],
  );
  const failures = row?.failures ?? 1;
  if (failures < max) return fail(WRONG[kind]);
  const until = failures === max ? new Date(now.getTime() + SHORT_LOCK_MS) : startOfNextDay(now);
  await q.query(
    `update password_lock set locked_until = greatest(coalesce(locked_until, $3), $3)
     where party_id = $1 and kind = $2`,
    [partyId, kind, until],
  );
  return fail(failures === max ? "lockedThreeMinutes" : "lockedUntilTomorrow");
}

export async function clearFailures(q: Queryable, partyId: number, kind: LockKind) {
  await q.query("delete from password_lock where party_id = $1 and kind = $2", [partyId, kind]);
}

/**
 * Checks a password of the signed-in party under the lock-out rules. A wrong one is counted and refused;
 * a right one clears the counter.
 */
export async function checkSecret(
  q: Queryable,
  o: { partyId: number; kind: LockKind; plain: string; now: Date; maxWrong: number },
): Promise<void> {
  const column = o.kind === "login" ? "password_hash" : "safeword_hash";
  const [row] = await q.query<{ hash: string | null }>(`select ${column} hash from party where id = $1`, [o.partyId]);
  if (o.kind === "fund" && !row?.hash) fail("fundPasswordNotSet");
  await assertNotLocked(q, o.partyId, o.kind, o.now, o.maxWrong);
  if (!(await verifyPassword(row?.hash, o.plain))) await recordFailure(q, o.partyId, o.kind, o.now, o.maxWrong);
  await clearFailures(q, o.partyId, o.kind);
}
