import type { Db } from "../db/db.ts";
import type { Caches } from "../http/cache.ts";
import { syspara } from "../site/syspara.ts";
import { cancelOrder, receiveOrder } from "./buyer-commands.ts";

const intPara = async (db: Db, caches: Caches, code: string, fallback: number) => {
  const n = Number(await syspara(db, caches, code));
  return Number.isFinite(n) && n > 0 ? n : fallback;
};

export type JobReport = { cancelled: number; received: number; reviewed: number };

/** Extra timed work other features hang on the order clock (the default positive review). */
export type OrderJob = (db: Db, now: Date, caches: Caches) => Promise<number>;

/**
 * Timed order transitions: unpaid orders are cancelled after mall_autoCancel_timeout hours, shipped orders
 * are received (and the seller paid) after mall_auto_receipt_days days. Rows are claimed with SKIP LOCKED,
 * so several server instances can run this at once without doing anything twice; each order is its own
 * transaction, so one failure does not hold back the rest.
 */
export async function runOrderJobs(db: Db, caches: Caches, now: Date, extra?: OrderJob): Promise<JobReport> {
  const report: JobReport = { cancelled: 0, received: 0, reviewed: 0 };
  const cancelHours = await intPara(db, caches, "mall_autoCancel_timeout", 24);
  const receiptDays = await intPara(db, caches, "mall_auto_receipt_days", 10);
  const due = async (sql: string, at: Date) => (await db.query<{ id: string }>(sql, [at])).map((r) => r.id);

  for (const id of await due(
    "select id from mall_order where status = 0 and created_at <= $1 order by created_at limit 500",
    new Date(now.getTime() - cancelHours * 3_600_000),
  )) {
    const done = await db
      .tx(async (tx) => {
        const [claimed] = await tx.query(
          "select id from mall_order where id = $1 and status = 0 for update skip locked",
          [id],
        );
        if (!claimed) return false;
        await cancelOrder(tx, { orderId: id, reason: null, auto: true, now });
        return true;
      })
      .catch(() => false);
    if (done) report.cancelled++;
  }

  for (const id of await due(
    "select id from mall_order where status = 3 and ship_time <= $1 order by ship_time limit 500",
    new Date(now.getTime() - receiptDays * 86_400_000),
  )) {
    const done = await db
      .tx(async (tx) => {
        const [claimed] = await tx.query(
          "select id from mall_order where id = $1 and status = 3 for update skip locked",
          [id],
        );
        if (!claimed) return false;
        await receiveOrder(tx, { orderId: id, now });
        return true;
      })
      .catch(() => false);
    if (done) report.received++;
  }
  if (extra) report.reviewed = await extra(db, now, caches);
  return report;
}

/** Runs the jobs every minute in the server process. */
export function startOrderJobs(db: Db, caches: Caches, clock: { now(): Date }, extra?: OrderJob): () => void {
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      await runOrderJobs(db, caches, clock.now(), extra);
    } catch {
      /* the next tick retries; a broken order is skipped inside */
    } finally {
      running = false;
    }
  };
  const timer = setInterval(tick, 60_000);
  timer.unref();
  return () => clearInterval(timer);
}
