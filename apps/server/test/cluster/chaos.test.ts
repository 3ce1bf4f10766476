import type { SubmittedOrder } from "@mall/contract";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ManualClock } from "../../src/accounts/clock.ts";
import { buildApp } from "../../src/app.ts";
import { createCaches } from "../../src/http/cache.ts";
import { RateLimits } from "../../src/http/rate-limit.ts";
import { timedJobs } from "../../src/jobs/index.ts";
import { testDb, type TestDb } from "../db.ts";
import {
  buildAddress,
  buildCategory,
  buildGoods,
  buildSeller,
  buildSellerGoods,
  buildSyspara,
  buildUser,
  grantBalance,
  sessionFor,
  staffSession,
} from "../factories.ts";
import {
  expectAcknowledgedKept,
  expectCancelledOnce,
  expectEverySlotOnce,
  expectLedgerSound,
  expectReceivedOnce,
  expectStockKept,
} from "./checks.ts";
import { assertClusterPrerequisites, type Cluster, cluster, clusterMissing, clusterRuns } from "./cluster.ts";
import type { ServerInstance } from "./instance.ts";
import { activeJob, activity, blockedIn, connectionsOf, dbNow, jobById, type QueuedJob } from "./jobs.ts";
import { type LoadBuyer, startLoad } from "./load.ts";
import { must, sleep, until } from "./wire.ts";

/**
 * Chaos on three real instances behind HAProxy (issue 15 §3), one clock 5 s ahead and one 5 s behind, while
 * buyers write through the balancer: the instance holding the timed jobs is killed with SIGKILL, Redis is cut
 * for 5 s, the instance that holds auto-cancel next is frozen (SIGSTOP) past its 12 s lease and thawed.
 * Afterwards: every slot of every timed job ran exactly once, each effect happened once, the ledger balances,
 * every acknowledged write is there, and the dead instance's work was taken over within 30 s.
 *
 * To kill and freeze instances at moments they are known to hold a job, the test holds row locks the jobs'
 * first orders need, as a long transaction elsewhere would: the runs wait on them, and PostgreSQL says whose
 * connection waits (application_name is the instance's name). The faults all fall in one minute's slot of the
 * jobs: they start at a minute's turn.
 */
const missing = clusterMissing({ faketime: true });

const STOCK = 10_000;
const LEASE_MS = 12_000;
/** The statements auto-cancel and auto-receipt wait in while the test holds their first order's rows. */
const CANCEL_WAITS = "%update system_goods%";
const RECEIPT_WAITS = "%ledger_post%";

