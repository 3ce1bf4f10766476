import { loadEnv } from "../config/env.ts";
import { migrate } from "../db/migrate.ts";
import { demoMode, openFromEnv } from "../db/open.ts";
import { seedDemoAccounts } from "./demo-accounts.ts";
import { seedIfEmpty } from "./seed.ts";

// Opens the database exactly as main.ts does, so `npm run seed` prepares what `npm start` will use.
const env = loadEnv();
const db = await openFromEnv(env, 4);
try {
  const applied = await migrate(db);
  if (applied.length) console.log(`migrated: ${applied.join(", ")}`);
  const seeded = await seedIfEmpty(db, { goods: env.SEED_GOODS, progress: true });
  if (!seeded) console.log("the database already has data (a brand exists); nothing seeded");
  if (demoMode(env) && (await seedDemoAccounts(db))) console.log("demo accounts created");
} finally {
  await db.close();
}
