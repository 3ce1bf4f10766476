import type PgBoss from "pg-boss";
import type { Clock } from "../accounts/index.ts";
import type { Db } from "../db/db.ts";
import { openQueue, QUEUE_SCHEMA } from "./queue.ts";

/** One kind of timed job: its queue and how often it runs. */
export interface TimedJob {
  /** The queue's name (letters, digits and hyphens). */
  name: string;
  /** One run per slot of this many seconds of the database's clock (at most 12 hours). */
  everySeconds: number;
  /**
   * One run at `now` (this instance's clock), told when the kind last finished anywhere (null: never). Its
   * writes must be guarded: a run that comes late, twice, or at the same time as a stalled one changes nothing
   * more. Answers a small report, kept with the job.
   */
  run(now: Date, last: { finishedAt: Date | null }): Promise<object>;
}

export interface RunnerTimings {
  /** A taken job is this instance's for this long after its last heartbeat; then another instance retries it. */
  leaseSeconds: number;
  heartbeatMs: number;
  /** How often this instance looks for a job of each kind. */
  pollMs: number;
  /** How often this instance puts the current slot's jobs in (one statement; a slot already there is kept). */
  scheduleMs: number;
  /** How often some instance fails the jobs whose lease ran out. */
  maintenanceSeconds: number;
  /** A failed run is retried after about this many seconds, doubling (with jitter) each time, this many times. */
  retryDelaySeconds: number;
  retryLimit: number;
  /** On stop, how long runs in flight may take to finish before the queue closes anyway. */
  stopWaitMs: number;
}

/**
 * A dead instance's job is retried within lease + maintenance + retry delay (up to twice it) + poll: 12 + 3 +
 * 4 + 3 = 22 s, under the 30 s asked for, while a live run's heartbeat renews its lease four times over.
 */
export const SERVER_TIMINGS: RunnerTimings = {
  leaseSeconds: 12,
  heartbeatMs: 3_000,
  pollMs: 3_000,
  scheduleMs: 15_000,
  maintenanceSeconds: 3,
  retryDelaySeconds: 2,
  retryLimit: 3,
  stopWaitMs: 10_000,
};

export interface JobLog {
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

/** The advisory lock that serializes queue creation (migrate.ts holds 727001 while it migrates). */
const QUEUE_CREATE_LOCK = 727022;

const sleep = (ms: number) =>
  new Promise<void>((resolve) => {
    setTimeout(resolve, ms).unref();
  });

/**
 * Runs the timed jobs through pg-boss, exactly once per slot across every instance on the database:
 * - the slot's job is one row (pg-boss's singleton key and slot, computed from the database's clock), so
 *   every instance may put it in and only the first insert counts;
 * - the queues are "stately": one job of a kind waiting and one running at a time, across instances;
 * - an instance takes a job with SKIP LOCKED and holds it by a lease its heartbeat renews; a job whose lease
 *   ran out (a dead or paused instance) is failed by pg-boss's maintenance and retried, with backoff, by
 *   whichever instance polls first;
 * - a run that finds its lease gone (it stalled past it and another run took over) neither completes nor
 *   fails the job, and its writes are harmless by the jobs' own guards.
 */
export class JobRunner {
  private readonly boss: PgBoss;
  private readonly timers = new Set<NodeJS.Timeout>();
  private readonly running = new Map<string, Promise<void>>();
  private stopped = true;
  private abandoned = false;
  private scheduling: Promise<void> = Promise.resolve();

  constructor(
    private readonly db: Db,
    private readonly jobs: TimedJob[],
    private readonly clock: Clock,
    private readonly log: JobLog,
    private readonly t: RunnerTimings = SERVER_TIMINGS,
  ) {
    this.boss = openQueue(db, { maintenanceSeconds: t.maintenanceSeconds });
    // Without a listener an emitted error would end the process; a failed poll or maintenance is retried anyway.
    this.boss.on("error", (err) => this.log.warn({ err }, "job queue"));
  }

  async start(): Promise<void> {
    await this.boss.start();
    const options = {
      policy: "stately" as const,
      retryLimit: this.t.retryLimit,
      retryDelay: this.t.retryDelaySeconds,
      retryBackoff: true,
      expireInSeconds: this.t.leaseSeconds,
    };
    // pg-boss's create_queue, one instance at a time: two servers starting together would otherwise deadlock
    // (each inserts its queue row, then wants the queue table's lock for the new partition's foreign key).
    await this.db.tx(async (tx) => {
      await tx.query("select pg_advisory_xact_lock($1)", [QUEUE_CREATE_LOCK]);
      for (const job of this.jobs) {
        await tx.query(`select ${QUEUE_SCHEMA}.create_queue($1, $2::json)`, [job.name, JSON.stringify(options)]);
      }
    });
    for (const job of this.jobs) await this.boss.updateQueue(job.name, { name: job.name, ...options });
    this.stopped = false;
    await this.schedule();
    this.every(this.t.scheduleMs, () => {
      this.scheduling = this.schedule();
    });
    this.every(this.t.pollMs, () => this.poll());
    this.poll();
  }

