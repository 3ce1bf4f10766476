import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TestDb, testDb } from "../../test/db.ts";
import { systemClock } from "../accounts/clock.ts";
import { buildApp } from "../app.ts";
import { type Db, openPostgres } from "../db/db.ts";
import { JobRunner, type RunnerTimings, SERVER_TIMINGS, type TimedJob } from "./runner.ts";
import { scriptStatements } from "./queue.ts";

/**
 * The queue itself, with jobs made for the test: one run per slot across two instances, a dead instance's job
 * taken over, a live run's lease kept by its heartbeat. On PostgreSQL the two instances have their own pools on
 * one database, as two servers would; on PGlite (one process by nature) they share the one connection.
 */
const FAST: RunnerTimings = {
  leaseSeconds: 2,
  heartbeatMs: 400,
  pollMs: 200,
  scheduleMs: 300,
  maintenanceSeconds: 1,
  retryDelaySeconds: 1,
  retryLimit: 3,
  stopWaitMs: 5_000,
};
const quiet = { warn: () => {}, error: () => {} };
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

let db: TestDb;
let other: Db;
const closers: (() => Promise<unknown>)[] = [];
beforeAll(async () => {
  db = await testDb();
  other = db.url ? await openPostgres(db.url, 4) : db;
});
afterAll(async () => {
  for (const c of closers.reverse()) await c().catch(() => undefined);
  if (other !== db) await other.close();
  await db.close();
});

function runner(on: Db, jobs: TimedJob[], t: RunnerTimings = FAST) {
  const r = new JobRunner(on, jobs, systemClock, quiet, t);
  closers.push(() => r.stop());
  return r;
}

const jobRows = (name: string) =>
  db.query<{ state: string; n: number; slots: number }>(
    `select state::text, count(*)::int n, count(distinct singleton_on)::int slots from pgboss.job where name = $1
     group by state`,
    [name],
  );

async function until(what: () => Promise<boolean> | boolean, ms: number): Promise<number> {
  const start = Date.now();
  while (!(await what())) {
    if (Date.now() - start > ms) throw new Error(`not within ${ms} ms`);
    await sleep(50);
  }
  return Date.now() - start;
}

describe("pg-boss's scripts", () => {
  it("run as one transaction of ours: BEGIN and COMMIT dropped, function bodies refused", () => {
    expect(scriptStatements("select 1")).toBeNull();
    expect(
      scriptStatements(
        "\n  BEGIN;\n  SET LOCAL lock_timeout = '30s';\n  SELECT pg_advisory_xact_lock(1);\n  DELETE FROM x;\n  COMMIT;\n",
      ),
    ).toEqual(["SET LOCAL lock_timeout = '30s'", "SELECT pg_advisory_xact_lock(1)", "DELETE FROM x"]);
    expect(() =>
      scriptStatements("BEGIN; CREATE FUNCTION f() RETURNS void AS $$ begin end; $$ LANGUAGE plpgsql; COMMIT;"),
    ).toThrow(/migration/);
  });
});

