/**
 * What one request of each path costs in CPU (issue 15, docs/scaling.md): `BENCH_ONLY=cost npm run bench`.
 *
 * Each path is loaded at modest concurrency (8 connections, BENCH_COST_SECONDS each, default 5), and the run
 * reports requests/s, p50/p99 and the CPU milliseconds per request of
 * - the server process (user + system from /proc/<pid>/stat; on PGlite this includes the database);
 * - on PostgreSQL, the backends connected to the bench's database (their process title names it), and every
 *   process whose comm is "postgres" (the shared WAL writer, checkpointer, autovacuum, and other users' work);
 * - the redis-server process (rate limits of money and chat calls, the chat's stream; REDIS_URL).
 * Requests/s move with the neighbours' load on a shared machine; the CPU a request costs moves much less, so the
 * capacity model is built on it. Reads that a cache would answer are sent once each (bench/distinct.ts's keys);
 * the same reads repeated (cached) and the bare route are measured in the same run for contrast.
 */
import { benchBuyers } from "./buyers.ts";
import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import { readdirSync, readFileSync } from "node:fs";
import { loadavg } from "node:os";
import autocannon from "autocannon";
import { WebSocket } from "ws";
import { hashPassword, verifyPassword } from "../apps/server/src/accounts/passwords.ts";
import { distinctPlans } from "./distinct.ts";

const SECONDS = Number(process.env.BENCH_COST_SECONDS ?? 5);
const CONNECTIONS = 8;
/** The seller's tabs listening to the store's chat: each message fans out to them and to the sender's socket. */
const TABS = 4;

type Api = <T>(action: string, params: Record<string, string | number>, method?: string) => Promise<T>;
type Env<T> = { code: string; msg: string | null; data: T };

/** Clock ticks (1/100 s) of one process, user + system, over all its threads; undefined once it has exited. */
function ticks(pid: number | string): number | undefined {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]?.split(" ") ?? [];
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return undefined;
  }
}

type Snapshot = { server: number; pg: Map<string, { t: number; own: boolean }>; redis: number };

function snapshot(serverPid: number, dbName: string | undefined): Snapshot {
  const pg = new Map<string, { t: number; own: boolean }>();
  let redis = 0;
  for (const pid of readdirSync("/proc")) {
    if (!/^\d+$/.test(pid)) continue;
    let comm = "";
    try {
      comm = readFileSync(`/proc/${pid}/comm`, "utf8").trim();
    } catch {
      continue;
    }
    if (comm === "redis-server") redis += ticks(pid) ?? 0;
    if (comm !== "postgres") continue;
    // A backend's title: "postgres: 15/main: postgres <database> 127.0.0.1(port) idle".
    let title = "";
    try {
      title = readFileSync(`/proc/${pid}/cmdline`, "utf8").replace(/\0/g, " ");
    } catch {
      /* gone */
    }
    const t = ticks(pid);
    if (t !== undefined) pg.set(pid, { t, own: dbName !== undefined && title.includes(` ${dbName} `) });
  }
  return { server: ticks(serverPid) ?? 0, pg, redis };
}

/** CPU milliseconds spent between two snapshots (processes started in between count whole). */
function spent(a: Snapshot, b: Snapshot) {
  let pgOwn = 0;
  let pgAll = 0;
  for (const [pid, after] of b.pg) {
    const d = after.t - (a.pg.get(pid)?.t ?? 0);
    pgAll += d;
    if (after.own) pgOwn += d;
  }
  return { server: (b.server - a.server) * 10, pgOwn: pgOwn * 10, pgAll: pgAll * 10, redis: (b.redis - a.redis) * 10 };
}

type Load = { done: number; refused: number; seconds: number; p50: number; p99: number; note?: string };
type Row = Load & { name: string; load1: number; cpu: ReturnType<typeof spent> };

const pct = (xs: number[], q: number) => {
  const s = [...xs].sort((x, y) => x - y);
  return Math.round((s[Math.min(s.length - 1, Math.floor(q * s.length))] ?? 0) * 10) / 10;
};

