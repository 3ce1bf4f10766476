import { mkdirSync } from "node:fs";
import { resolve } from "node:path";
import { buildApp } from "./app.ts";
import { loadEnv } from "./config/env.ts";
import { type Db, openPglite, openPostgres } from "./db/db.ts";
import { migrate } from "./db/migrate.ts";
import { seedIfEmpty } from "./db/seed/seed.ts";

const env = loadEnv();

let db: Db;
if (env.DATABASE_URL) {
  db = await openPostgres(env.DATABASE_URL);
} else {
  const dir = resolve(env.DATA_DIR, "pglite");
  mkdirSync(dir, { recursive: true });
  db = await openPglite({ dataDir: dir });
}

const applied = await migrate(db);
if (applied.length) console.log(`migrated: ${applied.join(", ")}`);
// Demo data: the default on the embedded database; on a server only when asked (DEMO=1).
if (env.DEMO === "1" || (!env.DATABASE_URL && env.DEMO !== "0")) {
  await seedIfEmpty(db, { goods: env.SEED_GOODS, progress: true });
}

const { app } = await buildApp({ db, logLevel: env.LOG_LEVEL });
await app.listen({ port: env.PORT, host: env.HOST });
console.log(`\n  Mall is running: http://localhost:${env.PORT}/\n`);

for (const sig of ["SIGINT", "SIGTERM"] as const) {
  process.on(sig, async () => {
    await app.close();
    await db.close();
    process.exit(0);
  });
}
