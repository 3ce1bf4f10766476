import { WITHDRAWAL_LIFECYCLE } from "@mall/contract";
import type { Queryable } from "../db/db.ts";
import { transition } from "../db/transition.ts";
import { fail } from "../http/errors.ts";
import { type Entry, postEntry } from "../ledger/post.ts";

type WithdrawalRow = {
  id: string;
  party_id: number;
  volume: bigint;
  fee: bigint;
  arrival: bigint;
  needs_two: boolean;
  state: number;
};

export async function lockWithdrawal(q: Queryable, orderNo: string): Promise<WithdrawalRow> {
  const [row] = await q.query<WithdrawalRow>(
    "select id, party_id, volume, fee, arrival, needs_two, state from withdrawal where id = $1 for update",
    [orderNo],
  );
  return row ?? fail("orderNotFound");
}

/**
 * console/withdrawal!payOut: the money has been sent; the frozen amount leaves the party, the arrival to
 * platform:withdrawals and the fee to platform:fees, in one entry. Above the two-person amount a first call
 * only records its approver, and a different staff member's call pays; the same person twice is refused.
 * The row is locked first, so a payout racing a refusal waits and then finds it moved.
 */
export async function payOutWithdrawal(
  tx: Queryable,
  p: { orderNo: string; staffId: number; payoutRef?: string; now: Date },
): Promise<{ paid: boolean; approvals: number }> {
  const w = await lockWithdrawal(tx, p.orderNo);
  if (w.state !== 0) fail("alreadyReviewed");
  let approvals = 1;
  if (w.needs_two) {
    const added = await tx.query(
      `insert into withdrawal_approval (withdrawal_id, staff_id, approved_at) values ($1, $2, $3)
       on conflict do nothing returning 1`,
      [w.id, p.staffId, p.now],
    );
    const [row] = await tx.query<{ n: number }>(
      "select count(*)::int n from withdrawal_approval where withdrawal_id = $1",
      [w.id],
    );
    approvals = row?.n ?? 0;
    if (!added.length && approvals < 2) fail("secondApproverNeeded");
    if (approvals < 2) return { paid: false, approvals };
  }
  if (!p.payoutRef || p.payoutRef.length < 4) fail("payoutRefRequired");
  await transition(tx, WITHDRAWAL_LIFECYCLE, w, "payOut", {
    reviewed_at: p.now,
    reviewed_by: p.staffId,
    payout_ref: p.payoutRef,
  });
  const postings: Entry["postings"] = [
    { account: { party: w.party_id, code: "frozen" }, amount: -w.volume },
    { account: { platform: "platform:withdrawals" }, amount: w.arrival },
  ];
  if (w.fee > 0n) postings.push({ account: { platform: "platform:fees" }, amount: w.fee });
  await postEntry(tx, {
    kind: "withdraw-payout",
    ref: w.id,
    idempotencyKey: `withdraw-payout:${w.id}`,
    memo: `提现订单[${w.id}]`,
    createdBy: p.staffId,
    at: p.now,
    postings,
  });
  return { paid: true, approvals };
}

/**
 * console/withdrawal!refuse: the withdrawal fails with the staff's reason and its whole amount goes back from
 * frozen to available. Only a pending one: a paid withdrawal can never be refused (and refunded) again.
 */
export async function refuseWithdrawal(
  tx: Queryable,
  p: { orderNo: string; reason: string; staffId: number; now: Date },
) {
  const w = await lockWithdrawal(tx, p.orderNo);
  await transition(tx, WITHDRAWAL_LIFECYCLE, w, "refuse", {
    reviewed_at: p.now,
    reviewed_by: p.staffId,
    failure_msg: p.reason,
  });
  await postEntry(tx, {
    kind: "withdraw-refuse",
    ref: w.id,
    idempotencyKey: `withdraw-refuse:${w.id}`,
    memo: `驳回提现[${w.id}]`,
    createdBy: p.staffId,
    at: p.now,
    postings: [
      { account: { party: w.party_id, code: "frozen" }, amount: -w.volume },
      { account: { party: w.party_id, code: "available" }, amount: w.volume },
    ],
  });
}
