import argon2 from "argon2";
import type { Queryable } from "../db/db.ts";

/**
 * argon2id at the cheapest of OWASP's five equivalent settings measured here: 7 MiB, 5 passes, 1 lane, about
 * 17.5 ms against 23 ms for 19 MiB × 2 and 57 ms for 46 MiB × 1 (decision 0021). Hashes carry their own
 * parameters, so hashes made with older ones still verify, and are made again at the next right entry.
 */
export const HASH_OPTIONS = { type: argon2.argon2id, memoryCost: 7_168, timeCost: 5, parallelism: 1 } as const;

export const hashPassword = (plain: string): Promise<string> => argon2.hash(plain, HASH_OPTIONS);

let dummy: Promise<string> | undefined;

/**
 * Constant work whether or not the account exists: an unknown name verifies against a dummy hash, so the
 * answer time does not tell which names are registered.
 */
export async function verifyPassword(hash: string | null | undefined, plain: string): Promise<boolean> {
  if (!hash) {
    dummy ??= hashPassword("not-a-real-password");
    await argon2.verify(await dummy, plain).catch(() => false);
    return false;
  }
  try {
    return await argon2.verify(hash, plain);
  } catch {
    return false;
  }
}

/** Whether a stored hash is not argon2id with today's parameters (and so should be made again). */
export function isOutdated(hash: string): boolean {
  if (!hash.startsWith("$argon2id$")) return true;
  try {
    return argon2.needsRehash(hash, HASH_OPTIONS);
  } catch {
    return true;
  }
}

/**
 * After a right entry: the stored hash made again with today's parameters when it is older (one more hash,
 * once per account). Written only if the stored hash is still the one checked, so a password changed in the
 * meantime stays changed.
 */
export async function upgradeHash(
  q: Queryable,
  o: { partyId: number; column: "password_hash" | "safeword_hash"; hash: string; plain: string },
): Promise<boolean> {
  if (!isOutdated(o.hash)) return false;
  const rows = await q.query(`update party set ${o.column} = $2 where id = $1 and ${o.column} = $3 returning id`, [
    o.partyId,
    await hashPassword(o.plain),
    o.hash,
  ]);
  return rows.length > 0;
}
