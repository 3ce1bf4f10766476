import type { Queryable } from "../db/db.ts";
import { fail } from "../http/errors.ts";
import { hashPassword } from "./passwords.ts";

/** A first fund password; changing one needs the old one (change-safeword.ts). */
export async function setSafeword(q: Queryable, partyId: number, plain: string): Promise<void> {
  const hash = await hashPassword(plain);
  const rows = await q.query(
    "update party set safeword_hash = $2 where id = $1 and safeword_hash is null returning id",
    [partyId, hash],
  );
  if (!rows.length) fail("noPermission");
}
