import { PGlite, parse as pgliteParse, protocol } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { createHash } from "node:crypto";
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

/**
 * PGlite computes in this thread and never waits on I/O, so a statement settles within the turn of the event
 * loop that started it. Left alone, every request read in one turn ran from start to end in that turn. libuv
 * (1.46, in Node.js 20) accepts one new connection per turn, so when 50 connections opened at once, the last waited
 * behind all the others' work for seconds: the order!submit tail of issue 15 §2 (p99 2.2–8.6 s against a p50 of
 * 0.2–0.3 s). Statements and transactions therefore run from one queue, at most SLICE_MS of them per turn, and
 * the loop accepts and reads between slices.
 */
const SLICE_MS = 10;

type Job = { run: () => Promise<unknown>; resolve: (v: unknown) => void; reject: (e: unknown) => void };

function inTurns(): <T>(run: () => Promise<T>) => Promise<T> {
  const queue: Job[] = [];
  let running = false;
  const drain = async () => {
    const start = performance.now();
    for (let job = queue.shift(); job; job = performance.now() - start < SLICE_MS ? queue.shift() : undefined) {
      try {
        job.resolve(await job.run());
      } catch (err) {
        job.reject(err);
      }
    }
    if (queue.length) setImmediate(drain);
    else running = false;
  };
  return <T>(run: () => Promise<T>) =>
    new Promise<T>((resolve, reject) => {
      queue.push({ run, resolve: resolve as (v: unknown) => void, reject });
      if (!running) {
        running = true;
        setImmediate(drain);
      }
    });
}

/**
 * PGlite's `query` parses, describes and plans every statement as the unnamed one. This runs a statement by
 * name (the same names and rule as on a server, preparedName): parsed and described once per database, then
 * bound and executed, so each call skips the parse and keeps whatever plan PostgreSQL's plan cache keeps
 * (decisions 0010, 0020). Inside a transaction too: a prepared statement belongs to the session, not to it.
 */
function namedStatements(lite: PGlite) {
  const { serialize } = protocol;
  /** Parameter type oids of each statement prepared on this database. */
  const prepared = new Map<string, number[]>();
  const send = (m: Uint8Array) => lite.execProtocolStream(m, { syncToFs: false });
  return <T>(name: string, sql: string, params: unknown[]): Promise<T[]> =>
    lite.runExclusive(async () => {
      const out = [];
      try {
        let types = prepared.get(name);
        if (!types) {
          await send(serialize.parse({ name, text: sql }));
          types = pgliteParse.parseDescribeStatementResults(await send(serialize.describe({ type: "S", name })));
          prepared.set(name, types);
        }
        const values = params.map((v, i) => {
          if (v === null || v === undefined) return null;
          const serializer = lite.serializers[types[i] ?? 0];
          return serializer ? serializer(v) : String(v);
        });
        out.push(
          ...(await send(serialize.bind({ statement: name, values }))),
          ...(await send(serialize.describe({ type: "P" }))),
          ...(await send(serialize.execute({}))),
        );
      } finally {
        out.push(...(await send(serialize.sync())));
      }
      if (!lite.isInTransaction()) await lite.syncToFs();
      return (pgliteParse.parseResults(out, lite.parsers)[0]?.rows ?? []) as T[];
    });
}

export async function openPglite(opts: PgliteOptions = {}): Promise<Db> {
  const lite = await PGlite.create({
    ...(opts.dataDir ? { dataDir: opts.dataDir } : {}),
    ...(opts.loadDataDir ? { loadDataDir: opts.loadDataDir } : {}),
    extensions: { pg_trgm },
    parsers: { [INT8]: parseInt8 },
  });
  const named = namedStatements(lite);
  const run = async <T>(q: { query: PGlite["query"] }, sql: string, params?: readonly unknown[]) => {
    const name = params?.length ? preparedName(sql) : undefined;
    return name
      ? named<T>(name, sql, params as unknown[])
      : (await q.query<T>(sql, params as unknown[] | undefined)).rows;
  };
  // Statements inside a transaction run directly: the transaction is one job and holds PGlite until it ends.
  const inTurn = inTurns();
  return {
    kind: "pglite",
    query: (sql, params) => inTurn(() => run(lite, sql, params)),
    tx: (fn) => inTurn(() => lite.transaction((t) => fn({ query: (sql, params) => run(t, sql, params) }))),
    exec: async (sql) => {
      await inTurn(() => lite.exec(sql));
    },
    close: () => lite.close(),
    // Exposed for the test template (dumpDataDir); not part of Db.
    ...{ lite },
  } as Db;
}

/**
 * Statements with parameters run as named prepared statements: PostgreSQL parses and plans each text once per
 * connection instead of on every call (planning was most of the cost of the hot order and session
 * statements; decision 0010). Names come from the text, so every connection agrees on them; past the cap of
 * distinct texts (SQL built with literals would otherwise grow each connection's cache without bound) the
 * rest run unnamed, as before.
 *
 * Text matching (like, ilike, the trigram operators and similarity) stays planned per call: whether an index
 * or a scan is best depends on the pattern itself, which a plan prepared once cannot see. A plan reused for
 * store-name suggestions took 27 ms instead of 1.
 */
const PREPARED_CAP = 2000;
const PLAN_PER_CALL = /%|\b(i?like|similarity|word_similarity)\b/i;
/** Each text's statement name, or null for a text planned per call. */
const preparedNames = new Map<string, string | null>();
function preparedName(sql: string): string | undefined {
  let name = preparedNames.get(sql);
  if (name === undefined) {
    if (preparedNames.size >= PREPARED_CAP) return undefined;
    name = PLAN_PER_CALL.test(sql) ? null : `m_${createHash("sha1").update(sql).digest("base64url")}`;
    preparedNames.set(sql, name);
  }
  return name ?? undefined;
}

async function pgRows<T>(c: pg.Pool | pg.PoolClient, sql: string, params?: readonly unknown[]): Promise<T[]> {
  const name = params?.length ? preparedName(sql) : undefined;
  const r = name
    ? await c.query({ name, text: sql, values: params as unknown[] })
    : await c.query(sql, params as unknown[] | undefined);
  return r.rows as T[];
}

/**
 * How long PostgreSQL lets a session sit idle inside a transaction before ending it (decision 0022): a frozen or
 * hung instance would otherwise keep its row locks, and the instance that takes its job over would wait on them
 * for as long as it is frozen. No transaction of ours waits on anything but the database inside it.
 */
export const IDLE_IN_TRANSACTION_MS = 15_000;

export async function openPostgres(url: string, max = 20, opts: { idleInTransactionMs?: number } = {}): Promise<Db> {
  const pool = new pg.Pool({
    connectionString: url,
    options: `-c idle_in_transaction_session_timeout=${opts.idleInTransactionMs ?? IDLE_IN_TRANSACTION_MS}`,
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
    query: (sql, params) => pgRows(pool, sql, params),
    tx: async (fn) => {
      const client = await pool.connect();
      // The server may end this session while it is ours (the idle-in-transaction limit after a freeze, a
      // restart): node-postgres then emits "error" on the client, which would end the process unheard. It is
      // noted here; the transaction's next statement fails, it rolls back, and the broken client is discarded.
      let broken: Error | undefined;
      const onError = (err: Error) => {
        broken = err;
      };
      client.on("error", onError);
      try {
        await client.query("begin");
        const out = await fn({
          query: (sql, params) => pgRows(client, sql, params),
        });
        await client.query("commit");
        return out;
      } catch (err) {
        await client.query("rollback").catch(() => undefined);
        throw err;
      } finally {
        client.off("error", onError);
        client.release(broken);
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
