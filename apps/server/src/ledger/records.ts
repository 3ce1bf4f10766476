import { centsToWire, pageInfo, toWireDate, type WalletEntry, type WalletRecord } from "@mall/contract";
import type { Queryable } from "../db/db.ts";
import { pageWindow } from "../db/sql.ts";
import { fail } from "../http/errors.ts";

/**
 * A party's movements on its available and frozen accounts, newest first (shop wallet, seller app and
 * console alike); `kind` keeps the entries whose kind begins with it (deposit, withdraw, order, grant, loan).
 */
export async function walletRecords(
  q: Queryable,
  partyId: number,
  page: { pageNum: number; pageSize: number; kind?: string },
) {
  const { limit, offset } = pageWindow(page);
  const rows = await q.query<{
    id: bigint;
    txn_id: bigint;
    code: string;
    created_at: Date;
    kind: string;
    amount: bigint;
    balance_after: bigint;
    ref: string | null;
    memo: string;
    total: number;
  }>(
    `select p.id, p.txn_id, a.code, t.created_at, t.kind, p.amount, p.balance_after, t.ref, t.memo,
       count(*) over ()::int total
     from ledger_posting p join ledger_account a on a.id = p.account_id join ledger_txn t on t.id = p.txn_id
     where a.party_id = $1 and a.code in ('available', 'frozen') and ($4::text is null or t.kind like $4 || '%')
     order by p.id desc limit $2 offset $3`,
    [partyId, limit, offset, page.kind ?? null],
  );
  const pageList: WalletRecord[] = rows.map((r) => ({
    id: String(r.id),
    txnId: String(r.txn_id),
    account: r.code,
    createTime: toWireDate(r.created_at),
    category: r.kind,
    amount: centsToWire(r.amount),
    balanceAfter: centsToWire(r.balance_after),
    ref: r.ref,
    memo: r.memo,
  }));
  return { pageInfo: pageInfo(page.pageNum, page.pageSize, rows[0]?.total ?? 0), pageList };
}

/**
 * One journal entry as the party sees it (wallet!entry): only an entry that touches one of its accounts; its
 * own lines by account, platform lines by their account's name, and another party's lines as "party" with
 * no name (a buyer sees that an order's money went to a store's account, not whose).
 */
export async function walletEntry(q: Queryable, partyId: number, txnId: string): Promise<WalletEntry> {
  const rows = await q.query<{
    kind: string;
    ref: string | null;
    memo: string;
    created_at: Date;
    party_id: number | null;
    code: string;
    amount: bigint;
  }>(
    `select t.kind, t.ref, t.memo, t.created_at, a.party_id, a.code, p.amount
     from ledger_txn t join ledger_posting p on p.txn_id = t.id join ledger_account a on a.id = p.account_id
     where t.id = $1::bigint and exists (
       select 1 from ledger_posting o join ledger_account oa on oa.id = o.account_id
       where o.txn_id = t.id and oa.party_id = $2)
     order by p.id`,
    [txnId, partyId],
  );
  const first = rows[0];
  if (!first) return fail("noData");
  return {
    txnId,
    kind: first.kind,
    ref: first.ref,
    memo: first.memo,
    createTime: toWireDate(first.created_at) ?? "",
    lines: rows.map((r) => ({
      account: r.party_id === null ? r.code : r.party_id === partyId ? r.code : "party",
      own: r.party_id === partyId,
      amount: centsToWire(r.amount),
    })),
  };
}
