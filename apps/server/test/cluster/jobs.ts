import type { Queryable } from "../../src/db/db.ts";

/** The database's clock: kill, pause and completion times are all read from it, so they compare. */
export async function dbNow(db: Queryable): Promise<Date> {
  const [row] = await db.query<{ t: Date }>("select clock_timestamp() t");
  if (!row) throw new Error("no time");
  return row.t;
}

/** The instance (application_name) whose connection waits for a row lock in a statement like `like`. */
export async function blockedIn(db: Queryable, like: string): Promise<string | undefined> {
  const rows = await db.query<{ name: string }>(
    `select application_name name from pg_stat_activity
     where datname = current_database() and wait_event_type = 'Lock' and query ilike $1`,
    [like],
  );
  return rows.length === 1 ? rows[0]?.name : undefined;
}

/** How many connections an instance still has (a killed one's close when PostgreSQL notices). */
export async function connectionsOf(db: Queryable, name: string): Promise<number> {
  const [row] = await db.query<{ n: number }>(
    "select count(*)::int n from pg_stat_activity where datname = current_database() and application_name = $1",
    [name],
  );
  return row?.n ?? 0;
}

export interface QueuedJob {
  id: string;
  name: string;
  state: string;
  slot: string;
  retry_count: number;
  started_on: Date | null;
  completed_on: Date | null;
}

const jobColumns = "id::text, name, state::text, singleton_on::text slot, retry_count, started_on, completed_on";

/** Every job of the timed kinds, live or archived by pg-boss's maintenance. */
export const allJobs = (db: Queryable) =>
  db.query<QueuedJob>(
    `select ${jobColumns} from pgboss.job union all select ${jobColumns} from pgboss.archive order by name, slot`,
  );

/** The job of a kind some instance holds now (a stately queue runs one at a time), if any. */
export async function activeJob(db: Queryable, name: string): Promise<QueuedJob | undefined> {
  const rows = await db.query<QueuedJob>(`select ${jobColumns} from pgboss.job where name = $1 and state = 'active'`, [
    name,
  ]);
  return rows[0];
}

export async function jobById(db: Queryable, name: string, id: string): Promise<QueuedJob | undefined> {
  return (await allJobs(db)).find((j) => j.name === name && j.id === id);
}

/**
 * The slots each kind should have run between two instants of the database's clock: pg-boss's singleton slot
 * ('epoch' + every × floor(epoch / every), computed from the database's clock at insert), as text.
 */
export async function expectedSlots(
  db: Queryable,
  kinds: { name: string; everySeconds: number }[],
  from: Date,
  to: Date,
): Promise<{ name: string; slot: string }[]> {
  const out: { name: string; slot: string }[] = [];
  for (const k of kinds) {
    const rows = await db.query<{ slot: string }>(
      `select ('epoch'::timestamp + make_interval(secs => s * $1))::text slot
       from generate_series(floor(extract(epoch from $2::timestamptz) / $1)::bigint,
                            floor(extract(epoch from $3::timestamptz) / $1)::bigint) s`,
      [k.everySeconds, from, to],
    );
    for (const r of rows) out.push({ name: k.name, slot: r.slot });
  }
  return out;
}

/** What every connection of the test's database is doing: for a failure's message. */
export async function activity(db: Queryable): Promise<string> {
  const rows = await db.query<Record<string, unknown>>(
    `select application_name app, state, wait_event_type wt, wait_event we, left(regexp_replace(query, '\\s+', ' ', 'g'), 90) q
     from pg_stat_activity where datname = current_database() order by 1`,
  );
  const jobs = await db.query<Record<string, unknown>>(
    `select id, name, state, singleton_on::text slot, retry_limit, retry_count, start_after::text, started_on::text,
       completed_on::text, expire_in::text, output::text from pgboss.job where name in ('order-auto-cancel', 'order-auto-receipt') or state <> 'completed' order by name, created_on`,
  );
  return [...rows, ...jobs].map((r) => JSON.stringify(r)).join("\n");
}
