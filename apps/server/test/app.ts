import { API, type ActionSpec, CODE, type Envelope } from "@mall/contract";
import { isDeepStrictEqual } from "node:util";
import { afterAll, beforeAll } from "vitest";
import { type App, type AppOptions, buildApp } from "../src/app.ts";
import type { Services } from "../src/http/actions.ts";
import { type RateRule, type RateRuleName, RATE_RULES, RateLimits } from "../src/http/rate-limit.ts";
import type { Db } from "../src/db/db.ts";
import { type TestDb, testDb } from "./db.ts";

export type Params = Record<string, string | number | undefined>;

export interface InjectOptions {
  method?: "GET" | "POST" | "PUT";
  /** Where the params go: the query string (the PC FE's way), a form body or a JSON body. */
  as?: "query" | "form" | "json";
  /** Raw JSON body (for hostile shapes such as arrays or nested objects). */
  json?: unknown;
  headers?: Record<string, string>;
  /** Path prefix: "/api" (default) or "/wap/api". */
  prefix?: string;
}

export interface TestApp {
  app: App["app"];
  db: TestDb;
  caches: App["caches"];
  views: App["views"];
  services: Services;
  reloadBrands: App["reloadBrands"];
  /** Statements the app ran since the last reset (the query-count discipline tests read this). */
  queryCount(): number;
  resetQueryCount(): void;
  inject<T = unknown>(action: string, params?: Params, opts?: InjectOptions): Promise<Envelope<T> & { status: number }>;
  close(): Promise<void>;
}

/** Counts every statement that goes through query() and inside tx(). */
function counting(db: Db, counter: { n: number }): Db {
  return {
    kind: db.kind,
    query: (sql, params) => {
      counter.n++;
      return db.query(sql, params);
    },
    tx: (fn) =>
      db.tx((t) =>
        fn({
          query: (sql, params) => {
            counter.n++;
            return t.query(sql, params);
          },
        }),
      ),
    exec: (sql) => {
      counter.n++;
      return db.exec(sql);
    },
    close: () => db.close(),
  };
}

const encode = (params: Params) =>
  Object.entries(params)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(String(v))}`)
    .join("&");

export interface TestAppOptions {
  services?: Partial<Services>;
  /** Rate limits to enforce; by default budgets are so large that only rate-limit tests meet them. */
  limits?: Partial<Record<RateRuleName, RateRule>>;
  /** An S3-compatible store for uploads (the S3 test runs a small fake one). */
  s3?: AppOptions["s3"];
  corsOrigins?: string[];
}

const roomy = Object.fromEntries(Object.keys(RATE_RULES).map((k) => [k, { points: 100_000, duration: 60 }]));

export async function testApp(opts: TestAppOptions = {}): Promise<TestApp> {
  const db = await testDb();
  const counter = { n: 0 };
  const services: Partial<Services> = {
    limits: new RateLimits({ overrides: { ...roomy, ...opts.limits } }),
    ...opts.services,
  };
  const built = await buildApp({
    db: counting(db, counter),
    logLevel: "silent",
    serveWeb: false,
    services,
    sandboxPayments: true,
    ...(opts.s3 ? { s3: opts.s3 } : {}),
    ...(opts.corsOrigins ? { corsOrigins: opts.corsOrigins } : {}),
  });
  await built.app.ready();
  return {
    app: built.app,
    db,
    caches: built.caches,
    views: built.views,
    services: built.services,
    reloadBrands: built.reloadBrands,
    queryCount: () => counter.n,
    resetQueryCount: () => {
      counter.n = 0;
    },
    async inject<T>(action: string, params: Params = {}, opts: InjectOptions = {}) {
      const method = opts.method ?? "POST";
      const as = opts.as ?? "query";
      const qs = as === "query" ? encode(params) : "";
      const url = `${opts.prefix ?? "/api"}/${action}.action${qs ? `?${qs}` : ""}`;
      const headers: Record<string, string> = { ...(opts.headers ?? {}) };
      let payload: string | undefined;
      if (opts.json !== undefined) {
        payload = JSON.stringify(opts.json);
        headers["content-type"] = "application/json";
      } else if (as === "form") {
        payload = encode(params);
        headers["content-type"] = "application/x-www-form-urlencoded";
      } else if (as === "json") {
        payload = JSON.stringify(params);
        headers["content-type"] = "application/json";
      }
      const res = await built.app.inject({ method, url, headers, ...(payload !== undefined ? { payload } : {}) });
      const body = res.json() as Envelope<T>;
      if (body.code === CODE.ok) checkWire(action, body.data);
      return { ...body, status: res.statusCode };
    },
    async close() {
      await built.app.close();
      await db.close();
    },
  };
}

/**
 * Every successful answer a test sees is held to the action table: its `data` must parse with the action's
 * schema and carry no field the schema does not name, so a field that changes type, goes missing or appears
 * unannounced fails the test that met it.
 */
export function checkWire(action: string, data: unknown) {
  const spec = (API as Record<string, ActionSpec>)[action];
  if (!spec) return;
  const parsed = spec.data.safeParse(data);
  if (!parsed.success) {
    throw new Error(`${action}: data does not match the action table\n${parsed.error.message}`);
  }
  if (!isDeepStrictEqual(parsed.data, data)) {
    throw new Error(`${action}: data has fields the action table does not declare\n${firstExtra(data, parsed.data)}`);
  }
}

/** The first path where the answer has a key the parsed (schema-stripped) copy lacks. */
function firstExtra(raw: unknown, kept: unknown, path = "data"): string {
  if (Array.isArray(raw) && Array.isArray(kept)) {
    for (let i = 0; i < raw.length; i++) {
      const found = firstExtra(raw[i], kept[i], `${path}[${i}]`);
      if (found) return found;
    }
    return "";
  }
  if (raw && typeof raw === "object" && kept && typeof kept === "object") {
    for (const [k, v] of Object.entries(raw)) {
      if (!(k in kept)) return `${path}.${k}`;
      const found = firstExtra(v, (kept as Record<string, unknown>)[k], `${path}.${k}`);
      if (found) return found;
    }
  }
  return "";
}

/** Stands for the app that `app()` returns once it is made (in beforeAll); every use reads that one. */
export function lateApp(app: () => TestApp): TestApp {
  return new Proxy({} as TestApp, { get: (_, key) => Reflect.get(app(), key) });
}

/**
 * This test file's app on its own fresh database, made in beforeAll and closed in afterAll. Call it at the
 * top of the file; what it returns stands for the app from then on.
 */
export function appForFile(opts: TestAppOptions = {}): TestApp {
  let app: TestApp | undefined;
  beforeAll(async () => {
    app = await testApp(opts);
  });
  afterAll(() => app?.close());
  return lateApp(() => {
    if (!app) throw new Error("the test app is made in beforeAll");
    return app;
  });
}
