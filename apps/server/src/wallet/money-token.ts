import { randomBytes } from "node:crypto";
import type { Queryable } from "../db/db.ts";
import { fail } from "../http/errors.ts";

const TTL_MS = 30 * 60_000;
/** A party holds at most this many live tokens (several tabs); the oldest go first. */
const PER_PARTY = 10;

/**
 * A single-use token for one deposit or withdrawal request (`session_token` on the wire): issued by the
 * `*_open` calls, spent by the request that carries it. Kept in the database so any instance may spend what
 * another issued, and only once.
 */
export async function issueMoneyToken(q: Queryable, partyId: number, now: Date): Promise<string> {
  const token = randomBytes(16).toString("hex");
  await q.query("delete from money_token where expires_at <= $1", [now]);
  await q.query(
    `delete from money_token where party_id = $1 and token not in (
       select token from money_token where party_id = $1 order by expires_at desc limit ${PER_PARTY - 1})`,
    [partyId],
  );
  await q.query("insert into money_token (token, party_id, expires_at) values ($1, $2, $3)", [
    token,
    partyId,
    new Date(now.getTime() + TTL_MS),
  ]);
  return token;
}

/**
 * Spends the caller's token: refused with the original's 请稍后再试 when it is unknown, another party's, spent or
 * expired. The delete is the one read, so of requests racing with one token only one gets through; call it
 * on its own (not in the request's transaction), so a token stays spent when a later check refuses.
 */
export async function spendMoneyToken(q: Queryable, partyId: number, token: string, now: Date): Promise<void> {
  const [row] = await q.query<{ expires_at: Date }>(
    "delete from money_token where token = $1 and party_id = $2 returning expires_at",
    [token, partyId],
  );
  if (!row || row.expires_at.getTime() <= now.getTime()) fail("moneyTokenSpent");
}
