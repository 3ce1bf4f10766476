import type { Db } from "../db/db.ts";
import { checkSecret } from "./lockout.ts";
import { hashPassword } from "./passwords.ts";

/** A new fund password, given the old one (checked under the lock-out rules). */
export async function changeSafeword(
  db: Db,
  o: { partyId: number; old: string; next: string; now: Date; maxWrong: number },
): Promise<void> {
  await checkSecret(db, { partyId: o.partyId, kind: "fund", plain: o.old, now: o.now, maxWrong: o.maxWrong });
  await db.query("update party set safeword_hash = $2 where id = $1", [o.partyId, await hashPassword(o.next)]);
}
