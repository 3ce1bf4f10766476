import type { Queryable, Db } from "../db/db.ts";
import { fail } from "../http/errors.ts";
import { hashPassword, verifyPassword } from "./passwords.ts";
import { assertNotLocked, clearFailures, type LockKind, recordFailure } from "./lockout.ts";
import { endAllSessions } from "./sessions.ts";

/**
 * Checks a password of the signed-in party under the lock-out rules. A wrong one is counted and refused;
 * a right one clears the counter.
 */
export async function checkSecret(
  db: Db,
  o: { partyId: number; kind: LockKind; plain: string; now: Date; maxWrong: number },
): Promise<void> {
  const column = o.kind === "login" ? "password_hash" : "safeword_hash";
  const [row] = await db.query<{ hash: string | null }>(`select ${column} hash from party where id = $1`, [o.partyId]);
  if (o.kind === "fund" && !row?.hash) fail("fundPasswordNotSet");
  await assertNotLocked(db, o.partyId, o.kind, o.now, o.maxWrong);
  if (!(await verifyPassword(row?.hash, o.plain))) await recordFailure(db, o.partyId, o.kind, o.now, o.maxWrong);
  await clearFailures(db, o.partyId, o.kind);
}

/** New login password; every other session of the party ends (the current one stays). */
export async function changePassword(
  db: Db,
  o: { partyId: number; old: string; next: string; now: Date; maxWrong: number; token?: string | undefined },
) {
  try {
    await checkSecret(db, { partyId: o.partyId, kind: "login", plain: o.old, now: o.now, maxWrong: o.maxWrong });
  } catch (e) {
    // The lock-out answers stand; a plain wrong entry is "old password incorrect" here.
    if ((e as { key?: string }).key === "wrongPassword") fail("oldPasswordWrong");
    throw e;
  }
  const hash = await hashPassword(o.next);
  await db.tx(async (tx) => {
    await tx.query("update party set password_hash = $2 where id = $1", [o.partyId, hash]);
    await endAllSessions(tx, o.partyId, o.token);
  });
}

export async function setSafeword(q: Queryable, partyId: number, plain: string): Promise<void> {
  const hash = await hashPassword(plain);
  const rows = await q.query(
    "update party set safeword_hash = $2 where id = $1 and safeword_hash is null returning id",
    [partyId, hash],
  );
  // Setting is for a first fund password only; changing one needs the old one.
  if (!rows.length) fail("noPermission");
}

export async function changeSafeword(
  db: Db,
  o: { partyId: number; old: string; next: string; now: Date; maxWrong: number },
): Promise<void> {
  await checkSecret(db, { partyId: o.partyId, kind: "fund", plain: o.old, now: o.now, maxWrong: o.maxWrong });
  await db.query("update party set safeword_hash = $2 where id = $1", [o.partyId, await hashPassword(o.next)]);
}