  /** Stops taking jobs, lets the runs in flight finish (up to stopWaitMs), and closes the queue. */
  async stop(): Promise<void> {
    if (this.stopped) return;
    this.stopped = true;
    for (const timer of this.timers) clearInterval(timer);
    this.timers.clear();
    await Promise.race([Promise.allSettled([this.scheduling, ...this.running.values()]), sleep(this.t.stopWaitMs)]);
    await this.boss.stop({ graceful: false, close: false });
  }

  /**
   * Stops at once, as a killed process would: no more polls, heartbeats, completions or maintenance. The runs
   * in flight are left hanging and their leases run out (the tests' dead instance).
   */
  async abandon(): Promise<void> {
    this.stopped = true;
    this.abandoned = true;
    for (const timer of this.timers) clearInterval(timer);
    this.timers.clear();
    await this.boss.stop({ graceful: false, close: false });
  }

  /** Puts the current slot's job of every kind in the queue (one statement; duplicates are dropped by the database). */
  async schedule(): Promise<void> {
    try {
      await this.boss.insert(
        this.jobs.map((j) => ({ name: j.name, singletonKey: j.name, singletonSeconds: j.everySeconds })),
      );
    } catch (err) {
      this.log.warn({ err }, "timed jobs not scheduled");
    }
  }

  private every(ms: number, fn: () => void) {
    const timer = setInterval(fn, ms);
    timer.unref();
    this.timers.add(timer);
  }

  private poll() {
    if (this.stopped) return;
    for (const job of this.jobs) {
      if (this.running.has(job.name)) continue;
      const run = this.take(job)
        .catch((err) => this.log.warn({ err, job: job.name }, "timed job not taken"))
        .finally(() => this.running.delete(job.name));
      this.running.set(job.name, run);
    }
  }

  private async take(kind: TimedJob): Promise<void> {
    const [job] = await this.boss.fetch(kind.name);
    if (!job || this.stopped) return;
    // The lease is this take's: started_on, to the microsecond, tells it from a later take of the same job.
    const [lease] = await this.db.query<{ token: string }>(
      `select started_on::text token from ${QUEUE_SCHEMA}.job where name = $1 and id = $2`,
      [kind.name, job.id],
    );
    const token = lease?.token ?? "";
    const heartbeat = setInterval(() => {
      if (!this.stopped) void this.renew(kind.name, job.id, token).catch(() => false);
    }, this.t.heartbeatMs);
    heartbeat.unref();
    this.timers.add(heartbeat);
    const done = () => {
      clearInterval(heartbeat);
      this.timers.delete(heartbeat);
    };
    try {
      const [last] = await this.db.query<{ finished_at: Date }>("select finished_at from job_run where kind = $1", [
        kind.name,
      ]);
      const now = this.clock.now();
      const report = await kind.run(now, { finishedAt: last?.finished_at ?? null });
      done();
      if (this.abandoned) return;
      if (!(await this.renew(kind.name, job.id, token))) {
        this.log.warn({ job: kind.name }, "timed job's lease ran out while it ran; another run took it over");
        return;
      }
      await this.db.query(
        `insert into job_run (kind, finished_at) values ($1, $2)
         on conflict (kind) do update set finished_at = greatest(job_run.finished_at, excluded.finished_at)`,
        [kind.name, now],
      );
      await this.boss.complete(kind.name, job.id, report);
    } catch (err) {
      done();
      if (this.abandoned) return;
      this.log.error({ err, job: kind.name }, "timed job failed");
      if (await this.renew(kind.name, job.id, token).catch(() => false)) {
        await this.boss.fail(kind.name, job.id, { message: err instanceof Error ? err.message : String(err) });
      }
    }
  }

  /** The heartbeat: the lease runs leaseSeconds from now again, if this take still holds it. */
  private async renew(name: string, id: string, token: string): Promise<boolean> {
    const rows = await this.db.query(
      `update ${QUEUE_SCHEMA}.job set expire_in = now() - started_on + make_interval(secs => $4)
       where name = $1 and id = $2 and state = 'active' and started_on = $3::timestamptz returning 1`,
      [name, id, token, this.t.leaseSeconds],
    );
    return rows.length > 0;
  }
}