describe("two instances on one database", () => {
  it("run each slot's job once, never two runs of a kind at a time", async () => {
    let running = 0;
    let overlap = 0;
    let runs = 0;
    const job = (): TimedJob => ({
      name: "test-every-second",
      everySeconds: 1,
      run: async () => {
        running++;
        if (running > 1) overlap++;
        runs++;
        await sleep(150);
        running--;
        return { ok: true };
      },
    });
    const a = runner(db, [job()]);
    const b = runner(other, [job()]);
    await Promise.all([a.start(), b.start()]);
    await sleep(5_500);
    await Promise.all([a.stop(), b.stop()]);
    const rows = await jobRows("test-every-second");
    const completed = rows.find((r) => r.state === "completed");
    // About one slot a second for 5.5 s; each slot one job, each job one run.
    expect(completed?.n).toBeGreaterThanOrEqual(3);
    expect(completed?.slots).toBe(completed?.n);
    expect(runs).toBe(completed?.n);
    expect(overlap).toBe(0);
  });

  it("take over a dead instance's job once its lease runs out; the dead run never completes it", async () => {
    let taken = 0;
    let finishedOnB = 0;
    const name = "test-takeover";
    const hanging: TimedJob = {
      name,
      everySeconds: 3600,
      run: () => {
        taken++;
        return new Promise(() => {});
      },
    };
    const a = runner(db, [hanging]);
    await a.start();
    await until(() => taken === 1, 5_000);
    const b = runner(other, [
      {
        name,
        everySeconds: 3600,
        run: async () => {
          finishedOnB++;
          return {};
        },
      },
    ]);
    await b.start();
    // While A is alive its heartbeat holds the lease: B does not run it.
    await sleep(3 * FAST.leaseSeconds * 1000);
    expect(finishedOnB).toBe(0);
    await a.abandon();
    const ms = await until(() => finishedOnB === 1, 15_000);
    // Lease 2 s + maintenance 1 s + retry 1–2 s + poll 0.2 s.
    expect(ms).toBeLessThan(6_000);
    await until(async () => (await jobRows(name)).some((r) => r.state === "completed"), 5_000);
    expect(await jobRows(name)).toEqual([{ state: "completed", n: 1, slots: 1 }]);
    await b.stop();
  });

  it("retry a failed run with backoff, then complete it", async () => {
    let tries = 0;
    const flaky: TimedJob = {
      name: "test-flaky",
      everySeconds: 3600,
      run: async () => {
        tries++;
        if (tries < 3) throw new Error("not yet");
        return { tries };
      },
    };
    const a = runner(db, [flaky]);
    await a.start();
    await until(async () => (await jobRows("test-flaky")).some((r) => r.state === "completed"), 20_000);
    expect(tries).toBe(3);
    const [row] = await db.query<{ retry_count: number; output: { tries: number } }>(
      "select retry_count, output from pgboss.job where name = 'test-flaky'",
    );
    expect(row).toMatchObject({ retry_count: 2, output: { tries: 3 } });
    await a.stop();
  });

  it("with the server's timings, a dead instance's job is taken over within 30 s", async () => {
    const name = "test-server-takeover";
    let taken = 0;
    let finishedOnB = 0;
    const hanging: TimedJob = {
      name,
      everySeconds: 3600,
      run: () => {
        taken++;
        return new Promise(() => {});
      },
    };
    const a = runner(db, [hanging], SERVER_TIMINGS);
    await a.start();
    await until(() => taken === 1, 10_000);
    const finishing: TimedJob = {
      name,
      everySeconds: 3600,
      run: async () => {
        finishedOnB++;
        return {};
      },
    };
    const b = runner(other, [finishing], SERVER_TIMINGS);
    await b.start();
    await a.abandon();
    const ms = await until(() => finishedOnB === 1, 40_000);
    console.log(`[${db.kind}] server timings: dead instance's job taken over after ${ms} ms`);
    expect(ms).toBeLessThan(30_000);
    await b.stop();
  }, 60_000);
});

describe("the server", () => {
  it("starts the queue when it listens and stops it on close", async () => {
    const built = await buildApp({ db, logLevel: "silent", serveWeb: false });
    await built.app.listen({ port: 8421, host: "127.0.0.1" });
    // Every timed job has its queue, and the current slot's jobs are in (or already run).
    await until(
      async () => (await db.query("select 1 from pgboss.queue where name = 'order-auto-cancel'")).length > 0,
      10_000,
    );
    await until(
      async () =>
        (await db.query("select 1 from pgboss.job where name = 'lottery-close' and state = 'completed'")).length > 0,
      15_000,
    );
    const [finished] = await db.query<{ n: number }>("select count(*)::int n from job_run");
    expect(finished?.n).toBeGreaterThanOrEqual(1);
    await built.app.close();
  });
});
