import type { Queryable } from "../db/db.ts";
import { DomainError } from "../http/errors.ts";

/**
 * The double-entry ledger (STYLE.md practice 4). Every money movement is one journal entry whose postings
 * sum to zero, posted inside the transaction of the business change it belongs to. The database refuses
 * an unbalanced entry (a deferred trigger) and an overdraft (a check constraint), so a bug here cannot
 * create or lose money silently.
 */

/** Accounts a party holds. */
export type PartyAccountCode = "available" | "frozen";

/**
 * Platform accounts. Sources of outside money (grants, deposits) and money lent out may go negative;
 * escrow, fees and withdrawals in flight never can.
 */
export const PLATFORM_ACCOUNTS = {
  "platform:grants": { mayGoNegative: true },
  "platform:deposits": { mayGoNegative: true },
  "platform:withdrawals": { mayGoNegative: false },
  "platform:escrow": { mayGoNegative: false },
  "platform:fees": { mayGoNegative: false },
  "platform:loans": { mayGoNegative: true },
  "platform:wholesale": { mayGoNegative: true },
  "platform:tax": { mayGoNegative: false },
} as const;
export type PlatformAccountCode = keyof typeof PLATFORM_ACCOUNTS;

export type AccountRef = { party: number; code: PartyAccountCode } | { platform: PlatformAccountCode };

export interface Entry {
  /** What happened, for records: grant, order-pay, order-settle, refund, deposit, withdraw ... */
  kind: string;
  /** The business record it belongs to (an order id, a deposit number). */
  ref?: string;
  /** Same key twice posts once: the second call finds the first entry and changes nothing. */
  idempotencyKey?: string;
  memo?: string;
  createdBy?: number;
  /** When it happened, by the caller's clock; the database's time when left out. */
  at?: Date;
  postings: { account: AccountRef; amount: bigint }[];
}

export type Posted = { txnId: bigint; replayed: boolean };

const key = (a: AccountRef) => ("party" in a ? `p:${a.party}:${a.code}` : a.platform);

async function accountId(q: Queryable, a: AccountRef): Promise<bigint> {
  if ("party" in a) {
    await q.query(
      `insert into ledger_account (party_id, code) values ($1, $2)
       on conflict (party_id, code, currency) where party_id is not null do nothing`,
      [a.party, a.code],
    );
    const [row] = await q.query<{ id: bigint }>(
      "select id from ledger_account where party_id = $1 and code = $2 and currency = 'USDT'",
      [a.party, a.code],
    );
    if (!row) throw new Error(`ledger account ${key(a)} missing`);
    return row.id;
  }
  await q.query(
    `insert into ledger_account (party_id, code, may_go_negative) values (null, $1, $2)
     on conflict (code, currency) where party_id is null do nothing`,
    [a.platform, PLATFORM_ACCOUNTS[a.platform].mayGoNegative],
  );
  const [row] = await q.query<{ id: bigint }>(
    "select id from ledger_account where party_id is null and code = $1 and currency = 'USDT'",
    [a.platform],
  );
  if (!row) throw new Error(`ledger account ${key(a)} missing`);
  return row.id;
}

const isOverdraft = (e: unknown) =>
  (e as { code?: string; constraint?: string }).code === "23514" &&
  (e as { constraint?: string }).constraint === "ledger_account_no_overdraft";

/** Posts one balanced entry. Must run inside the caller's transaction (`db.tx`). */
export async function postEntry(tx: Queryable, entry: Entry): Promise<Posted> {
  const { postings } = entry;
  if (postings.length < 2) throw new Error("a journal entry needs at least two postings");
  if (postings.some((p) => p.amount === 0n)) throw new Error("a posting of zero");
  if (postings.reduce((s, p) => s + p.amount, 0n) !== 0n) throw new Error(`entry ${entry.kind} does not balance`);

  const [txn] = await tx.query<{ id: bigint }>(
    `insert into ledger_txn (kind, ref, idempotency_key, memo, created_by, created_at)
     values ($1, $2, $3, $4, $5, coalesce($6::timestamptz, now()))
     on conflict (idempotency_key) do nothing returning id`,
    [
      entry.kind,
      entry.ref ?? null,
      entry.idempotencyKey ?? null,
      entry.memo ?? "",
      entry.createdBy ?? null,
      entry.at ?? null,
    ],
  );
  if (!txn) return { txnId: await priorEntry(tx, entry), replayed: true };

  // Rows are locked in account-id order so two entries touching the same accounts never deadlock.
  // Accounts are also first created in one fixed order (by their key) for the same reason.
  const ids = new Map<string, bigint>();
  for (const k of [...new Set(postings.map((p) => key(p.account)))].sort()) {
    const ref = postings.find((p) => key(p.account) === k)?.account;
    if (ref) ids.set(k, await accountId(tx, ref));
  }
  const lines = postings.map((p) => ({ id: ids.get(key(p.account)) ?? 0n, amount: p.amount }));
  lines.sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const after: bigint[] = [];
  for (const line of lines) {
    try {
      const [row] = await tx.query<{ balance: bigint }>(
        "update ledger_account set balance = balance + $2 where id = $1 returning balance",
        [line.id, line.amount],
      );
      after.push(row?.balance ?? 0n);
    } catch (e) {
      if (isOverdraft(e)) throw new DomainError("insufficientBalance");
      throw e;
    }
  }
  const values = lines.map((_, i) => `($1, $${i * 3 + 2}, $${i * 3 + 3}, $${i * 3 + 4})`).join(", ");
  await tx.query(`insert into ledger_posting (txn_id, account_id, amount, balance_after) values ${values}`, [
    txn.id,
    ...lines.flatMap((l, i) => [l.id, l.amount, after[i]]),
  ]);
  return { txnId: txn.id, replayed: false };
}

/**
 * The entry an idempotency key already posted. A replay must ask for the same movement: the same key with
 * another kind, party or amount is a client's mistake (a reused request number), refused rather than
 * answered as if it had been done.
 */
async function priorEntry(tx: Queryable, entry: Entry): Promise<bigint> {
  const rows = await tx.query<{ id: bigint; kind: string; party_id: number | null; code: string; amount: bigint }>(
    `select t.id, t.kind, a.party_id, a.code, p.amount
     from ledger_txn t join ledger_posting p on p.txn_id = t.id join ledger_account a on a.id = p.account_id
     where t.idempotency_key = $1`,
    [entry.idempotencyKey],
  );
  const first = rows[0];
  if (!first) throw new Error("idempotent entry vanished");
  const posted = new Map<string, bigint>();
  for (const r of rows) {
    const k = r.party_id === null ? r.code : `p:${r.party_id}:${r.code}`;
    posted.set(k, (posted.get(k) ?? 0n) + BigInt(r.amount));
  }
  const asked = new Map<string, bigint>();
  for (const p of entry.postings) asked.set(key(p.account), (asked.get(key(p.account)) ?? 0n) + p.amount);
  const same =
    first.kind === entry.kind &&
    posted.size === asked.size &&
    [...asked].every(([k, amount]) => posted.get(k) === amount);
  if (!same) throw new DomainError("requestIdReused");
  return first.id;
}
