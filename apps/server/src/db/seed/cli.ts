import { mkdirSync } from "node:fs";
import { resolve } from "node:path";
import { loadEnv } from "../../config/env.ts";
import { type Db, openPglite, openPostgres } from "../db.ts";
import { migrate } from "../migrate.ts";
import { seedIfEmpty } from "./seed.ts";

// Opens the database exactly as main.ts does, so `npm run seed` prepares what `npm start` will use.
const env = loadEnv();
let db: Db;
if (env.DATABASE_URL) {
  db = await openPostgres(env.DATABASE_URL, 4);
} else {
  const dir = resolve(env.DATA_DIR, "pglite");
  mkdirSync(dir, { recursive: true });
  db = await openPglite({ dataDir: dir });
}
try {
  const applied = await migrate(db);
  if (applied.length) console.log(`migrated: ${applied.join(", ")}`);
  const seeded = await seedIfEmpty(db, { goods: env.SEED_GOODS, progress: true });
  if (!seeded) console.log("the database already has data (a brand exists); nothing seeded");
} finally {
  await db.close();
}
