import { LOAN_LIFECYCLE } from "@mall/contract";
import type { Queryable } from "../db/db.ts";
import { transition } from "../db/transition.ts";
import { fail } from "../http/errors.ts";
import { postEntry } from "../ledger/post.ts";
import { loanConfig } from "./config.ts";
import { lockLoan } from "./loan-money.ts";

const DAY_MS = 86_400_000;

/**
 * console/loan!approve: pays a pending loan out, once. The loan is locked first: of 50 approvals at once, one
 * moves it and posts the payout (platform:loans → the borrower's available balance, keyed by the loan), the
 * rest find it moved and are refused. Above the two-person amount a first approval only records itself, and
 * a different staff member's approval pays.
 */
export async function approveLoan(
  tx: Queryable,
  p: { id: string; staffId: number; now: Date },
): Promise<{ approved: boolean; approvals: number }> {
  const l = await lockLoan(tx, p.id);
  if (l.status !== 1) fail("loanNotPending");
  const c = await loanConfig(tx);
  let approvals = 1;
  if (l.principal > BigInt(c.twoPersonAbove) * 100n) {
    const added = await tx.query(
      "insert into loan_approval (loan_id, staff_id, approved_at) values ($1, $2, $3) on conflict do nothing returning 1",
      [l.id, p.staffId, p.now],
    );
    const [row] = await tx.query<{ n: number }>("select count(*)::int n from loan_approval where loan_id = $1", [l.id]);
    approvals = row?.n ?? 0;
    if (!added.length && approvals < 2) fail("loanSecondApprover");
    if (approvals < 2) return { approved: false, approvals };
  }
  await transition(tx, LOAN_LIFECYCLE, { id: l.id, state: l.status }, "approve", {
    approved_at: p.now,
    due_at: new Date(p.now.getTime() + l.term_days * DAY_MS),
    reviewed_by: p.staffId,
  });
  const { txnId } = await postEntry(tx, {
    kind: "loan-disburse",
    ref: l.id,
    idempotencyKey: `loan-disburse:${l.id}`,
    memo: "发放贷款",
    createdBy: p.staffId,
    at: p.now,
    postings: [
      { account: { platform: "platform:loans" }, amount: -l.principal },
      { account: { party: l.party_id, code: "available" }, amount: l.principal },
    ],
  });
  await tx.query(
    `insert into loan_line (loan_id, kind, amount, interest, principal, txn_id, created_at)
     values ($1, 'disburse', $2, 0, $2, $3, $4)`,
    [l.id, l.principal, txnId, p.now],
  );
  return { approved: true, approvals };
}

/** console/loan!reject: a pending application is refused with a reason the borrower reads. */
export async function rejectLoan(tx: Queryable, p: { id: string; reason: string; staffId: number; now: Date }) {
  const l = await lockLoan(tx, p.id);
  await transition(tx, LOAN_LIFECYCLE, { id: l.id, state: l.status }, "reject", {
    reject_reason: p.reason,
    reviewed_by: p.staffId,
  });
}
