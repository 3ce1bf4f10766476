import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TestDb, testDb } from "../../test/db.ts";
import { type Db, openPostgres } from "./db.ts";

const onServer = process.env.TEST_DB_BACKEND === "postgres";
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * A transaction whose process stalls (frozen, paused past its job's lease) is ended by PostgreSQL after the
 * idle-in-transaction limit, so its row locks do not hold up the instance that takes its work over; the stalled
 * process, when it wakes, gets an error from its next statement instead of ending (decision 0022). PostgreSQL
 * only: PGlite is one process, with nobody else to wait on its locks.
 */
describe.runIf(onServer)("a transaction left idle on PostgreSQL", () => {
  let db: TestDb;
  let stalled: Db;
  beforeAll(async () => {
    db = await testDb();
    stalled = await openPostgres(db.url ?? "", 2, { idleInTransactionMs: 300 });
    await db.exec("create table stall_probe (id int primary key, n int not null)");
    await db.query("insert into stall_probe values (1, 0)");
  });
  afterAll(async () => {
    await stalled.close();
    await db.close();
  });

  it("is ended by the server, its locks freed and its change undone; the process and its pool go on", async () => {
    const run = stalled.tx(async (q) => {
      await q.query("update stall_probe set n = n + 1 where id = 1");
      await sleep(1_500); // the stall: no statement for longer than the limit
      await q.query("update stall_probe set n = n + 10 where id = 1");
    });
    await sleep(800);
    // Another instance can take the row it had locked (nowait: it would fail at once if the lock were held).
    await db.tx(async (q) => {
      await q.query("select n from stall_probe where id = 1 for update nowait");
    });
    await expect(run).rejects.toThrow();
    expect(await db.query<{ n: number }>("select n from stall_probe where id = 1")).toEqual([{ n: 0 }]);
    // The broken connection was discarded: the same pool serves the next transaction.
    await stalled.tx(async (q) => {
      await q.query("update stall_probe set n = n + 100 where id = 1");
    });
    expect(await db.query<{ n: number }>("select n from stall_probe where id = 1")).toEqual([{ n: 100 }]);
  });
});
