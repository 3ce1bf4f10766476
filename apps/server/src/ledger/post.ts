import { randomInt } from "node:crypto";
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
 * escrow, fees and withdrawals in flight never can. A source that every deposit or grant touches is split
 * into `shards` rows (decision 0015): each entry takes one, the account's balance is their sum, so 50
 * concurrent approvals do not wait for one row lock. Only accounts that may go negative are split, since a
 * shard has no floor of its own.
 */
export const PLATFORM_ACCOUNTS = {
  "platform:grants": { mayGoNegative: true, shards: 16 },
  "platform:deposits": { mayGoNegative: true, shards: 16 },
  "platform:withdrawals": { mayGoNegative: false, shards: 1 },
  "platform:escrow": { mayGoNegative: false, shards: 1 },
  "platform:fees": { mayGoNegative: false, shards: 1 },
  "platform:loans": { mayGoNegative: true, shards: 16 },
  "platform:wholesale": { mayGoNegative: true, shards: 1 },
  "platform:tax": { mayGoNegative: false, shards: 1 },
  /** Interest and penalties borrowers paid on loans. */
  "platform:interest": { mayGoNegative: false, shards: 1 },
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

const isOverdraft = (e: unknown) =>
  (e as { code?: string; constraint?: string }).code === "23514" &&
  (e as { constraint?: string }).constraint === "ledger_account_no_overdraft";

/** Posts one balanced entry. Must run inside the caller's transaction (`db.tx`). */
export async function postEntry(tx: Queryable, entry: Entry): Promise<Posted> {
  const { postings } = entry;
  if (postings.length < 2) throw new Error("a journal entry needs at least two postings");
  if (postings.some((p) => p.amount === 0n)) throw new Error("a posting of zero");
  if (postings.reduce((s, p) => s + p.amount, 0n) !== 0n) throw new Error(`entry ${entry.kind} does not balance`);

  // Accounts are first created in one fixed order (by their key), so two new entries never deadlock; the
  // function then locks them in id order for the same reason.
  const lines = [...postings].sort((a, b) =>
    key(a.account) < key(b.account) ? -1 : key(a.account) > key(b.account) ? 1 : 0,
  );
  const shard = randomInt(0x7fff);
  try {
    const [row] = await tx.query<{ txn: bigint | null }>(
      `select ledger_post($1, $2, $3, $4, $5, $6::timestamptz,
         $7::integer[], $8::text[], $9::smallint[], $10::boolean[], $11::bigint[]) txn`,
      [
        entry.kind,
        entry.ref ?? null,
        entry.idempotencyKey ?? null,
        entry.memo ?? "",
        entry.createdBy ?? null,
        entry.at ?? null,
        lines.map((l) => ("party" in l.account ? l.account.party : null)),
        lines.map((l) => ("party" in l.account ? l.account.code : l.account.platform)),
        lines.map((l) => ("party" in l.account ? 0 : shard % PLATFORM_ACCOUNTS[l.account.platform].shards)),
        lines.map((l) => "platform" in l.account && PLATFORM_ACCOUNTS[l.account.platform].mayGoNegative),
        lines.map((l) => l.amount.toString()),
      ],
    );
    if (row?.txn == null) return { txnId: await priorEntry(tx, entry), replayed: true };
    return { txnId: BigInt(row.txn), replayed: false };
  } catch (e) {
    if (isOverdraft(e)) throw new DomainError("insufficientBalance");
    throw e;
  }
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
