import { centsToWire, LOAN_STATUS_ZH, type LoanStatus, pageInfo, toWireDate } from "@mall/contract";
import type { Queryable } from "../db/db.ts";
import { pageWindow } from "../db/sql.ts";
import { fail } from "../http/errors.ts";
import { partyBalances } from "../ledger/balances.ts";
import type { LoanConfig } from "./config.ts";
import { ppmToFraction, ppmToPercent, quote } from "./interest.ts";
import { figuresOf, type LoanRow, readLoan } from "./loan-money.ts";

const wire = (d: Date | null) => toWireDate(d);
const DAY_MS = 86_400_000;

/** credit!check: "true" when the account has no pending, running, overdue or rejected-and-not-reapplied loan. */
export async function mayApply(q: Queryable, partyId: number): Promise<"true" | "false"> {
  const [row] = await q.query("select 1 from loan where party_id = $1 and status in (1, 2, 3) limit 1", [partyId]);
  return row ? "false" : "true";
}

export function configVo(c: LoanConfig) {
  const days = c.lendableDays.map(String);
  return {
    rate: ppmToFraction(c.ratePpm),
    defaultRate: ppmToFraction(c.penaltyPpm),
    lendableDays: days,
    allLendableDays: days,
    amountMin: c.amountMin,
    amountMax: c.amountMax,
  };
}

/** credit!quote: the cost of a loan at today's terms, by the function that will charge it. */
export function quoteVo(c: LoanConfig, amount: bigint, termDays: number, now: Date) {
  const q = quote({ principal: amount, ratePpm: c.ratePpm, penaltyPpm: c.penaltyPpm, termDays });
  return {
    applyAmount: centsToWire(amount),
    creditPeriod: termDays,
    interest: centsToWire(q.interest),
    totalRepayment: centsToWire(q.total),
    dueDate: wire(new Date(now.getTime() + termDays * DAY_MS)) ?? "",
    penaltyPerDay: centsToWire(q.penaltyPerDay),
    yearlyRatePercent: ppmToPercent(c.ratePpm * 365),
    dailyRatePercent: ppmToPercent(c.ratePpm),
    penaltyRatePercent: ppmToPercent(c.penaltyPpm),
  };
}

/** credit!bill: the running loan (approved or overdue) as of now; zeros without one. */
export async function billOf(q: Queryable, partyId: number, now: Date) {
  const [l] = await q.query<LoanRow & { id: string }>(
    `select id, party_id, status, real_name, principal, rate_ppm, penalty_ppm, term_days, approved_at, due_at, repaid,
       interest_paid, auto_collect
     from loan where party_id = $1 and status in (2, 3) order by created_at desc limit 1`,
    [partyId],
  );
  if (!l) return { applyAmount: 0, alreadyCreditDays: 0, interest: 0, estimatePayment: 0 };
  const f = figuresOf(l, now);
  return {
    realName: l.real_name,
    applyAmount: centsToWire(l.principal),
    alreadyCreditDays: f.days,
    interest: centsToWire(f.interest),
    estimatePayment: centsToWire(f.due),
    creditId: l.id,
    status: l.status,
    dueDate: wire(l.due_at) ?? "",
    creditPeriod: l.term_days,
    repaid: centsToWire(l.repaid),
    autoCollect: l.auto_collect,
  };
}

/** credit!histroy: the borrower's loans, newest first, in the original's Page (its paging fields right). */
export async function historyOf(q: Queryable, partyId: number, p: { pageNum: number; pageSize: number }) {
  const { limit, offset } = pageWindow(p);
  const rows = await q.query<{
    id: string;
    principal: bigint;
    created_at: Date;
    term_days: number;
    rate_ppm: number;
    status: LoanStatus;
    reject_reason: string | null;
    total: number;
  }>(
    `select id, principal, created_at, term_days, rate_ppm, status, reject_reason, count(*) over ()::int total
     from loan where party_id = $1 order by created_at desc, id limit $2 offset $3`,
    [partyId, limit, offset],
  );
  return {
    elements: rows.map((r) => ({
      id: r.id,
      applyAmount: centsToWire(r.principal),
      customerSubmitTime: wire(r.created_at) ?? "",
      creditPeriod: r.term_days,
      creditRate: ppmToFraction(r.rate_ppm),
      status: r.status,
      statusStr: LOAN_STATUS_ZH[r.status],
      rejectReason: r.reject_reason,
    })),
    pageSize: p.pageSize,
    thisPageNumber: p.pageNum,
    totalElements: rows[0]?.total ?? 0,
  };
}

/** credit!beforepay: what repaying the borrower's own running loan now takes, and the wallet beside it. */
export async function beforePay(q: Queryable, partyId: number, id: string, now: Date) {
  const l = await readLoan(q, id, partyId);
  if (l.status !== 2 && l.status !== 3) fail("loanNotReviewed");
  const f = figuresOf(l, now);
  return {
    realName: l.real_name,
    alreadyCreditDays: f.days,
    estimatePayment: centsToWire(f.due),
    creditRate: ppmToFraction(l.rate_ppm),
    accountAmount: centsToWire((await partyBalances(q, partyId)).available),
  };
}

