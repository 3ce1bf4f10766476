import { createHash, randomBytes } from "node:crypto";
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { type Db, openPglite, openPostgres, pgliteOf } from "../src/db/db.ts";
import { migrate } from "../src/db/migrate.ts";

/** A fresh migrated database for one test file; `close()` also drops it on PostgreSQL. */
export type TestDb = Db & { /** PostgreSQL only: where the database is, for a second instance's pool. */ url?: string };

const migrationsDir = fileURLToPath(new URL("../src/db/migrations/", import.meta.url));

/** Changes whenever a migration file changes, so a stale template is never reused. */
function migrationsHash(): string {
  const h = createHash("sha256");
  for (const f of readdirSync(migrationsDir)
    .filter((x) => x.endsWith(".sql"))
    .sort()) {
    h.update(f).update(readFileSync(join(migrationsDir, f)));
  }
  return h.digest("hex").slice(0, 16);
}

export async function testDb(): Promise<TestDb> {
  // The vitest "postgres" project sets TEST_DB_BACKEND=postgres; every other run uses the embedded database.
  const url = process.env.TEST_DATABASE_URL;
  if (process.env.TEST_DB_BACKEND === "postgres") {
    if (!url) throw new Error("TEST_DB_BACKEND=postgres needs TEST_DATABASE_URL");
    return postgresTestDb(url);
  }
  return pgliteTestDb();
}

// ---- PGlite: initdb + migrate once, then every file loads the dumped data directory (about 1 s).

async function pgliteTemplate(): Promise<Blob> {
  const file = join(tmpdir(), `mall-test-pglite-${migrationsHash()}.tgz`);
  if (existsSync(file)) return new Blob([readFileSync(file)]);
  const db = await openPglite();
  await migrate(db);
  const lite = pgliteOf(db);
  if (!lite) throw new Error("not a PGlite database");
  const dump = await lite.dumpDataDir("gzip");
  await db.close();
  const bytes = Buffer.from(await dump.arrayBuffer());
  // Two workers may race here: each writes its own temp file and renames, which is atomic.
  const tmp = `${file}.${process.pid}.${randomBytes(4).toString("hex")}`;
  writeFileSync(tmp, bytes);
  renameSync(tmp, file);
  // Dumps of older migration sets are never read again.
  for (const f of readdirSync(tmpdir())) {
    if (/^mall-test-pglite-[0-9a-f]{16}\.tgz$/.test(f) && join(tmpdir(), f) !== file)
      rmSync(join(tmpdir(), f), { force: true });
  }
  return new Blob([bytes]);
}

async function pgliteTestDb(): Promise<TestDb> {
  return openPglite({ loadDataDir: await pgliteTemplate() });
}

// ---- PostgreSQL: one migrated template database, cloned per test file and dropped at the end.

async function withAdmin<T>(url: string, fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

const dbUrl = (url: string, name: string) => {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
};

async function ensurePgTemplate(url: string): Promise<string> {
  const name = `mall_template_${migrationsHash()}`;
  await withAdmin(url, async (c) => {
    // Workers start together: one builds the template while the others wait on the lock.
    await c.query("select pg_advisory_lock(727002)");
    try {
      const exists = await c.query("select 1 from pg_database where datname = $1", [name]);
      if (exists.rowCount) return;
      const building = `${name}_build`;
      await c.query(`drop database if exists ${building}`);
      await c.query(`create database ${building}`);
      const db = await openPostgres(dbUrl(url, building), 1);
      try {
        await migrate(db);
      } finally {
        await db.close();
      }
      // Renamed only when complete, so a crash mid-migration never leaves a half-built template.
      await c.query(`alter database ${building} rename to ${name}`);
      // Templates of older migration sets are dead weight; one still being cloned is simply kept.
      const stale = await c.query<{ datname: string }>(
        "select datname from pg_database where datname like 'mall\\_template\\_%' and datname <> $1 and datname not like '%\\_build'",
        [name],
      );
      for (const s of stale.rows) await c.query(`drop database if exists ${s.datname}`).catch(() => undefined);
    } finally {
      await c.query("select pg_advisory_unlock(727002)");
    }
  });
  return name;
}

async function postgresTestDb(url: string): Promise<TestDb> {
  const template = await ensurePgTemplate(url);
  const name = `mall_t_${process.pid}_${randomBytes(4).toString("hex")}`;
  await withAdmin(url, async (c) => {
    for (let attempt = 0; ; attempt++) {
      try {
        await c.query(`create database ${name} template ${template}`);
        return;
      } catch (err) {
        // "source database is being accessed by other users": another clone is starting; retry briefly.
        if ((err as { code?: string }).code !== "55006" || attempt > 20) throw err;
        await new Promise((r) => setTimeout(r, 100 + Math.random() * 200));
      }
    }
  });
  const db = await openPostgres(dbUrl(url, name), 4);
  return {
    ...db,
    kind: db.kind,
    url: dbUrl(url, name),
    close: async () => {
      await db.close();
      await withAdmin(url, (c) => c.query(`drop database if exists ${name} with (force)`));
    },
  };
}
