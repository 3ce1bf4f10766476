import type { LedgerReport } from "@mall/contract";
import type { Queryable } from "../db/db.ts";

/** Proves the ledger's invariants over the whole database (npm run ledger:check, and tests). */
export async function checkLedger(q: Queryable): Promise<LedgerReport> {
  const [counts] = await q.query<{ t: number; p: number }>(
    "select (select count(*)::int from ledger_txn) t, (select count(*)::int from ledger_posting) p",
  );
  const unbalanced = await q.query<{ txnId: string; total: string }>(
    `select t.id::text "txnId", coalesce(sum(p.amount), 0)::text total
     from ledger_txn t left join ledger_posting p on p.txn_id = t.id
     group by t.id having coalesce(sum(p.amount), 0) <> 0 or count(p.id) < 2`,
  );
  const drifted = await q.query<{ accountId: string; balance: string; postings: string }>(
    `select a.id::text "accountId", a.balance::text balance, coalesce(s.total, 0)::text postings
     from ledger_account a left join (select account_id, sum(amount) total from ledger_posting group by account_id) s
       on s.account_id = a.id
     where a.balance <> coalesce(s.total, 0)`,
  );
  const negative = await q.query<{ accountId: string; balance: string }>(
    `select id::text "accountId", balance::text balance from ledger_account where balance < 0 and not may_go_negative`,
  );
  return {
    transactions: counts?.t ?? 0,
    postings: counts?.p ?? 0,
    unbalanced,
    drifted,
    negative,
    ok: !unbalanced.length && !drifted.length && !negative.length,
  };
}
