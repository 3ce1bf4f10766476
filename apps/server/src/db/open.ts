import { mkdirSync } from "node:fs";
import { resolve } from "node:path";
import type { Env } from "../config/env.ts";
import { type Db, openPglite, openPostgres } from "./db.ts";

/** The database the environment names: a PostgreSQL server with DATABASE_URL, else PGlite in DATA_DIR. */
export async function openFromEnv(env: Env, poolSize?: number): Promise<Db> {
  if (env.DATABASE_URL) return openPostgres(env.DATABASE_URL, poolSize ?? env.DB_POOL_SIZE);
  const dir = resolve(env.DATA_DIR, "pglite");
  mkdirSync(dir, { recursive: true });
  return openPglite({ dataDir: dir });
}

/** Demo data: the default on the embedded database; on a server only when asked (DEMO=1). */
export const demoMode = (env: Env): boolean => env.DEMO === "1" || (!env.DATABASE_URL && env.DEMO !== "0");