/** credit!beforereapply: the borrower's own rejected application (the original showed anyone's). */
export async function beforeReapply(q: Queryable, partyId: number, id: string) {
  const [r] = await q.query<{
    id: string;
    status: number;
    real_name: string;
    identification: string;
    country_id: number;
    img_face: string;
    img_back: string;
    img_hand: string;
    term_days: number;
    principal: bigint;
    rate_ppm: number;
    penalty_ppm: number;
    reject_reason: string | null;
    created_at: Date;
  }>("select * from loan where id = $1 and party_id = $2", [id, partyId]);
  if (!r) return fail("loanNotFound");
  if (r.status !== 4) return fail("loanUnfinished");
  return {
    id: r.id,
    status: r.status,
    realName: r.real_name,
    identification: r.identification,
    countryId: r.country_id,
    imgCertificateFace: r.img_face,
    imgCertificateBack: r.img_back,
    imgCertificateHand: r.img_hand,
    creditPeriod: r.term_days,
    applyAmount: centsToWire(r.principal),
    creditRate: ppmToFraction(r.rate_ppm),
    defaultRate: ppmToFraction(r.penalty_ppm),
    rejectReason: r.reject_reason,
    customerSubmitTime: wire(r.created_at) ?? "",
  };
}

/** A loan's statement: its figures now and every payout and payment with its journal entry. */
export async function statementOf(q: Queryable, id: string, now: Date, partyId?: number) {
  const l = await readLoan(q, id, partyId);
  const f = figuresOf(l, now);
  const lines = await q.query<{
    kind: "disburse" | "collect" | "repay" | "manual";
    amount: bigint;
    interest: bigint;
    principal: bigint;
    txn_id: bigint;
    created_at: Date;
  }>("select kind, amount, interest, principal, txn_id, created_at from loan_line where loan_id = $1 order by id", [
    id,
  ]);
  const settledInterest = l.status === 5 && l.approved_at ? l.interest_paid : f.interest;
  return {
    creditId: l.id,
    status: l.status,
    applyAmount: centsToWire(l.principal),
    creditPeriod: l.term_days,
    creditRate: ppmToFraction(l.rate_ppm),
    defaultRate: ppmToFraction(l.penalty_ppm),
    approvedTime: wire(l.approved_at),
    dueDate: wire(l.due_at),
    alreadyCreditDays: f.days,
    interest: centsToWire(settledInterest),
    repaid: centsToWire(l.repaid),
    due: centsToWire(f.due),
    autoCollect: l.auto_collect,
    lines: lines.map((r) => ({
      kind: r.kind,
      amount: centsToWire(r.amount),
      interest: centsToWire(r.interest),
      principal: centsToWire(r.principal),
      txnId: String(r.txn_id),
      createTime: wire(r.created_at) ?? "",
    })),
  };
}

// ---- The loan desk

/** console/loan!queue: pending applications oldest first; other states newest first; by username. */
export async function loanQueue(
  q: Queryable,
  p: { status?: number; q?: string; pageNum: number; pageSize: number },
  now: Date,
) {
  const status = p.status ?? 1;
  const { limit, offset } = pageWindow(p);
  const rows = await q.query<LoanRow & { username: string; created_at: Date; total: number }>(
    `select l.id, l.party_id, l.status, l.real_name, l.principal, l.rate_ppm, l.penalty_ppm, l.term_days, l.approved_at,
       l.due_at, l.repaid, l.interest_paid, l.auto_collect, l.created_at, p.username, count(*) over ()::int total
     from loan l join party p on p.id = l.party_id
     where l.status = $1 and ($2::text is null or p.username = $2 or l.id = $2)
     order by l.created_at ${status === 1 ? "asc" : "desc"}, l.id limit $3 offset $4`,
    [status, p.q ?? null, limit, offset],
  );
  return {
    pageInfo: pageInfo(p.pageNum, p.pageSize, rows[0]?.total ?? 0),
    pageList: rows.map((r) => ({
      creditId: r.id,
      partyId: r.party_id,
      username: r.username,
      realName: r.real_name,
      applyAmount: centsToWire(r.principal),
      creditPeriod: r.term_days,
      status: r.status,
      createTime: wire(r.created_at) ?? "",
      ageSeconds: Math.max(0, Math.floor((now.getTime() - r.created_at.getTime()) / 1000)),
      dueDate: wire(r.due_at),
      due: centsToWire(figuresOf(r, now).due),
      overdueDays: r.due_at && now > r.due_at ? Math.ceil((now.getTime() - r.due_at.getTime()) / DAY_MS) : 0,
    })),
  };
}

/** console/loan!portfolio: what is lent out, what interest came in, and the overdue by age. */
export async function portfolio(q: Queryable, now: Date) {
  const [sums] = await q.query<{ active: number; outstanding: bigint | null }>(
    `select count(*)::int active, sum(greatest(principal - greatest(repaid - interest_paid, 0), 0))::bigint outstanding
     from loan where status in (2, 3)`,
  );
  const [interest] = await q.query<{ earned: bigint | null }>(
    "select sum(balance)::bigint earned from ledger_account where party_id is null and code = 'platform:interest'",
  );
  const overdue = await q.query<{ bucket: string; loans: number; amount: bigint | null }>(
    `select case when d <= 7 then '1-7' when d <= 30 then '8-30' when d <= 90 then '31-90' else '90+' end bucket,
       count(*)::int loans, sum(owed)::bigint amount
     from (select ceil(extract(epoch from ($1::timestamptz - due_at)) / 86400)::int d,
             principal + interest_charged - repaid owed
           from loan where status = 3) o
     group by 1`,
    [now],
  );
  const order = ["1-7", "8-30", "31-90", "90+"];
  return {
    activeLoans: sums?.active ?? 0,
    outstandingPrincipal: centsToWire(sums?.outstanding ?? 0n),
    interestEarned: centsToWire(interest?.earned ?? 0n),
    overdue: order.map((bucket) => {
      const r = overdue.find((o) => o.bucket === bucket);
      return { bucket, loans: r?.loans ?? 0, amount: centsToWire(r?.amount ?? 0n) };
    }),
  };
}
