import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type { Db } from "./db.ts";

const dir = fileURLToPath(new URL("./migrations/", import.meta.url));

/** Applies every migrations/NNN_*.sql not yet applied, each in its own transaction, in name order. */
export async function migrate(db: Db): Promise<string[]> {
  await db.exec(
    "create table if not exists schema_migration (name text primary key, applied_at timestamptz not null default now())",
  );
  // One migrator at a time across server instances sharing a PostgreSQL server.
  if (db.kind === "postgres") await db.query("select pg_advisory_lock(727001)");
  try {
    const done = new Set((await db.query<{ name: string }>("select name from schema_migration")).map((r) => r.name));
    const applied: string[] = [];
    for (const name of readdirSync(dir)
      .filter((f) => f.endsWith(".sql"))
      .sort()) {
      if (done.has(name)) continue;
      const sql = readFileSync(dir + name, "utf8");
      // One simple-protocol script runs as one implicit transaction on both drivers: all or nothing.
      await db.exec(`${sql}\n;insert into schema_migration (name) values ('${name.replace(/'/g, "''")}');`);
      applied.push(name);
    }
    return applied;
  } finally {
    if (db.kind === "postgres") await db.query("select pg_advisory_unlock(727001)");
  }
}
