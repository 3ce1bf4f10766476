import type { Queryable } from "../db/db.ts";

/** The numbered picture the buyer shows (1–20, checked by the params). */
export async function setAvatar(q: Queryable, partyId: number, idx: number): Promise<{ avatar: string }> {
  await q.query("update party set avatar = $2 where id = $1", [partyId, idx]);
  return { avatar: String(idx) };
}
