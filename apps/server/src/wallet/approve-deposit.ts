import { DEPOSIT_LIFECYCLE, parseCents } from "@mall/contract";
import type { Queryable } from "../db/db.ts";
import { isUniqueViolation } from "../db/sql.ts";
import { transition } from "../db/transition.ts";
import { fail } from "../http/errors.ts";
import { postEntry } from "../ledger/post.ts";

export type DepositRow = {
  id: string;
  party_id: number;
  method: string;
  network: string;
  tx_hash: string;
  amount: bigint;
  state: number;
  pay_orders: string[] | null;
};

/** The deposit, locked for the change (a second approval waits, then finds it moved). */
export async function lockDeposit(q: Queryable, orderNo: string): Promise<DepositRow> {
  const [row] = await q.query<DepositRow>(
    `select id, party_id, method, network, tx_hash, amount, state, pay_orders::text[] pay_orders
     from deposit where id = $1 for update`,
    [orderNo],
  );
  return row ?? fail("orderNotFound");
}

/**
 * Credits a provider's deposit on its confirmed payment (`paid`, from a locked row): the row moves once, and
 * one journal entry keyed by its number moves the money from platform:deposits to the party's available
 * balance. A transaction hash is recorded in chain_credit so one transfer never credits two deposits.
 */
export async function creditDeposit(
  tx: Queryable,
  d: DepositRow,
  o: { event: "approve" | "paid"; by?: number; amount?: bigint; logIndex?: number; now: Date },
): Promise<bigint> {
  const amount = o.amount ?? d.amount;
  await transition(tx, DEPOSIT_LIFECYCLE, d, o.event, {
    reviewed_at: o.now,
    reviewed_by: o.by ?? null,
    amount,
  });
  await recordChainCredit(tx, d, o.logIndex);
  const { txnId } = await postCredit(tx, d, amount, o);
  return txnId;
}

/** One chain transfer credits one deposit, ever (chain_credit's key); -1 when no reader said which log. */
async function recordChainCredit(tx: Queryable, d: DepositRow, logIndex: number | undefined) {
  if (!d.tx_hash) return;
  const used = await tx.query("select 1 from chain_credit where network = $1 and tx_hash = $2", [d.network, d.tx_hash]);
  if (used.length) fail("txHashUsed");
  try {
    await tx.query("insert into chain_credit (network, tx_hash, log_index, deposit_id) values ($1, $2, $3, $4)", [
      d.network,
      d.tx_hash,
      logIndex ?? -1,
      d.id,
    ]);
  } catch (e) {
    if (isUniqueViolation(e)) fail("txHashUsed");
    throw e;
  }
}

/** The credit's journal entry: platform:deposits → the party's available balance, keyed by the deposit. */
function postCredit(tx: Queryable, d: { id: string; party_id: number }, amount: bigint, o: { by?: number; now: Date }) {
  return postEntry(tx, {
    kind: "deposit",
    ref: d.id,
    idempotencyKey: `deposit:${d.id}`,
    memo: `充值订单[${d.id}]`,
    createdBy: o.by,
    at: o.now,
    postings: [
      { account: { platform: "platform:deposits" }, amount: -amount },
      { account: { party: d.party_id, code: "available" }, amount },
    ],
  });
}

/**
 * console/deposit!approve: of 50 approvals at once, one moves the deposit and credits it, the rest are
 * refused with 操作成功，请勿重复点击. Staff credit an on-chain or bank deposit, by default the USDT it was asked for,
 * or what really arrived when they correct it (never more than 1,000,000.00 USDT). A provider's deposit is
 * settled by its signed callback only (the original's 第三方充值订单不可人工审核).
 */
export async function approveDeposit(
  tx: Queryable,
  p: { orderNo: string; amount?: string; staffId: number; logIndex?: number; now: Date },
): Promise<bigint> {
  let amount: bigint | undefined;
  if (p.amount !== undefined) {
    amount = /^\d{1,7}(\.\d{1,2})?$/.test(p.amount) ? parseCents(p.amount) : undefined;
    if (amount === undefined || amount <= 0n) return fail("amountOverLimit");
  }
  // DEPOSIT_LIFECYCLE's approve in one statement (the hot path of the desk and of the bench): only a pending
  // deposit that is not a provider's moves; anything else is read again for the precise refusal.
  const { from, to } = DEPOSIT_LIFECYCLE.transitions.approve;
  const [d] = await tx.query<DepositRow>(
    `update deposit set state = $2, reviewed_at = $3, reviewed_by = $4, amount = coalesce($5, amount), updated_at = now()
     where id = $1 and state = any($6::smallint[]) and method <> 'provider'
     returning id, party_id, method, network, tx_hash, amount, state, pay_orders::text[] pay_orders`,
    [p.orderNo, to, p.now, p.staffId, amount ?? null, from],
  );
  if (!d) {
    const known = await lockDeposit(tx, p.orderNo);
    return fail(known.method === "provider" ? "thirdPartyNotManual" : "alreadyReviewed");
  }
  await recordChainCredit(tx, d, p.logIndex);
  return (await postCredit(tx, d, d.amount, { by: p.staffId, now: p.now })).txnId;
}

/** console/deposit!refuse: the deposit fails with the staff's reason; no money moves. */
export async function refuseDeposit(tx: Queryable, p: { orderNo: string; reason: string; staffId: number; now: Date }) {
  const d = await lockDeposit(tx, p.orderNo);
  if (d.method === "provider") fail("thirdPartyNotManual");
  await transition(tx, DEPOSIT_LIFECYCLE, d, "refuse", {
    reviewed_at: p.now,
    reviewed_by: p.staffId,
    failure_msg: p.reason,
  });
}