describe.runIf(clusterRuns(missing))("chaos on three instances behind HAProxy", () => {
  let db: TestDb;
  let c: Cluster | undefined;
  const holds: pg.Client[] = [];

  beforeAll(() => assertClusterPrerequisites(missing));
  afterAll(async () => {
    for (const h of holds) await h.end().catch(() => undefined);
    await c?.close();
    await db?.close();
  });

  /** A transaction of the test's own holding a row lock until released (rolled back). */
  async function holdLock(sql: string, params: unknown[]) {
    const client = new pg.Client({ connectionString: db.url });
    holds.push(client);
    await client.connect();
    await client.query("begin");
    await client.query(sql, params);
    return async () => {
      await client.query("rollback");
      await client.end();
    };
  }

  it("runs every job once, loses no acknowledged write and takes a dead instance's work over within 30 s", async () => {
    db = await testDb();
    const t0 = Date.now();
    const mark = (what: string) => console.log(`chaos ${((Date.now() - t0) / 1000).toFixed(1)} s: ${what}`);

    // ---- The data. Unpaid orders wait 30 minutes, shipped ones count as received after 0.01 days (14.4 min).
    await buildSyspara(db, "mall_autoCancel_timeout", "0.5");
    await buildSyspara(db, "mall_auto_receipt_days", "0.01");
    const category = await buildCategory(db);
    async function store() {
      const owner = await buildUser(db, { role: "SELLER" });
      const sellerId = await buildSeller(db, { partyId: owner.id });
      await grantBalance(db, owner.id, 10_000_000n);
      const g = await buildGoods(db, { categoryId: category, systemPrice: 1_000n, stock: STOCK });
      const listing = await buildSellerGoods(db, { sellerId, goodsId: g.goodsId, sellingPrice: 1_200n });
      return { sellerId, goodsId: g.goodsId, listing, token: await sessionFor(db, owner.id, "seller") };
    }
    async function buyer() {
      const u = await buildUser(db, { safeword: "123456" });
      await buildAddress(db, u.id);
      await grantBalance(db, u.id, 100_000_000n);
      return u;
    }
    // The overdue orders' stores, and the load's own: a frozen instance's load transactions hold their row locks
    // until it thaws, and the job that takes over must not wait on them.
    const stores = await Promise.all(Array.from({ length: 12 }, store));
    const loadStores = await Promise.all(Array.from({ length: 6 }, store));
    const lockStore = await store();
    const shipStore = await store();
    const loadBuyers = await Promise.all(Array.from({ length: 4 }, buyer));
    const b0 = await buyer();
    const staff = await staffSession(db);

    c = await cluster({
      databaseUrl: db.url ?? "",
      redisDb: 14,
      ports: { from: 9120, to: 9139 },
      instances: [{ name: "i1", clockShift: "+5s" }, { name: "i2", clockShift: "-5s" }, { name: "i3" }],
    });
    const cl = c;
    const byName = (name: string): ServerInstance => {
      const s = cl.instances.find((x) => x.spec.name === name);
      if (!s) throw new Error(`no instance ${name}`);
      return s;
    };
    try {
      await cl.startAll();
      // Slots are counted from here: the instances put the current slot's jobs in when they start listening.
      const startedAt = await dbNow(db);
      mark("three instances up behind HAProxy");

      // ---- The load, through the balancer, from now to the end.
      const buyers: LoadBuyer[] = [];
      for (const [i, u] of loadBuyers.entries()) {
        const token = await sessionFor(db, u.id);
        const conversation = await must<{ id: string }>(cl.url, "chat!store", {
          token,
          sellerId: (loadStores[i % loadStores.length] ?? loadStores[0])?.sellerId ?? 0,
        });
        buyers.push({ id: u.id, token, conversationId: conversation.id });
      }
      const load = startLoad({ url: cl.url, buyers, listings: loadStores.map((s) => s.listing), workers: 3 });

      // ---- The work of the next minute's jobs, made once this minute's have run (on an in-process app whose
      // clock is two hours back, running no jobs): 6 shipped orders now due for auto-receipt, and 481 unpaid
      // ones now overdue for auto-cancel, the oldest alone on its own goods. The locks go on before the minute
      // turns: the first shipped order's settlement key, and the oldest unpaid order's goods.
      // (With under 10 s left in the minute, the next minute's jobs are awaited instead.)
      await until(
        "this minute's jobs ran, with time left before the next",
        async () => {
          const [row] = await db.query<{ done: number; left: number }>(
            `select (select count(*)::int from pgboss.job where name in ('order-auto-cancel', 'order-auto-receipt')
                       and state = 'completed' and singleton_on = date_trunc('minute', now() at time zone 'UTC')) done,
                    60 - extract(second from now()) "left"`,
          );
          return row?.done === 2 && row.left >= 10 ? true : undefined;
        },
        60_000,
        200,
      );
      const past = new ManualClock(new Date(Date.now() - 2 * 3_600_000));
      const old = await buildApp({
        db,
        logLevel: "silent",
        serveWeb: false,
        services: { clock: past, limits: new RateLimits({ scale: 1000 }) },
      });
      const inject = async <T>(action: string, params: Record<string, string | number>) => {
        const res = await old.app.inject({ method: "POST", url: `/api/${action}.action`, payload: params });
        const body = res.json() as { code: string; msg: string; data: T };
        if (body.code !== "0") throw new Error(`${action}: ${body.code} ${body.msg}`);
        return body.data;
      };
      const b0Token = await sessionFor(db, b0.id, "shop", past.now());
      const submitOld = async (lines: number[]) =>
        (
          await inject<{ orderList: SubmittedOrder[] }>("order!submit", {
            token: b0Token,
            orderInfo: lines.map((l) => `${l},-1,1`).join(","),
          })
        ).orderList.map((o) => o.orderId);
      const shipped: string[] = [];
      for (let i = 0; i < 6; i++) {
        past.advance(1_000);
        const [id = ""] = await submitOld([shipStore.listing]);
        await inject("order!pay", { token: b0Token, orderId: id, safeword: "123456" });
        await inject("merchant/order!confirm", { token: shipStore.token, orderId: id });
        await inject("console/orders!ship", { token: staff.token, orderId: id, provider: "DHL", trackingNo: `C${id}` });
        shipped.push(id);
      }
      past.advance(1_000);
      const overdue = await submitOld([lockStore.listing]);
      const releaseSettle = await holdLock(
        "insert into ledger_txn (kind, idempotency_key, memo) values ('test-hold', $1, 'held by the chaos test')",
        [`order-settle:${shipped[0]}`],
      );
      const lockGoods = () => holdLock("select stock from system_goods where id = $1 for update", [lockStore.goodsId]);
      let releaseGoods = await lockGoods();
      past.advance(1_000);
      for (let i = 0; i < 40; i++) overdue.push(...(await submitOld(stores.map((s) => s.listing))));
      await old.app.close();
      expect(overdue).toHaveLength(481);
      mark(`work made; the minute turns in ${60 - (await dbNow(db)).getUTCSeconds()} s`);

      // ---- At the minute's turn an instance takes auto-cancel and auto-receipt: both wait on the locks.
      const [receiptHolder, cancelHolder] = await until(
        "the next minute's jobs taken",
        async () => {
          const r = await blockedIn(db, RECEIPT_WAITS);
          const x = await blockedIn(db, CANCEL_WAITS);
          return r && x ? [r, x] : undefined;
        },
        90_000,
        100,
      );
      const receiptJob = await activeJob(db, "order-auto-receipt");
      const cancelJob = await activeJob(db, "order-auto-cancel");
      if (!receiptJob || !cancelJob) throw new Error("the jobs are not active");
      mark(`${receiptHolder} holds auto-receipt, ${cancelHolder} auto-cancel; ${load.writes()} writes acknowledged`);

      // ---- Faults 1 and 2: kill -9 the instance holding auto-receipt, mid-load; Redis is cut for 5 s at once.
      const killed = byName(receiptHolder);
      await killed.kill9();
      const killedAt = await dbNow(db);
      cl.relay.cut();
      mark(`${receiptHolder} killed, Redis cut`);
      // Its connections wait on the locks still; released, they find their client gone and roll back.
      await releaseSettle();
      const held: { frozen?: { instance: ServerInstance; job: QueuedJob; at: Date } } = {};
      const freeze = async (name: string) => {
        const job = await activeJob(db, "order-auto-cancel");
        // The frozen run must be the killed slot's job: a second job of a kind expiring while another waits
        // for its retry is failed for good by the queue (both would want the one "retry" place).
        if (job?.id !== cancelJob.id)
          throw new Error(`auto-cancel held is ${JSON.stringify(job)}, not ${cancelJob.id}`);
        const instance = byName(name);
        instance.pause();
        const frozen = { instance, job, at: await dbNow(db) };
        held.frozen = frozen;
        // Its connection does its statement and then waits, in its transaction, for the frozen process.
        await releaseGoods();
        mark(`${name} frozen holding auto-cancel`);
        return frozen;
      };
      if (cancelHolder === receiptHolder) {
        // The goods are held again once the dead connections are gone: the run that takes over waits on them.
        await releaseGoods();
        await until("the dead instance's connections closed", async () =>
          (await connectionsOf(db, receiptHolder)) === 0 ? true : undefined,
        );
        releaseGoods = await lockGoods();
      } else {
        // Fault 3 at once: another instance holds auto-cancel; it is frozen past its lease.
        await freeze(cancelHolder);
      }
      await sleep(Math.max(0, 5_000 - (Date.now() - killedAt.getTime())));
      cl.relay.restore();
      mark("Redis back; the killed instance restarting");
      const restarted = killed.start();

      const receiptDone = await until(
        "auto-receipt taken over",
        async () => {
          const j = await jobById(db, "order-auto-receipt", receiptJob.id);
          return j?.state === "completed" ? j : undefined;
        },
        40_000,
        200,
      );
      const receiptTakeover = ms(receiptDone.completed_on) - killedAt.getTime();
      mark(`auto-receipt taken over and completed ${receiptTakeover} ms after the kill`);

      let cancelRestartedAfter: number | undefined;
      if (!held.frozen) {
        // Fault 3: the instance that took auto-cancel over waits on the goods; it is frozen past its lease.
        const holder = await until("auto-cancel taken over", () => blockedIn(db, CANCEL_WAITS), 40_000, 100);
        const frozen = await freeze(holder);
        cancelRestartedAfter = ms(frozen.job.started_on) - killedAt.getTime();
      }
      const f = held.frozen;
      if (!f) throw new Error("nothing frozen");
      await restarted;
      const cancelDone = await until(
        "auto-cancel taken over from the frozen instance",
        async () => {
          const j = await jobById(db, "order-auto-cancel", f.job.id);
          return j?.state === "completed" ? j : undefined;
        },
        45_000,
        200,
      );
      const freezeTakeover = ms(cancelDone.completed_on) - f.at.getTime();
      await sleep(Math.max(0, f.at.getTime() + LEASE_MS + 1_000 - Date.now()));
      f.instance.resume();
      mark(`auto-cancel completed ${freezeTakeover} ms after the freeze; ${f.instance.spec.name} thawed`);
      // The thawed run finishes the order it was in, then finds its lease gone: it neither completes nor fails.
      await until(
        "the thawed run notices its lease was taken over",
        async () => (f.instance.output.includes("lease ran out while it ran") ? true : undefined),
        20_000,
        200,
      );

      await load.stop();
      const endedAt = await dbNow(db);
      mark(
        `load stopped: ${load.counts.calls} calls, ${load.counts.failed} not acknowledged, ${load.writes()} writes acknowledged`,
      );

      // ---- Every slot of every kind from the first start to now ran exactly once; the killed and frozen runs
      // were retried (the queue's expiry failed them), not completed by their holders.
      const kinds = timedJobs({ db, caches: createCaches() });
      const slots = await expectEverySlotOnce(db, kinds, startedAt, endedAt);
      expect(receiptDone.retry_count).toBeGreaterThanOrEqual(1);
      expect(cancelDone.retry_count).toBeGreaterThanOrEqual(f.job.retry_count + 1);

      // ---- Each effect once, no acknowledged write lost, the ledger sound.
      await expectCancelledOnce(db, overdue);
      await expectReceivedOnce(db, shipped);
      const goods = [...stores, ...loadStores, lockStore, shipStore].map((s) => s.goodsId);
      await expectStockKept(db, goods, STOCK);
      await expectAcknowledgedKept(
        db,
        load.acked,
        buyers.map((b) => b.id),
      );
      await expectLedgerSound(db);

      // ---- The dead instance's work taken over within 30 s (the queue's bound: lease 12 + maintenance 3 +
      // retry 2-4 + poll 3 = 22 s). The frozen one's is reported; its second retry waits 4-8 s.
      console.log(
        `take-over: after kill -9, auto-receipt completed in ${receiptTakeover} ms` +
          (cancelRestartedAfter === undefined ? "" : `, auto-cancel started again in ${cancelRestartedAfter} ms`) +
          `; after SIGSTOP, auto-cancel completed in ${freezeTakeover} ms; ${slots} slots checked`,
      );
      expect(receiptTakeover).toBeLessThanOrEqual(30_000);
      if (cancelRestartedAfter !== undefined) expect(cancelRestartedAfter).toBeLessThanOrEqual(30_000);
      mark("checked");
    } catch (err) {
      const now = await activity(db).catch((e) => String(e));
      throw new Error(`${(err as Error).message}\n${now}\n${cl.logs().slice(-8000)}`);
    }
  }, 240_000);
});

const ms = (d: Date | null) => (d ? d.getTime() : Number.NaN);
