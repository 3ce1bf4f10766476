import { expect } from "vitest";
import type { Db } from "../../src/db/db.ts";
import { checkLedger } from "../../src/ledger/check.ts";
import { allJobs, expectedSlots, type QueuedJob } from "./jobs.ts";
import type { Acknowledged } from "./load.ts";
import { until } from "./wire.ts";

/**
 * Every slot of every kind between two instants ran exactly once: one job per slot, completed (waiting up to
 * 40 s for the last slots' jobs), and no job of any kind failed for good. Answers how many slots it checked.
 */
export async function expectEverySlotOnce(
  db: Db,
  kinds: { name: string; everySeconds: number }[],
  from: Date,
  to: Date,
): Promise<number> {
  const slots = await expectedSlots(db, kinds, from, to);
  const open = (all: QueuedJob[]) =>
    slots.filter((s) => !all.some((j) => j.name === s.name && j.slot === s.slot && j.state === "completed"));
  const jobs = await until(
    "every slot's job completed",
    async () => {
      const all = await allJobs(db);
      return open(all).length ? undefined : all;
    },
    40_000,
    500,
  ).catch(async (err) => {
    const all = await allJobs(db);
    const late = open(all);
    const names = new Set(late.map((s) => s.name));
    throw new Error(
      `${(err as Error).message}: ${JSON.stringify(late)}\n${JSON.stringify(all.filter((j) => names.has(j.name)))}`,
    );
  });
  const per = new Map<string, string[]>();
  for (const j of jobs) per.set(`${j.name} ${j.slot}`, [...(per.get(`${j.name} ${j.slot}`) ?? []), j.state]);
  for (const s of slots) expect(per.get(`${s.name} ${s.slot}`), `${s.name} at ${s.slot}`).toEqual(["completed"]);
  for (const [key, states] of per) expect(states, key).toHaveLength(1);
  expect(jobs.filter((j) => j.state === "failed")).toEqual([]);
  return slots.length;
}

/** Every overdue order cancelled exactly once (one timeout entry in its log). */
export async function expectCancelledOnce(db: Db, orderIds: string[]): Promise<void> {
  const rows = await db.query<{ id: string; status: number; n: number }>(
    `select o.id, o.status, count(l.*)::int n from mall_order o
     left join order_log l on l.order_id = o.id and l.log = 'cancelledTimeout'
     where o.id = any($1::text[]) group by o.id, o.status`,
    [orderIds],
  );
  expect(rows).toHaveLength(orderIds.length);
  expect(rows.filter((r) => r.status !== -1 || r.n !== 1)).toEqual([]);
}

/** Every shipped order received exactly once, its seller paid by exactly one settlement. */
export async function expectReceivedOnce(db: Db, orderIds: string[]): Promise<void> {
  const rows = await db.query<{ status: number; settles: number; logs: number }>(
    `select o.status,
       (select count(*)::int from ledger_txn t where t.idempotency_key = 'order-settle:' || o.id) settles,
       (select count(*)::int from order_log l where l.order_id = o.id and l.log = 'received') logs
     from mall_order o where o.id = any($1::text[])`,
    [orderIds],
  );
  expect(rows.map((r) => [r.status, r.settles, r.logs])).toEqual(orderIds.map(() => [4, 1, 1]));
}

/** Stock returned once: each goods' stock plus what its live (not cancelled) orders hold is what it started with. */
export async function expectStockKept(db: Db, goodsIds: number[], initial: number): Promise<void> {
  const rows = await db.query<{ id: number; stock: number; held: number }>(
    `select g.id, g.stock, coalesce((select sum(og.goods_num) from mall_order_goods og
       join mall_order o on o.id = og.order_id where og.goods_id = g.id and o.status <> -1), 0)::int held
     from system_goods g where g.id = any($1::int[])`,
    [goodsIds],
  );
  expect(rows).toHaveLength(goodsIds.length);
  expect(rows.filter((g) => g.stock + g.held !== initial)).toEqual([]);
}

/** Every write the cluster acknowledged is in the database: orders (paid ones paid), favourites, messages. */
export async function expectAcknowledgedKept(db: Db, acked: Acknowledged, partyIds: number[]): Promise<void> {
  const orders = await db.query<{ id: string; status: number }>(
    "select id, status from mall_order where id = any($1::text[])",
    [acked.orders.map((o) => o.id)],
  );
  expect(orders).toHaveLength(acked.orders.length);
  const status = new Map(orders.map((o) => [o.id, o.status]));
  expect([...acked.paid].filter((id) => status.get(id) !== 1)).toEqual([]);
  const kept = new Set(
    (
      await db.query<{ k: string }>(
        "select party_id || ':' || seller_goods_id k from keep_goods where party_id = any($1::int[])",
        [partyIds],
      )
    ).map((r) => r.k),
  );
  expect(acked.favourites.filter((f) => !kept.has(`${f.partyId}:${f.sellerGoodsId}`))).toEqual([]);
  const messages = await db.query("select id from chat_message where id = any($1::bigint[])", [
    acked.messages.map((m) => m.id),
  ]);
  expect(messages).toHaveLength(acked.messages.length);
  expect(acked.orders.length).toBeGreaterThan(0);
  expect(acked.messages.length).toBeGreaterThan(0);
}

/** The ledger check of `npm run ledger:check` (ledger/check-cli.ts): balanced, consistent, nothing negative. */
export async function expectLedgerSound(db: Db): Promise<void> {
  const r = await checkLedger(db);
  expect({ unbalanced: r.unbalanced, drifted: r.drifted, negative: r.negative }).toEqual({
    unbalanced: [],
    drifted: [],
    negative: [],
  });
}
