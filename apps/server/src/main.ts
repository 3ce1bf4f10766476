import { resolve } from "node:path";
import { buildApp } from "./app.ts";
import { loadEnv } from "./config/env.ts";
import { demoMode, openFromEnv } from "./db/open.ts";
import { migrate } from "./db/migrate.ts";
import { seedIfEmpty } from "./seed/seed.ts";
import { seedDemoAccounts } from "./seed/demo-accounts.ts";
import { seedWalletChannels } from "./seed/wallet.ts";
import { Mailer } from "./accounts/mailer.ts";
import { RateLimits } from "./http/rate-limit.ts";
import { Redis } from "ioredis";

const env = loadEnv();

const db = await openFromEnv(env);

const applied = await migrate(db);
if (applied.length) console.log(`migrated: ${applied.join(", ")}`);
if (demoMode(env)) {
  await seedIfEmpty(db, { goods: env.SEED_GOODS, progress: true });
  if (await seedDemoAccounts(db))
    console.log("demo accounts: buyer001, seller001, admin001, admin002 (password pass1234)");
  await seedWalletChannels(db);
}

// Shared rate-limit counters and chat events when several instances run behind one address.
const redis = env.REDIS_URL
  ? new Redis(env.REDIS_URL, { enableOfflineQueue: false, maxRetriesPerRequest: 1 })
  : undefined;
const { app } = await buildApp({
  db,
  logLevel: env.LOG_LEVEL,
  uploadsDir: resolve(env.DATA_DIR, "uploads"),
  corsOrigins: env.CORS_ORIGINS,
  ...(redis ? { redis } : {}),
  sandboxPayments: env.PAYMENT_SANDBOX ? env.PAYMENT_SANDBOX === "1" : demoMode(env),
  ...(env.EVM_RPC_URL ? { evmRpcUrl: env.EVM_RPC_URL } : {}),
  ...(env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
    ? {
        s3: {
          endpoint: env.S3_ENDPOINT,
          region: env.S3_REGION,
          accessKeyId: env.S3_ACCESS_KEY_ID,
          secretAccessKey: env.S3_SECRET_ACCESS_KEY,
          forcePathStyle: env.S3_FORCE_PATH_STYLE === "1",
        },
      }
    : {}),
  services: {
    limits: new RateLimits({ ...(redis ? { redis } : {}), scale: env.RATE_LIMIT_SCALE }),
    mailer: new Mailer({ ...(env.SMTP_URL ? { smtpUrl: env.SMTP_URL } : {}), from: env.SMTP_FROM }),
  },
});
await app.listen({ port: env.PORT, host: env.HOST });
console.log(`\n  Mall is running: http://localhost:${env.PORT}/\n`);

for (const sig of ["SIGINT", "SIGTERM"] as const) {
  process.on(sig, async () => {
    await app.close();
    await db.close();
    redis?.disconnect();
    process.exit(0);
  });
}