/** autocannon over `paths` in turn; `onBody` tells a refusal (code ≠ "0") from a success. */
async function hammer(
  base: string,
  pick: (ctx: Record<string, unknown>) => string | undefined,
  onBody?: (body: string, ctx: Record<string, unknown>) => boolean,
  method: "GET" | "POST" = "POST",
): Promise<Load> {
  let refused = 0;
  let extra = 0;
  // `pick` answers undefined when the distinct requests run out: the run stops rather than repeat them.
  let inst: autocannon.Instance | undefined;
  const opts: autocannon.Options = {
    url: base,
    connections: CONNECTIONS,
    duration: SECONDS,
    sampleInt: 50,
    requests: [
      {
        method,
        setupRequest: (req, ctx) => {
          const c = ctx as Record<string, unknown>;
          const path = pick(c);
          c.extra = path === undefined;
          if (path !== undefined) return { ...req, path };
          // Until autocannon's next sample (50 ms) stops the run: bare requests, counted apart.
          extra++;
          inst?.stop();
          return { ...req, method: "GET", path: "/healthz" };
        },
        onResponse: (_s: number, body: string, ctx: unknown) => {
          const c = ctx as Record<string, unknown>;
          if (!c.extra && onBody && !onBody(body, c)) refused++;
        },
      },
    ],
  };
  const r = await new Promise<autocannon.Result>((resolve, reject) => {
    inst = autocannon(opts, (err, res) => (err ? reject(err) : resolve(res)));
  });
  return {
    done: r.requests.total - extra,
    refused: refused + r.non2xx + r.errors,
    seconds: r.duration,
    p50: r.latency.p50,
    p99: r.latency.p99,
  };
}

/** Each worker calls `step` in a loop (one call at a time) until it answers false or the time is up. */
async function loop<W>(workers: W[], step: (w: W) => Promise<boolean | undefined>): Promise<Load> {
  const lat: number[] = [];
  let refused = 0;
  const t0 = performance.now();
  await Promise.all(
    workers.map(async (w) => {
      while (performance.now() - t0 < SECONDS * 1000) {
        const s = performance.now();
        const ok = await step(w);
        if (ok === undefined) return;
        lat.push(performance.now() - s);
        if (!ok) refused++;
      }
    }),
  );
  return {
    done: lat.length,
    refused,
    seconds: (performance.now() - t0) / 1000,
    p50: pct(lat, 0.5),
    p99: pct(lat, 0.99),
  };
}

