import { pruneLockouts } from "../accounts/lockout.ts";
import { pruneSessions } from "../accounts/sessions.ts";
import { repriceDiscountEdges } from "../catalogue/sort-prices.ts";
import type { Db } from "../db/db.ts";
import type { Caches } from "../http/cache.ts";
import { runLoanDay } from "../loans/index.ts";
import { closeEndedActivities } from "../lottery/index.ts";
import { autoCancelOrders, autoReceiveOrders } from "../orders/scheduler.ts";
import { defaultReviewJob } from "../reviews/job.ts";
import { expireProviderPayments } from "../wallet/index.ts";
import type { TimedJob } from "./runner.ts";

const MINUTE = 60;

/**
 * Every timed job of the server, and how often it runs. Each one's writes are guarded where they are made
 * (decision 0022 lists the guard of each), so a run that comes late, twice or at the same time as another
 * changes nothing more: orders move under a row lock after their status is checked again, money moves carry
 * an idempotency key, the other jobs are single statements that only move rows still in their old state.
 */
export function timedJobs({ db, caches }: { db: Db; caches: Caches }): TimedJob[] {
  return [
    {
      name: "order-auto-cancel",
      everySeconds: MINUTE,
      run: async (now) => ({ cancelled: await autoCancelOrders(db, caches, now) }),
    },
    {
      name: "order-auto-receipt",
      everySeconds: MINUTE,
      run: async (now) => ({ received: await autoReceiveOrders(db, caches, now) }),
    },
    {
      name: "order-default-review",
      everySeconds: MINUTE,
      run: async (now) => ({ reviewed: await defaultReviewJob(db, now, caches) }),
    },
    {
      // Tried every 5 minutes; the day itself is claimed once (loan_job_day), and the queue's lease lets a
      // retry take over the claim of a run that died.
      name: "loan-day",
      everySeconds: 5 * MINUTE,
      run: (now) => runLoanDay(db, now, { leaseHeld: true }),
    },
    {
      name: "lottery-close",
      everySeconds: MINUTE,
      run: async (now) => ({ closed: await closeEndedActivities(db, now) }),
    },
    {
      name: "provider-payment-expiry",
      everySeconds: MINUTE,
      run: async (now) => ({ expired: await expireProviderPayments(db, now) }),
    },
    {
      // The discount windows crossed since the last run anywhere, and at least the last hour (a clock a little
      // ahead on the last run, or a slow one now, loses nothing); every discounted listing on the first run.
      name: "discount-repricing",
      everySeconds: MINUTE,
      run: async (now, last) => {
        const since = last.finishedAt && new Date(Math.min(last.finishedAt.getTime(), now.getTime() - 3_600_000));
        return { repriced: await repriceDiscountEdges(db, now, since) };
      },
    },
    {
      name: "prune-sessions",
      everySeconds: 60 * MINUTE,
      run: async (now) => ({ sessions: await pruneSessions(db, now), lockouts: await pruneLockouts(db, now) }),
    },
  ];
}
