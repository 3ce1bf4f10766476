import { LOAN_LIFECYCLE } from "@mall/contract";
import type { Queryable } from "../db/db.ts";
import { transition } from "../db/transition.ts";
import { fail } from "../http/errors.ts";
import { type Entry, postEntry } from "../ledger/post.ts";
import { interestFor, loanDays, splitPayment } from "./interest.ts";

export type LoanRow = {
  id: string;
  party_id: number;
  status: number;
  real_name: string;
  principal: bigint;
  rate_ppm: number;
  penalty_ppm: number;
  term_days: number;
  approved_at: Date | null;
  due_at: Date | null;
  repaid: bigint;
  interest_paid: bigint;
  auto_collect: boolean;
};

const COLUMNS = `id, party_id, status, real_name, principal, rate_ppm, penalty_ppm, term_days, approved_at, due_at, repaid,
  interest_paid, auto_collect`;

/** The loan, locked for a change (a second payment or approval waits, then sees the first one's result). */
export async function lockLoan(q: Queryable, id: string, partyId?: number): Promise<LoanRow> {
  const [row] = await q.query<LoanRow>(
    `select ${COLUMNS} from loan where id = $1 and ($2::int is null or party_id = $2) for update`,
    [id, partyId ?? null],
  );
  return row ?? fail("loanNotFound");
}

export async function readLoan(q: Queryable, id: string, partyId?: number): Promise<LoanRow> {
  const [row] = await q.query<LoanRow>(
    `select ${COLUMNS} from loan where id = $1 and ($2::int is null or party_id = $2)`,
    [id, partyId ?? null],
  );
  return row ?? fail("loanNotFound");
}

/** A running loan's figures at `now`: days counted, interest charged, interest still owed, total due. */
export function figuresOf(l: LoanRow, now: Date) {
  if (!l.approved_at || (l.status !== 2 && l.status !== 3)) {
    return { days: 0, interest: 0n, interestDue: 0n, due: 0n };
  }
  const days = loanDays(l.approved_at, now);
  const interest = interestFor(
    { principal: l.principal, ratePpm: l.rate_ppm, penaltyPpm: l.penalty_ppm, termDays: l.term_days },
    days,
  );
  const due = l.principal + interest - l.repaid;
  return { days, interest, interestDue: interest - l.interest_paid, due: due > 0n ? due : 0n };
}

/**
 * Pays `amount` of a running loan, from the borrower's wallet or from outside the platform (a repayment staff
 * record), in one journal entry: interest first (to platform:interest), then principal (back to
 * platform:loans). The loan's running figures and statement line change in the same transaction, and the
 * loan settles once nothing is due. `key` makes a retried payment post once.
 */
export async function payLoan(
  tx: Queryable,
  l: LoanRow,
  p: { amount: bigint; kind: "repay" | "collect" | "manual"; key: string; by?: number; now: Date },
): Promise<bigint> {
  const f = figuresOf(l, p.now);
  if (p.amount <= 0n || p.amount > f.due) fail("amountOverLimit");
  const part = splitPayment(p.amount, f.interestDue);
  const postings: Entry["postings"] = [
    p.kind === "manual"
      ? { account: { platform: "platform:deposits" }, amount: -p.amount }
      : { account: { party: l.party_id, code: "available" }, amount: -p.amount },
  ];
  if (part.principal > 0n) postings.push({ account: { platform: "platform:loans" }, amount: part.principal });
  if (part.interest > 0n) postings.push({ account: { platform: "platform:interest" }, amount: part.interest });
  const posted = await postEntry(tx, {
    kind: `loan-${p.kind}`,
    ref: l.id,
    idempotencyKey: p.key,
    memo: "偿还贷款",
    createdBy: p.by,
    at: p.now,
    postings,
  });
  if (posted.replayed) return posted.txnId;
  await tx.query(
    `insert into loan_line (loan_id, kind, amount, interest, principal, txn_id, created_at) values ($1, $2, $3, $4, $5, $6, $7)`,
    [l.id, p.kind, p.amount, part.interest, part.principal, posted.txnId, p.now],
  );
  await tx.query("update loan set repaid = repaid + $2, interest_paid = interest_paid + $3 where id = $1", [
    l.id,
    p.amount,
    part.interest,
  ]);
  if (p.amount === f.due) {
    await transition(tx, LOAN_LIFECYCLE, { id: l.id, state: l.status }, "settle", { settled_at: p.now });
  }
  return posted.txnId;
}
