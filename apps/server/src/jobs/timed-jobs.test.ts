import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { staffSession } from "../../test/factories.ts";
import { shopFlowSuite } from "../../test/shop-flow.ts";
import { ManualClock } from "../accounts/clock.ts";
import { type Db, openPostgres } from "../db/db.ts";
import { createCaches } from "../http/cache.ts";
import { checkLedger } from "../ledger/check.ts";
import { timedJobs } from "./registry.ts";
import type { TimedJob } from "./runner.ts";

/**
 * Every timed job run by two instances at once, then once more late: each effect happens once. On PostgreSQL
 * the second instance has its own pool on the same database (two servers); on PGlite both share the one
 * connection. The runs are called directly, as the queue would call them if its lease were lost mid-run.
 */
const DAY = 86_400_000;
const clock = new ManualClock(new Date("2026-03-01T02:00:00Z"));
const { t, store, listing, buyer, submit, deliveredOrder } = shopFlowSuite({ services: { clock } });
const PIC = "/media/uploads/id.png";

let other: Db;
beforeAll(async () => {
  other = t.db.url ? await openPostgres(t.db.url, 4) : t.db;
});
afterAll(async () => {
  if (other && other !== t.db) await other.close();
});

const byName = (jobs: TimedJob[]) => new Map(jobs.map((j) => [j.name, j]));
const count = async (sql: string, params: unknown[] = []) =>
  (await t.db.query<{ n: number }>(`select count(*)::int n from (${sql}) x`, params))[0]?.n;

describe("the timed jobs, twice at once and once late", () => {
  it("cancel, receive, review, charge and collect, close and expire once; the ledger balances", async () => {
    const start = clock.now();
    // Orders: three unpaid, two shipped, two received, all long ago; 7 of the 10 in stock taken.
    const s = await store();
    const l = await listing(s.sellerId, { stock: 10 });
    const u = await buyer();
    const unpaid: string[] = [];
    for (let i = 0; i < 3; i++) unpaid.push((await submit(u.token, `${l.id},-1,1`)).data.orderList[0]?.orderId ?? "");
    const shipped = [
      await deliveredOrder(u, s, `${l.id},-1,1`, { receive: false }),
      await deliveredOrder(u, s, `${l.id},-1,1`, { receive: false }),
    ];
    const received = [await deliveredOrder(u, s, `${l.id},-1,1`), await deliveredOrder(u, s, `${l.id},-1,1`)];
    const orders = [...unpaid, ...shipped, ...received];
    const longAgo = new Date(start.getTime() - 30 * DAY);
    await t.db.query(
      `update mall_order set created_at = $2, ship_time = case when ship_time is null then null else $2::timestamptz end,
         receipt_time = case when receipt_time is null then null else $2::timestamptz end
       where id = any($1::text[])`,
      [orders, longAgo],
    );
    const stock = async () =>
      (await t.db.query<{ stock: number }>("select stock from system_goods where id = $1", [l.goodsId]))[0]?.stock;
    expect(await stock()).toBe(3);

    // A 7-day loan, approved now, whose borrower spent most of it: overdue in 8 days, collected in part.
    const borrower = await buyer(0n);
    await t.inject("credit!apply", {
      token: borrower.token,
      realName: "Alice Smith",
      creditPeriod: 7,
      applyAmount: "100000",
      countryId: 1,
      identification: "P1234567",
      imgCertificateFace: PIC,
      imgCertificateBack: PIC,
      imgCertificateHand: PIC,
    });
    const [loan] = await t.db.query<{ id: string }>("select id from loan where party_id = $1", [borrower.id]);
    const staff = await staffSession(t.db, { permissions: ["loans"] });
    expect((await t.inject("console/loan!approve", { token: staff.token, creditId: loan?.id })).code).toBe("0");
    await t.db.tx(async (tx) => {
      const { postEntry } = await import("../ledger/post.ts");
      await postEntry(tx, {
        kind: "test-spend",
        postings: [
          { account: { party: borrower.id, code: "available" }, amount: -9_500_000n },
          { account: { platform: "platform:escrow" }, amount: 9_500_000n },
        ],
      });
    });

    // A lottery activity that ended an hour before the run.
    const now = new Date(start.getTime() + 8 * DAY + 3_600_000);
    const endedAt = new Date(now.getTime() - 3_600_000);
    const [activity] = await t.db.query<{ id: number }>(
      `insert into lottery_activity (title_en, title_cn, detail_url, starts_at, ends_at, status)
       values ('Ended', '已结束', '', $1, $2, 1) returning id`,
      [start, endedAt],
    );

    // Every job, on both instances at the same moment, then once more a minute later on the first.
    const a = byName(timedJobs({ db: t.db, caches: t.caches }));
    const b = byName(timedJobs({ db: other, caches: createCaches() }));
    for (const [name, job] of a) {
      const twin = b.get(name);
      if (!twin) throw new Error(name);
      await Promise.all([job.run(now, { finishedAt: null }), twin.run(now, { finishedAt: null })]);
      await job.run(new Date(now.getTime() + 60_000), { finishedAt: now });
    }

    // Orders: each moved once, its log line once; stock back once; the sellers paid once; each line reviewed once.
    const states = await t.db.query<{ id: string; status: number; has_comment: boolean }>(
      "select id, status, has_comment from mall_order where id = any($1::text[])",
      [orders],
    );
    const status = new Map(states.map((r) => [r.id, r]));
    for (const id of unpaid) expect(status.get(id)?.status).toBe(-1);
    for (const id of shipped) expect(status.get(id)?.status).toBe(4);
    for (const id of received) expect(status.get(id)?.has_comment).toBe(true);
    expect(await stock()).toBe(6);
    const logs = await t.db.query<{ order_id: string; log: string; n: number }>(
      `select order_id, log, count(*)::int n from order_log where order_id = any($1::text[])
         and log in ('cancelledTimeout', 'received', 'defaultReview') group by order_id, log`,
      [orders],
    );
    // Cancelled 3, received 2 by the job; the 2 the buyer received have that line and the default review's.
    expect(logs).toHaveLength(9);
    expect(logs.every((r) => r.n === 1)).toBe(true);
    expect(
      await count("select 1 from ledger_txn where kind = 'order-settle' and ref = any($1::text[])", [orders]),
    ).toBe(4);
    expect(await count("select 1 from evaluation where order_id = any($1::text[])", [received])).toBe(2);

    // The loan: overdue once, 8 days charged (7 at the rate, 1 at the penalty), collected once for the day.
    const [row] = await t.db.query<{ status: number; charged_days: number; interest_charged: bigint; repaid: bigint }>(
      "select status, charged_days, interest_charged, repaid from loan where id = $1",
      [loan?.id],
    );
    expect(row).toMatchObject({ status: 3, charged_days: 9, repaid: 500_000n });
    expect(row?.interest_charged).toBe((100_000_00n * (7n * 2_000n + 2n * 5_000n)) / 1_000_000n);
    expect(await count("select 1 from loan_line where loan_id = $1 and kind = 'collect'", [loan?.id])).toBe(1);
    expect(await count("select 1 from ledger_txn where kind = 'loan-collect' and ref = $1", [loan?.id])).toBe(1);

    // The lottery: closed once, as of its end.
    const [closed] = await t.db.query<{ status: number; closed_at: Date }>(
      "select status, closed_at from lottery_activity where id = $1",
      [activity?.id],
    );
    expect(closed?.status).toBe(2);
    expect(closed?.closed_at.getTime()).toBe(endedAt.getTime());

    expect((await checkLedger(t.db)).ok).toBe(true);
  });
});
