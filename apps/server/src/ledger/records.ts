import { centsToWire, pageInfo, toWireDate, type WalletRecord } from "@mall/contract";
import type { Queryable } from "../db/db.ts";
import { pageWindow } from "../db/sql.ts";

/** A party's movements on its available account, newest first (shop wallet, seller app and console alike). */
export async function walletRecords(q: Queryable, partyId: number, page: { pageNum: number; pageSize: number }) {
  const { limit, offset } = pageWindow(page);
  const rows = await q.query<{
    id: bigint;
    created_at: Date;
    kind: string;
    amount: bigint;
    balance_after: bigint;
    ref: string | null;
    memo: string;
    total: number;
  }>(
    `select p.id, t.created_at, t.kind, p.amount, p.balance_after, t.ref, t.memo, count(*) over ()::int total
     from ledger_posting p join ledger_account a on a.id = p.account_id join ledger_txn t on t.id = p.txn_id
     where a.party_id = $1 and a.code = 'available'
     order by p.id desc limit $2 offset $3`,
    [partyId, limit, offset],
  );
  const pageList: WalletRecord[] = rows.map((r) => ({
    id: String(r.id),
    createTime: toWireDate(r.created_at),
    category: r.kind,
    amount: centsToWire(r.amount),
    balanceAfter: centsToWire(r.balance_after),
    ref: r.ref,
    memo: r.memo,
  }));
  return { pageInfo: pageInfo(page.pageNum, page.pageSize, rows[0]?.total ?? 0), pageList };
}
