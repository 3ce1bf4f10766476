import { z } from "zod";

const schema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default("0.0.0.0"),
  DATA_DIR: z.string().default("./data"),
  DATABASE_URL: z.string().url().optional(),
  REDIS_URL: z.string().url().optional(),
  /** Connections to the PostgreSQL server per instance (with DATABASE_URL); a few per core serve best. */
  DB_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  /** smtp://user:pass@host:587 — without it, mail (verification codes) stays in the console's outbox. */
  SMTP_URL: z.string().url().optional(),
  SMTP_FROM: z.string().default("Mall <no-reply@localhost>"),
  /** An S3-compatible store for uploaded pictures (each brand's `bucket`); without it they stay on disk. */
  S3_ENDPOINT: z.string().url().optional(),
  S3_REGION: z.string().default("us-east-1"),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: z.enum(["0", "1"]).default("1"),
  /** Multiplies every rate-limit budget (apps/server/src/http/rate-limit.ts); load tests raise it. */
  RATE_LIMIT_SCALE: z.coerce.number().min(0.01).max(1_000_000).default(1),
  SEED_GOODS: z.coerce.number().int().min(0).max(5_000_000).default(50_000),
  DEMO: z.enum(["0", "1"]).optional(),
  /** The sandbox payment provider (test mode: paying charges nobody); on in demo mode, off otherwise. */
  PAYMENT_SANDBOX: z.enum(["0", "1"]).optional(),
  /** An EVM JSON-RPC node (e.g. http://127.0.0.1:8545): the finance desk verifies ERC20 deposits' hashes on it. */
  EVM_RPC_URL: z.string().url().optional(),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  NODE_ENV: z.string().default("production"),
  /**
   * Web origins (scheme://host[:port], comma-separated) whose pages may call the API from the browser:
   * a client of the original API served from another host. None by default.
   */
  CORS_ORIGINS: z
    .string()
    .default("")
    .transform((s) =>
      s
        .split(",")
        .map((o) => o.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.string().regex(/^https?:\/\/[^/\s]+$/, "each origin is scheme://host[:port], no path"))),
});

export type Env = z.infer<typeof schema>;

/** Parsed once at boot; a wrong value stops start-up with a message naming the variable. */
export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = schema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new Error(`Invalid environment:\n${lines.join("\n")}`);
  }
  return parsed.data;
}