/** One more server instance on the bench's database and Redis (as bench/chat.ts starts them). */
async function startInstance(port: number, dbUrl: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ["--import", "tsx", "apps/server/src/main.ts"], {
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", LOG_LEVEL: "warn", DATABASE_URL: dbUrl, DEMO: "0" },
    stdio: ["ignore", "ignore", "inherit"],
  });
  process.once("exit", () => child.kill("SIGTERM"));
  for (let i = 0; i < 240; i++) {
    if (
      await fetch(`http://127.0.0.1:${port}/healthz`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return child;
    await new Promise((r) => setTimeout(r, 250));
  }
  child.kill("SIGTERM");
  throw new Error(`instance on ${port} did not start`);
}

export async function benchCost(o: { base: string; pid: number | undefined; dbUrl?: string | undefined; api: Api }) {
  const { base, api } = o;
  const pid = o.pid ?? 0;
  const dbName = o.dbUrl ? new URL(o.dbUrl).pathname.slice(1) : undefined;
  const rows: Row[] = [];
  const measure = async (name: string, run: () => Promise<Load>) => {
    process.stdout.write(`cost: ${name} ...\n`);
    const load1 = loadavg()[0] ?? 0;
    const a = snapshot(pid, dbName);
    const r = await run();
    rows.push({ name, load1, ...r, cpu: spent(a, snapshot(pid, dbName)) });
  };
  const call = async <T>(action: string, params: Record<string, string | number>, token?: string) => {
    const body = new URLSearchParams(
      Object.entries({ ...params, ...(token ? { token } : {}) }).map(([k, v]) => [k, String(v)]),
    );
    return (await (await fetch(`${base}/api/${action}.action`, { method: "POST", body })).json()) as Env<T>;
  };
  const must = async <T>(action: string, params: Record<string, string | number>, token?: string) => {
    const env = await call<T>(action, params, token);
    if (env.code !== "0") throw new Error(`${action}: ${env.msg}`);
    return env.data;
  };
  const ok = (body: string) => body.startsWith('{"code":"0"');

  // What the machine spends with nothing sent: the neighbours' share of the PostgreSQL and Redis figures.
  await measure("idle, nothing sent (per second)", async () => {
    await new Promise((r) => setTimeout(r, SECONDS * 1000));
    return { done: SECONDS, refused: 0, seconds: SECONDS, p50: 0, p99: 0 };
  });

  const plans = await distinctPlans(api);
  const paths = (key: string) => plans.find((p) => p.name.includes(key))?.paths ?? [];
  let n = 0;
  const eachOnce = (ps: string[]) => () => ps[n++];
  const cycle = (ps: string[]) => () => ps[n++ % ps.length];
  await measure("bare (/healthz)", () => hammer(base, () => "/healthz", undefined, "GET"));
  for (const [name, key] of [
    ["sellerGoods!list, each request once", "list-distinct"],
    ["sellerGoods!search, each keyword once", "search-distinct"],
    ["sellerGoods!info, each listing once", "info-distinct"],
  ] as const) {
    n = 0;
    await measure(name, () => hammer(base, eachOnce(paths(key)), ok));
  }
  // The same paths again, sixteen of each, after one warming request: answered by the caches (10 s and 60 s).
  for (const [name, key] of [
    ["sellerGoods!list, 16 pages repeated (cached)", "list-distinct"],
    ["sellerGoods!search, 16 keywords repeated (cached)", "search-distinct"],
    ["sellerGoods!info, 16 listings repeated (cached)", "info-distinct"],
  ] as const) {
    const few = paths(key).slice(-16);
    for (const p of few) await fetch(base + p, { method: "POST" }).then((r) => r.arrayBuffer());
    n = 0;
    await measure(name, () => hammer(base, cycle(few), ok));
  }

  // Buyers as bench/orders.ts makes them: registered, fund password, address, credited through the ledger.
  process.stdout.write("cost: buyers and listings ...\n");
  const buyers = await benchBuyers(must, CONNECTIONS, `cost${Date.now().toString(36)}`);
  // One-line orders of listings whose SKU has stock for a hundred of them, no SKU twice (no sold-out refusals).
  const lines: string[] = [];
  const taken = new Set<number>();
  for (let page = 1; lines.length < 200 && page <= 10; page++) {
    const list = await must<{ pageList: { id: number }[] }>("sellerGoods!list", {
      pageNum: page,
      pageSize: 50,
      lang: "en",
    });
    for (const g of list.pageList) {
      const info = await must<{
        buyMin: number;
        canSelectAttributes?: { skus: { skuId: number; stock: number; hidden: boolean }[] };
      }>("sellerGoods!info", { sellerGoodsId: g.id, lang: "en" });
      const qty = Math.max(1, info.buyMin);
      const sku = info.canSelectAttributes?.skus.find((s) => s.stock >= 100 * qty && !s.hidden && !taken.has(s.skuId));
      if (!sku) continue;
      taken.add(sku.skuId);
      lines.push(`${g.id},${sku.skuId},${qty}`);
    }
  }

  // A signed-in call at its cheapest: what the original clients poll every 30 s (a session and one row).
  n = 0;
  await measure("newOnlinechat!unread (signed in, polled)", () =>
    hammer(base, () => `/api/newOnlinechat!unread.action?token=${buyers[n++ % buyers.length]?.token}`, ok, "GET"),
  );
  let conn = 0;
  let draw = 0;
  type Ctx = { buyer?: (typeof buyers)[number] };
  await measure("order!submit (one line)", () =>
    hammer(
      base,
      (ctx) => {
        const c = ctx as Ctx;
        c.buyer ??= buyers[conn++ % buyers.length];
        const line = encodeURIComponent(lines[draw++ % lines.length] ?? "");
        return `/api/order!submit.action?token=${c.buyer?.token}&lang=en&orderInfo=${line}`;
      },
      (body, ctx) => {
        const env = JSON.parse(body) as Env<{ orderList: { orderId: string }[] }>;
        if (env.code !== "0") return false;
        (ctx as Ctx).buyer?.orders.push(...env.data.orderList.map((x) => x.orderId));
        return true;
      },
    ),
  );
  // A buyer's payments one at a time: the fund-password lock-out counts an attempt before checking it.
  await measure("order!pay (one order, argon2id check)", () =>
    loop(buyers, async (b) => {
      const orderId = b.orders.shift();
      if (!orderId) return undefined;
      return (await call("order!pay", { orderId, safeword: "123456" }, b.token)).code === "0";
    }),
  );
  // The hash alone, in this process (argon2 runs on libuv's threads; process.cpuUsage counts them).
  const hash = await hashPassword("123456");
  const c0 = process.cpuUsage();
  for (let i = 0; i < 20; i++) await verifyPassword(hash, "123456");
  const c1 = process.cpuUsage(c0);
  const argonMs = (c1.user + c1.system) / 1000 / 20;

  // Chat: each buyer writes to the demo store; the buyer's socket and the seller's tabs receive every message.
  process.stdout.write("cost: chat sockets ...\n");
  const seller = (
    await must<{ token: string }>("merchant/account!login", { username: "seller001", password: "pass1234" })
  ).token;
  const sellerId = (await must<{ store: { id: string | number } | null }>("merchant/account!me", {}, seller)).store?.id;
  if (sellerId === undefined) throw new Error("seller001 has no store");
  // With PostgreSQL and Redis, the seller's tabs sit on a second instance (B) and a third (C) has no socket at all:
  // every instance reads every event from the Redis Stream, so C is what each further instance pays per message.
  const port = Number(new URL(base).port);
  const more =
    o.dbUrl && process.env.REDIS_URL
      ? [await startInstance(port + 1, o.dbUrl), await startInstance(port + 2, o.dbUrl)]
      : [];
  const tabsAt = more.length ? `http://127.0.0.1:${port + 1}` : base;
  let frames = 0;
  const sockets: WebSocket[] = [];
  const open = (token: string, app: string, at = base) =>
    new Promise<void>((resolve, reject) => {
      const ws = new WebSocket(`${at.replace("http", "ws")}/api/chat/socket`);
      sockets.push(ws);
      ws.on("open", () => ws.send(JSON.stringify({ t: "hello", token, app })));
      ws.on("error", reject);
      ws.on("message", (raw) => {
        const t = (JSON.parse(String(raw)) as { t: string }).t;
        if (t === "ready") resolve();
        else if (t === "message") frames++;
      });
    });
  const chats: { token: string; conversationId: string }[] = [];
  try {
    for (const b of buyers) {
      const conv = await must<{ id: string }>("chat!store", { sellerId }, b.token);
      chats.push({ token: b.token, conversationId: conv.id });
      await open(b.token, "shop");
    }
    for (let t = 0; t < TABS; t++) await open(seller, "seller", tabsAt);
    let sent = 0;
    const label = more.length ? `, the seller's tabs on instance B` : "";
    await measure(`chat!send (HTTP) and its fan-out to ${1 + TABS} sockets${label}`, async () => {
      const before = more.map((c) => ticks(c.pid ?? 0) ?? 0);
      const r = await loop(chats, async (c) => {
        const env = await call("chat!send", { conversationId: c.conversationId, content: `cost ${sent++}` }, c.token);
        return env.code === "0";
      });
      // The fan-out is part of the cost: wait (up to 5 s) until every frame has arrived before the snapshot.
      const want = (r.done - r.refused) * (1 + TABS);
      for (let i = 0; i < 500 && frames < want; i++) await new Promise((res) => setTimeout(res, 10));
      const [b, c] = more.map((x, i) => (((ticks(x.pid ?? 0) ?? 0) - (before[i] ?? 0)) * 10) / Math.max(1, r.done));
      const others = more.length
        ? `; instance B (${TABS} tabs) ${b?.toFixed(2)} ms/msg, instance C (no socket) ${c?.toFixed(2)} ms/msg`
        : "";
      return { ...r, note: `${frames} of ${want} frames delivered${others}` };
    });
  } finally {
    for (const s of sockets) s.terminate();
    for (const c of more) {
      c.kill("SIGTERM");
      await once(c, "exit").catch(() => undefined);
    }
  }

  const idle = rows[0];
  const per = (ms: number, r: Row) => (r.done ? (ms / r.done).toFixed(2) : "");
  console.log(
    `\nCPU per request (issue 15, docs/scaling.md): ${CONNECTIONS} connections, ${SECONDS} s per path, ${o.dbUrl ? `PostgreSQL (${dbName})` : "embedded PGlite"}, Redis ${process.env.REDIS_URL ? "on" : "off"}, ${new Date().toISOString()}`,
  );
  console.log(
    "| path | requests | refused | req/s | p50 ms | p99 ms | load 1 min | server CPU ms/req | PG backends ms/req | all postgres ms/req | redis ms/req |",
  );
  console.log("|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|");
  for (const r of rows) {
    console.log(
      `| ${r.name}${r.note ? ` (${r.note})` : ""} | ${r.done} | ${r.refused} | ${Math.round(r.done / r.seconds)} | ${r.p50} | ${r.p99} | ${r.load1.toFixed(1)} | ${per(r.cpu.server, r)} | ${o.dbUrl ? per(r.cpu.pgOwn, r) : ""} | ${per(r.cpu.pgAll, r)} | ${per(r.cpu.redis, r)} |`,
    );
  }
  console.log(`argon2id verify alone (bench process): ${argonMs.toFixed(1)} ms CPU`);
  if (idle)
    console.log("(the idle row is CPU ms per second with nothing sent: what the neighbours add to each window)");
}
