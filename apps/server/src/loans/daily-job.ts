import { businessDay } from "../accounts/index.ts";
import type { Db } from "../db/db.ts";
import { partyBalances } from "../ledger/balances.ts";
import { figuresOf, lockLoan, payLoan } from "./loan-money.ts";

/** Collections running at once (PGlite runs them one by one anyway). */
const COLLECTORS = 8;

/** `failed`: collections refused (a balance spent meanwhile); they are tried again the next day. */
export type LoanDayResult = { ran: boolean; overdue: number; charged: number; collected: number; failed: number };

/**
 * The loans' daily job, on the injected clock, once per business day across every instance: the run that
 * claims the day (loan_job_day) does it, and the day is then done. An unfinished claim is taken over after 15
 * minutes, or at once by a run holding the job queue's lease (`leaseHeld`: the queue gives the job to one live
 * run at a time, so an unfinished claim is a dead or stalled run's). Every step is safe to run again, or at the
 * same time as a stalled run that wakes up: states move only forward, the interest is set from the days (never
 * added to, and never lowered), and a collection is keyed by loan and day.
 * 1. Loans past their due time become overdue (LOAN_LIFECYCLE's overdue, in one statement).
 * 2. Each running loan's interest is brought up to today in its one running figure (interest.ts's formula).
 * 3. Where the borrower left automatic collection on, what is due is taken from the available balance, as
 *    much as there is; the rest stays due and keeps accruing the penalty.
 */
export async function runLoanDay(db: Db, now: Date, opts: { leaseHeld?: boolean } = {}): Promise<LoanDayResult> {
  const day = businessDay(now);
  const claimed = await db.query(
    `insert into loan_job_day (day, claimed_at) values ($1::date, $2) on conflict (day) do update
       set claimed_at = excluded.claimed_at
       where loan_job_day.finished_at is null
         and ($3 or loan_job_day.claimed_at < $2::timestamptz - interval '15 minutes')
     returning day`,
    [day, now, opts.leaseHeld ?? false],
  );
  if (!claimed.length) return { ran: false, overdue: 0, charged: 0, collected: 0, failed: 0 };
  const overdue = await db.query(
    "update loan set status = 3, updated_at = now() where status = 2 and due_at < $1 returning 1",
    [now],
  );
  const charged = await db.query(
    `with d as (
       select id, greatest(1, ceil(extract(epoch from ($1::timestamptz - approved_at)) / 86400))::int days
       from loan where status in (2, 3)
     )
     update loan l set charged_days = d.days,
       interest_charged = div(l.principal::numeric * (l.rate_ppm::numeric * least(d.days, l.term_days)
         + l.penalty_ppm::numeric * greatest(0, d.days - l.term_days)), 1000000)::bigint
     from d where l.id = d.id and d.days >= l.charged_days
     returning 1`,
    [now],
  );
  const due = await db.query<{ id: string }>(
    "select id from loan where status in (2, 3) and auto_collect and due_at <= $1 order by due_at",
    [now],
  );
  // Collections are independent (one loan, one borrower each): a few run at once, each in its own transaction.
  let collected = 0;
  let failed = 0;
  let next = 0;
  const collectOne = (id: string) =>
    // A balance spent between the read and the entry refuses that one collection (余额不足); tomorrow tries again.
    db
      .tx(async (tx) => {
        const l = await lockLoan(tx, id);
        if (!l.auto_collect || (l.status !== 2 && l.status !== 3)) return 0;
        const owed = figuresOf(l, now).due;
        const { available } = await partyBalances(tx, l.party_id);
        const take = owed < available ? owed : available;
        if (take <= 0n) return 0;
        await payLoan(tx, l, { amount: take, kind: "collect", key: `loan-collect:${l.id}:${day}`, now });
        return 1;
      })
      .catch(() => {
        failed += 1;
        return 0;
      });
  await Promise.all(
    Array.from({ length: COLLECTORS }, async () => {
      for (let i = next++; i < due.length; i = next++) {
        const n = await collectOne(due[i]?.id ?? "");
        collected += n;
      }
    }),
  );
  await db.query("update loan_job_day set finished_at = $2 where day = $1::date", [day, now]);
  return { ran: true, overdue: overdue.length, charged: charged.length, collected, failed };
}
