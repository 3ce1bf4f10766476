import { centsToWire, pageInfo, toWireDate } from "@mall/contract";
import type { Queryable } from "../db/db.ts";
import { pageWindow } from "../db/sql.ts";
import { fail } from "../http/errors.ts";
import { PLATFORM_ACCOUNTS } from "./post.ts";

/**
 * console/ledger!postings: any account's postings, newest first, with its balance (a platform account's is the
 * sum of its shards, decision 0015).
 */
export async function accountPostings(
  q: Queryable,
  p: { partyId?: number; code: string; pageNum: number; pageSize: number },
) {
  if (p.partyId === undefined && !(p.code in PLATFORM_ACCOUNTS)) fail("paramError");
  if (p.partyId !== undefined && p.code !== "available" && p.code !== "frozen") fail("paramError");
  const where = p.partyId === undefined ? "a.party_id is null and a.code = $1" : "a.party_id = $2 and a.code = $1";
  const args = p.partyId === undefined ? [p.code] : [p.code, p.partyId];
  const [bal] = await q.query<{ balance: bigint | null }>(
    `select sum(a.balance)::bigint balance from ledger_account a where ${where}`,
    args,
  );
  const { limit, offset } = pageWindow(p);
  const n = args.length;
  const rows = await q.query<{
    id: bigint;
    txn_id: bigint;
    kind: string;
    ref: string | null;
    memo: string;
    amount: bigint;
    balance_after: bigint;
    shard: number;
    created_at: Date;
    total: number;
  }>(
    `select p.id, p.txn_id, t.kind, t.ref, t.memo, p.amount, p.balance_after, a.shard, t.created_at,
       count(*) over ()::int total
     from ledger_posting p join ledger_account a on a.id = p.account_id join ledger_txn t on t.id = p.txn_id
     where ${where} order by p.id desc limit $${n + 1} offset $${n + 2}`,
    [...args, limit, offset],
  );
  return {
    balance: centsToWire(bal?.balance ?? 0n),
    page: {
      pageInfo: pageInfo(p.pageNum, p.pageSize, rows[0]?.total ?? 0),
      pageList: rows.map((r) => ({
        postingId: String(r.id),
        txnId: String(r.txn_id),
        kind: r.kind,
        ref: r.ref,
        memo: r.memo,
        amount: centsToWire(r.amount),
        balanceAfter: centsToWire(r.balance_after),
        shard: r.shard,
        createTime: toWireDate(r.created_at) ?? "",
      })),
    },
  };
}

/** console/ledger!entry: every line of one journal entry, with whose account it is. */
export async function journalEntry(q: Queryable, txnId: string) {
  const rows = await q.query<{
    kind: string;
    ref: string | null;
    memo: string;
    created_at: Date;
    created_by: string | null;
    party_id: number | null;
    username: string | null;
    code: string;
    amount: bigint;
  }>(
    `select t.kind, t.ref, t.memo, t.created_at, cb.username created_by, a.party_id, pa.username, a.code, p.amount
     from ledger_txn t join ledger_posting p on p.txn_id = t.id join ledger_account a on a.id = p.account_id
     left join party pa on pa.id = a.party_id left join party cb on cb.id = t.created_by
     where t.id = $1::bigint order by p.id`,
    [txnId],
  );
  const first = rows[0];
  if (!first) return fail("noData");
  return {
    txnId,
    kind: first.kind,
    ref: first.ref,
    memo: first.memo,
    createTime: toWireDate(first.created_at) ?? "",
    createdBy: first.created_by,
    lines: rows.map((r) => ({
      account: r.code,
      partyId: r.party_id,
      username: r.username,
      amount: centsToWire(r.amount),
    })),
  };
}

/**
 * console/ledger!reconciliation: for one business day (Asia/Shanghai), per account class (buyers' and sellers'
 * available and frozen money, each platform account), the balance at the day's start, the day's movements by
 * kind, and the balance at its end; `balanced` says opening + movements = closing, read independently (the
 * closing from postings up to the day's end).
 */
export async function reconciliation(q: Queryable, day: string) {
  const start = new Date(`${day}T00:00:00+08:00`);
  if (Number.isNaN(start.getTime())) return fail("paramError");
  const end = new Date(start.getTime() + 86_400_000);
  const rows = await q.query<{
    cls: string;
    opening: bigint;
    deposits: bigint;
    withdrawals: bigint;
    payments: bigint;
    other: bigint;
    closing: bigint;
  }>(
    `with cls as (
       select a.id, case when a.party_id is null then a.code
         else (case when pa.role = 'SELLER' then 'sellers:' else 'buyers:' end) || a.code end cls
       from ledger_account a left join party pa on pa.id = a.party_id
     )
     select c.cls,
       coalesce(sum(p.amount) filter (where t.created_at < $1), 0)::bigint opening,
       coalesce(sum(p.amount) filter (where t.created_at >= $1 and t.created_at < $2 and t.kind = 'deposit'), 0)::bigint deposits,
       coalesce(sum(p.amount) filter (where t.created_at >= $1 and t.created_at < $2 and t.kind like 'withdraw%'), 0)::bigint withdrawals,
       coalesce(sum(p.amount) filter (where t.created_at >= $1 and t.created_at < $2 and t.kind like 'order%'), 0)::bigint payments,
       coalesce(sum(p.amount) filter (where t.created_at >= $1 and t.created_at < $2 and t.kind <> 'deposit'
         and t.kind not like 'withdraw%' and t.kind not like 'order%'), 0)::bigint other,
       coalesce(sum(p.amount) filter (where t.created_at < $2), 0)::bigint closing
     from cls c join ledger_posting p on p.account_id = c.id join ledger_txn t on t.id = p.txn_id
     group by c.cls order by c.cls`,
    [start, end],
  );
  const out = rows.map((r) => {
    const moved = r.deposits + r.withdrawals + r.payments + r.other;
    return {
      accountClass: r.cls,
      opening: centsToWire(r.opening),
      deposits: centsToWire(r.deposits),
      withdrawals: centsToWire(r.withdrawals),
      payments: centsToWire(r.payments),
      other: centsToWire(r.other),
      closing: centsToWire(r.closing),
      balanced: r.opening + moved === r.closing,
    };
  });
  return { day, rows: out, balanced: out.every((r) => r.balanced) };
}
