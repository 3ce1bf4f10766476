import type { Envelope } from "@mall/contract";
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
    ...(opts.s3 ? { s3: opts.s3 } : {}),
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
      return { ...body, status: res.statusCode };
    },
    async close() {
      await built.app.close();
      await db.close();
    },
  };
}
