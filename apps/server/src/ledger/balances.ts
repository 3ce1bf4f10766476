import type { Queryable } from "../db/db.ts";

export type PartyBalances = { available: bigint; frozen: bigint };

/** A party's balances in cents; accounts that were never posted to are zero. */
export async function partyBalances(q: Queryable, partyId: number): Promise<PartyBalances> {
  const rows = await q.query<{ code: string; balance: bigint }>(
    "select code, balance from ledger_account where party_id = $1 and currency = 'USDT'",
    [partyId],
  );
  const of = (code: string) => rows.find((r) => r.code === code)?.balance ?? 0n;
  return { available: of("available"), frozen: of("frozen") };
}

/** True when any account of the party holds money (account cancellation is refused then). */
export async function holdsMoney(q: Queryable, partyId: number): Promise<boolean> {
  const [row] = await q.query<{ n: number }>(
    "select count(*)::int n from ledger_account where party_id = $1 and balance <> 0",
    [partyId],
  );
  return (row?.n ?? 0) > 0;
}
