import { ORDER_STATUS as S } from "@mall/contract";
import type { Db, Queryable } from "../db/db.ts";
import type { Caches } from "../http/cache.ts";
import { cancelOrder } from "./cancel-order.ts";
import { receiveOrder } from "./receive-order.ts";
import { orderSetting } from "./settings.ts";

export type JobReport = { cancelled: number; received: number; reviewed: number };

/** Extra timed work other features hang on the order clock (the default positive review). */
export type OrderJob = (db: Db, now: Date, caches: Caches) => Promise<number>;

/**
 * Runs `step` for every order in `status` whose `since` column is at or before `at`, each in its own
 * transaction after claiming the row with SKIP LOCKED: several server instances may run the jobs at once
 * without doing anything twice, and one failure does not hold back the rest. Answers how many were done.
 */
async function forEachDue(
  db: Db,
  due: { status: number; since: "created_at" | "ship_time"; at: Date },
  step: (tx: Queryable, id: string) => Promise<void>,
): Promise<number> {
  const ids = await db.query<{ id: string }>(
    `select id from mall_order where status = $1 and ${due.since} <= $2 order by ${due.since} limit 500`,
    [due.status, due.at],
  );
  let done = 0;
  for (const { id } of ids) {
    const ok = await db
      .tx(async (tx) => {
        const [claimed] = await tx.query(
          "select id from mall_order where id = $1 and status = $2 for update skip locked",
          [id, due.status],
        );
        if (!claimed) return false;
        await step(tx, id);
        return true;
      })
      .catch(() => false);
    if (ok) done++;
  }
  return done;
}

/** Unpaid orders are cancelled (their stock returned) after mall_autoCancel_timeout hours. */
export async function autoCancelOrders(db: Db, caches: Caches, now: Date): Promise<number> {
  const cancelHours = await orderSetting(db, caches, "mall_autoCancel_timeout");
  return forEachDue(
    db,
    { status: S.unpaid, since: "created_at", at: new Date(now.getTime() - cancelHours * 3_600_000) },
    (tx, orderId) => cancelOrder(tx, { orderId, reason: null, auto: true, now }),
  );
}

/** Shipped orders are received (and the seller paid) after mall_auto_receipt_days days. */
export async function autoReceiveOrders(db: Db, caches: Caches, now: Date): Promise<number> {
  const receiptDays = await orderSetting(db, caches, "mall_auto_receipt_days");
  return forEachDue(
    db,
    { status: S.shipped, since: "ship_time", at: new Date(now.getTime() - receiptDays * 86_400_000) },
    (tx, orderId) => receiveOrder(tx, { orderId, now }),
  );
}

/**
 * The timed order transitions one after the other (the job queue runs each as its own job, jobs/registry.ts).
 * Each order moves in its own transaction after its row is claimed with SKIP LOCKED and its status checked
 * again, so a run that comes late, twice, or at the same time as another changes nothing more.
 */
export async function runOrderJobs(db: Db, caches: Caches, now: Date, extra?: OrderJob): Promise<JobReport> {
  const cancelled = await autoCancelOrders(db, caches, now);
  const received = await autoReceiveOrders(db, caches, now);
  const reviewed = extra ? await extra(db, now, caches) : 0;
  return { cancelled, received, reviewed };
}
