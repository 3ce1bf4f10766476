import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import pg from "pg";

/** What every query site sees: one statement at a time, typed rows back. */
export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<T[]>;
}

/** A database: PGlite in-process, or a PostgreSQL server through a pool. Same SQL on both. */
export interface Db extends Queryable {
  readonly kind: "pglite" | "postgres";
  /** Runs fn in one transaction; a throw rolls everything back. */
  tx<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  /** Runs a multi-statement script (migrations). */
  exec(sql: string): Promise<void>;
  close(): Promise<void>;
}

const INT8 = 20;
// Money is bigint minor units: int8 must come back as bigint on both drivers, never a lossy number.
const parseInt8 = (v: string) => BigInt(v);

export interface PgliteOptions {
  /** Directory for a persistent database; omitted for an in-memory one. */
  dataDir?: string;
  /** A gzip tarball of a data directory to start from (test template). */
  loadDataDir?: Blob;
}

export async function openPglite(opts: PgliteOptions = {}): Promise<Db> {
  const lite = await PGlite.create({
    ...(opts.dataDir ? { dataDir: opts.dataDir } : {}),
    ...(opts.loadDataDir ? { loadDataDir: opts.loadDataDir } : {}),
    extensions: { pg_trgm },
    parsers: { [INT8]: parseInt8 },
  });
  const run = async <T>(q: { query: PGlite["query"] }, sql: string, params?: readonly unknown[]) =>
    (await q.query<T>(sql, params as unknown[] | undefined)).rows;
  return {
    kind: "pglite",
    query: (sql, params) => run(lite, sql, params),
    tx: (fn) => lite.transaction((t) => fn({ query: (sql, params) => run(t, sql, params) })),
    exec: async (sql) => {
      await lite.exec(sql);
    },
    close: () => lite.close(),
    // Exposed for the test template (dumpDataDir); not part of Db.
    ...{ lite },
  } as Db;
}

export async function openPostgres(url: string, max = 20): Promise<Db> {
  const pool = new pg.Pool({
    connectionString: url,
    max,
    types: {
      getTypeParser: ((oid: number, format?: "text" | "binary") =>
        oid === INT8 ? parseInt8 : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
    },
  });
  pool.on("error", () => {
    /* an idle client died; the pool replaces it */
  });
  return {
    kind: "postgres",
    query: async (sql, params) => (await pool.query(sql, params as unknown[] | undefined)).rows,
    tx: async (fn) => {
      const client = await pool.connect();
      try {
        await client.query("begin");
        const out = await fn({
          query: async (sql, params) => (await client.query(sql, params as unknown[] | undefined)).rows,
        });
        await client.query("commit");
        return out;
      } catch (err) {
        await client.query("rollback").catch(() => undefined);
        throw err;
      } finally {
        client.release();
      }
    },
    exec: async (sql) => {
      await pool.query(sql);
    },
    close: () => pool.end(),
  };
}

export function pgliteOf(db: Db): PGlite | undefined {
  return (db as Db & { lite?: PGlite }).lite;
}
