import PgBoss from "pg-boss";
import type { Db } from "../db/db.ts";

/** pg-boss's tables live in their own schema (migration 027 made it at pg-boss's schema version 24). */
export const QUEUE_SCHEMA = "pgboss";

/**
 * The statements of one of pg-boss's scripts ("BEGIN; SET LOCAL …; advisory lock; …; COMMIT;"), without the
 * BEGIN and COMMIT, or null for a single statement. Its maintenance scripts hold no function bodies; a script
 * that does is a schema change, which belongs in a migration (pg-boss runs with migrate: false).
 */
export function scriptStatements(text: string): string[] | null {
  if (!/^\s*BEGIN;/i.test(text)) return null;
  if (text.includes("$$")) throw new Error("pg-boss asked for a schema change: add it as a migration (decision 0022)");
  return text
    .split(/;\s*(?:\n|$)/)
    .map((s) => s.trim())
    .filter((s) => s && !/^(BEGIN|COMMIT)$/i.test(s));
}

/**
 * pg-boss over our Db (PGlite or the PostgreSQL pool), so it runs on both with no connection of its own. A
 * script runs as one transaction of ours: on PGlite the one connection is then never left inside pg-boss's
 * BEGIN, and on PostgreSQL a failed script is rolled back on its own connection instead of going back to the
 * pool mid-transaction.
 */
export function queueDb(db: Db): PgBoss.Db {
  return {
    async executeSql(text: string, values?: unknown[]) {
      const statements = scriptStatements(text);
      if (!statements) return { rows: await db.query(text, values ?? []) };
      await db.tx(async (tx) => {
        for (const s of statements) await tx.query(s);
      });
      return { rows: [] };
    },
  };
}

export interface QueueTimings {
  /** How often some instance fails the jobs whose lease ran out (so they are retried elsewhere). */
  maintenanceSeconds: number;
}

/** A pg-boss instance on our database: no cron of its own (the runner slots jobs by the database's clock). */
export function openQueue(db: Db, t: QueueTimings): PgBoss {
  return new PgBoss({
    db: queueDb(db),
    schema: QUEUE_SCHEMA,
    migrate: false,
    schedule: false,
    supervise: true,
    maintenanceIntervalSeconds: t.maintenanceSeconds,
  });
}
