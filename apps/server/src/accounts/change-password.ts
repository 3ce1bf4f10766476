import type { Db } from "../db/db.ts";
import { DomainError, fail } from "../http/errors.ts";
import { checkSecret } from "./lockout.ts";
import { hashPassword } from "./passwords.ts";
import { endAllSessions } from "./sessions.ts";

/** New login password; every other session of the party ends (the current one stays). */
export async function changePassword(
  db: Db,
  o: { partyId: number; old: string; next: string; now: Date; maxWrong: number; token?: string | undefined },
): Promise<void> {
  try {
    await checkSecret(db, { partyId: o.partyId, kind: "login", plain: o.old, now: o.now, maxWrong: o.maxWrong });
  } catch (e) {
    // The lock-out answers stand; a plain wrong entry is "old password incorrect" here.
    if (e instanceof DomainError && e.key === "wrongPassword") fail("oldPasswordWrong");
    throw e;
  }
  const hash = await hashPassword(o.next);
  await db.tx(async (tx) => {
    await tx.query("update party set password_hash = $2 where id = $1", [o.partyId, hash]);
    await endAllSessions(tx, o.partyId, o.token);
  });
}
