/**
 * `npm run bench`: starts the server in a child process, loads it with autocannon (50 connections) on the
 * catalogue endpoints, and prints requests/s and p50/p99 latency with the ratio against a bare route of the
 * same server measured in the same run.
 *
 *   npm run bench                                  embedded PGlite, default seed (DATA_DIR=./data-bench)
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/mall_bench SEED_GOODS=1000000 npm run bench
 *
 * BENCH_SECONDS (default 10) sets the duration of each run; BENCH_ONLY=list,search limits the endpoints;
 * BENCH_NODE_ARGS passes flags to the server's Node.js (a CPU profile, say).
 *
 * Beside the cached Zipf runs, three runs send every request only once (bench/distinct.ts, issue 15 §1):
 * BENCH_ONLY=list-distinct,search-distinct,info-distinct (or "distinct" for all three).
 */
import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { once } from "node:events";
import { cpus, loadavg, totalmem } from "node:os";
import autocannon from "autocannon";
import pg from "pg";
import { initialJs } from "./bundle.ts";
import { benchOrders } from "./orders.ts";
import { benchLoans } from "./loans.ts";
import { benchWallet } from "./wallet.ts";
import { benchChat } from "./chat.ts";
import { benchLighthouse, markdownTable } from "./lighthouse.ts";
import { distinctPlans } from "./distinct.ts";
import { benchCost } from "./cost.ts";

const PORT = Number(process.env.BENCH_PORT ?? 8099);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const dbUrl = process.env.BENCH_DATABASE_URL;
const only = process.env.BENCH_ONLY?.split(",");
const base = `http://127.0.0.1:${PORT}`;

async function ensureDatabase(url: string) {
  const u = new URL(url);
  const name = u.pathname.slice(1);
  u.pathname = "/postgres";
  const c = new pg.Client({ connectionString: u.toString() });
  await c.connect();
  const exists = await c.query("select 1 from pg_database where datname = $1", [name]);
  if (!exists.rowCount) await c.query(`create database "${name.replace(/"/g, "")}"`);
  await c.end();
}

async function startServer() {
  if (dbUrl) await ensureDatabase(dbUrl);
  const env = {
    ...process.env,
    PORT: String(PORT),
    HOST: "127.0.0.1",
    LOG_LEVEL: "warn",
    // The load comes from one address and 50 accounts: rate limits would measure refusals, not the server.
    RATE_LIMIT_SCALE: "10000",
    DATA_DIR: process.env.DATA_DIR ?? "./data-bench",
    ...(dbUrl ? { DATABASE_URL: dbUrl, DEMO: "1" } : {}),
  };
  // BENCH_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof" profiles the server (Node refuses it in NODE_OPTIONS).
  const nodeArgs = process.env.BENCH_NODE_ARGS?.split(" ").filter(Boolean) ?? [];
  const child = spawn(process.execPath, [...nodeArgs, "--import", "tsx", "apps/server/src/main.ts"], {
    env,
    stdio: ["ignore", "pipe", "inherit"],
  });
  child.stdout.on("data", (d: Buffer) => process.stdout.write(d));
  // A bench that fails must not leave its server behind: the next run would measure it.
  process.once("exit", () => child.kill("SIGTERM"));
  const deadline = Date.now() + 60 * 60_000; // a first 1,000,000-goods seed takes a while
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const r = await fetch(`${base}/healthz`);
      if (r.ok) break;
    } catch {
      /* not up yet */
    }
    if (Date.now() > deadline) throw new Error("server did not start");
    await new Promise((r) => setTimeout(r, 500));
  }
  return child;
}

async function api<T>(action: string, params: Record<string, string | number>, method = "POST"): Promise<T> {
  const q = new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)]));
  const r = await fetch(`${base}/api/${action}.action?${q}`, { method });
  const env = (await r.json()) as { code: string; data: T };
  if (env.code !== "0") throw new Error(`${action}: ${JSON.stringify(env)}`);
  return env.data;
}

/** `n` draws from `items` with P(rank k) ∝ 1/k, deterministic (a fixed linear congruential seed). */
function zipf<T>(items: T[], n: number): T[] {
  const weights = items.map((_, k) => 1 / (k + 1));
  const total = weights.reduce((a, b) => a + b, 0);
  const cdf: number[] = [];
  let acc = 0;
  for (const w of weights) {
    acc += w / total;
    cdf.push(acc);
  }
  let seed = 42;
  const rand = () => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    return seed / 2 ** 31;
  };
  return Array.from({ length: n }, () => {
    const u = rand();
    let lo = 0;
    let hi = cdf.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((cdf[mid] ?? 1) < u) lo = mid + 1;
      else hi = mid;
    }
    return items[lo] as T;
  });
}

type Result = {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
  sent?: number;
  /** The server process's CPU time per request (user + system, from /proc), when the platform tells it. */
  cpuMs?: number;
};

/**
 * CPU seconds the server process has used so far (Linux /proc, clock ticks of 10 ms); undefined elsewhere.
 * On a shared, busy machine requests/s move with the neighbours' load; the CPU a request costs moves less.
 */
function cpuSeconds(pid: number | undefined): number | undefined {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]?.split(" ") ?? [];
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return undefined;
  }
}

/** A distinct run sends each of its requests once, at most this many, and stops: never a cached repeat. */
const DISTINCT_MAX = 15_000;

async function load(name: string, paths: string[], method: "GET" | "POST" = "POST"): Promise<Result> {
  let i = 0;
  const inst = autocannon({
    url: base,
    connections: CONNECTIONS,
    ...(name.includes("distinct") ? { amount: Math.min(paths.length, DISTINCT_MAX) } : { duration: SECONDS }),
    requests: [
      {
        method,
        setupRequest: (req) => {
          req.path = paths[i++ % paths.length] ?? "/";
          return req;
        },
      },
    ],
  });
  const r = await inst;
  return {
    name,
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    errors: r.errors,
    non2xx: r.non2xx,
    sent: r.requests.total,
  };
}

const child = await startServer();
const loadBefore = loadavg();
try {
  // Inputs drawn from the data itself: real categories, real words from goods names, real listing ids.
  const cats = await api<{ categoryId: number; subList: { categoryId: number }[] }[]>(
    "category!tree",
    { lang: "en" },
    "GET",
  );
  const catIds = cats.flatMap((c) => [c.categoryId, ...c.subList.map((s) => s.categoryId)]);
  const page = await api<{ pageList: { id: number; name: string }[] }>("sellerGoods!list", {
    pageNum: 1,
    pageSize: 100,
  });
  const words = [
    ...new Set(page.pageList.flatMap((g) => g.name.toLowerCase().split(/\s+/)).filter((w) => w.length > 3)),
  ];
  const ids = page.pageList.map((g) => g.id);
  const sorts = ["", "&isPrice=1", "&isPrice=2", "&isNew=2", "&isHot=2"];

  // Shop traffic is skewed: a few categories, first pages and popular words take most requests. Requests are
  // drawn from a Zipf distribution (s = 1) over every distinct request, with a fixed seed.
  const listAll: string[] = [];
  for (let p = 1; p <= 5; p++)
    for (const c of catIds.slice(0, 60))
      listAll.push(
        `/api/sellerGoods!list.action?pageNum=${p}&pageSize=20&lang=en&categoryId=${c}${sorts[p % sorts.length]}`,
      );
  const searchAll = words.flatMap((w, n) => [
    `/api/sellerGoods!search.action?keyword=${encodeURIComponent(w)}&pageNum=1&pageSize=20&lang=en${sorts[n % sorts.length]}`,
    `/api/sellerGoods!search.action?keyword=${encodeURIComponent(w)}&pageNum=2&pageSize=20&lang=en`,
  ]);
  // Suggestions are typed a letter at a time: every prefix of every word.
  const suggestAll = words.flatMap((w) =>
    Array.from(
      { length: w.length - 1 },
      (_, k) => `/api/sellerGoods!search-keyword.action?keyword=${encodeURIComponent(w.slice(0, k + 2))}&lang=en`,
    ),
  );
  const infoAll = ids.map((id) => `/api/sellerGoods!info.action?sellerGoodsId=${id}&lang=en`);
  const listPaths = zipf(listAll, 20_000);
  const searchPaths = zipf(searchAll, 20_000);
  const suggestPaths = zipf(suggestAll, 20_000);
  const infoPaths = zipf(infoAll, 20_000);

  // Cold cost: distinct requests one at a time, each the first of its kind (nothing cached yet).
  const cold: Result[] = [];
  if (!only || only.includes("cold")) {
    const fresh = (paths: string[], from: number) => paths.slice(from, from + 60);
    for (const [name, paths] of [
      ["sellerGoods!search (cold, 1 connection)", fresh(searchAll.slice().reverse(), 0)],
      ["sellerGoods!search-keyword (cold, 1 connection)", fresh(suggestAll.slice().reverse(), 0)],
    ] as const) {
      const times: number[] = [];
      for (const path of paths) {
        const t0 = performance.now();
        await fetch(base + path, { method: "POST" }).then((r) => r.arrayBuffer());
        times.push(performance.now() - t0);
      }
      times.sort((a, b) => a - b);
      const at = (q: number) => Math.round(times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0);
      cold.push({
        name,
        rps: 1000 / (times.reduce((a, b) => a + b, 0) / times.length),
        p50: at(0.5),
        p99: at(0.99),
        errors: 0,
        non2xx: 0,
      });
    }
  }

  const plan: [string, string[], "GET" | "POST"][] = [
    ["bare (/healthz)", ["/healthz"], "GET"],
    ["sellerGoods!list", listPaths, "POST"],
    ["sellerGoods!search", searchPaths, "POST"],
    ["sellerGoods!search-keyword", suggestPaths, "POST"],
    ["sellerGoods!info", infoPaths, "POST"],
  ];
  // The distinct runs read the whole shelf first (ids and names): only when one of them is asked for.
  const wanted = (name: string) => !only || only.some((o) => name.includes(o));
  if (!only || only.some((o) => o.includes("distinct")))
    for (const d of await distinctPlans(api)) if (wanted(d.name)) plan.push([d.name, d.paths, "POST"]);
  const results: Result[] = [];
  const distinct = new Map(plan.map(([n, paths]) => [n, new Set(paths).size]));
  for (const [name, paths, method] of plan) {
    if (!name.startsWith("bare") && !wanted(name)) continue;
    const drawn = name.includes("distinct") ? `each sent once, up to ${DISTINCT_MAX}, then the run ends` : "Zipf-drawn";
    process.stdout.write(`loading ${name} (${distinct.get(name)} distinct requests, ${drawn}) ...\n`);
    const cpu0 = cpuSeconds(child.pid);
    const r = await load(name, paths, method);
    const cpu1 = cpuSeconds(child.pid);
    if (cpu0 !== undefined && cpu1 !== undefined && r.sent) r.cpuMs = ((cpu1 - cpu0) * 1000) / r.sent;
    // A distinct run that outlasts its requests starts over on cached answers: said, not hidden.
    if (name.includes("distinct") && (r.sent ?? 0) > paths.length)
      process.stdout.write(`  note: ${r.sent} requests sent, ${paths.length} distinct: the rest were repeats\n`);
    results.push(r);
  }
  const bare = results[0]?.rps ?? 1;
  const orders =
    !only || only.includes("orders")
      ? await benchOrders({ base, seconds: SECONDS, connections: CONNECTIONS, dbUrl })
      : undefined;
  const wallet =
    dbUrl && (!only || only.includes("wallet"))
      ? await benchWallet({ base, seconds: SECONDS, connections: CONNECTIONS, dbUrl })
      : undefined;
  const loans =
    dbUrl && (!only || only.includes("loans"))
      ? await benchLoans({ base, seconds: SECONDS, connections: CONNECTIONS, dbUrl })
      : undefined;
  const chat =
    dbUrl && (!only || only.includes("chat"))
      ? await benchChat({ port: PORT, seconds: SECONDS, connections: CONNECTIONS, dbUrl })
      : undefined;
  // Lighthouse on the built storefront (issue 14 §3): three runs per page, the medians written to test-results/.
  const lighthouse = !only || only.includes("lighthouse") ? await benchLighthouse(base) : undefined;
  const js = await initialJs(`${base}/index`).catch((e: Error) => ({ error: e.message }));
  const env = dbUrl ? "PostgreSQL server" : "embedded PGlite";
  console.log(
    `\n${env}, ${CONNECTIONS} connections, ${SECONDS} s each, ${cpus().length} cores, ${Math.round(totalmem() / 2 ** 30)} GiB, ${new Date().toISOString()}`,
  );
  console.log(`load average before the runs: ${loadBefore.map((l) => l.toFixed(2)).join(", ")}`);
  console.log("| endpoint | req/s | p50 ms | p99 ms | vs bare | errors | server CPU ms/req |");
  console.log("|---|---:|---:|---:|---:|---:|---:|");
  for (const r of [...results, ...cold]) {
    console.log(
      `| ${r.name} | ${Math.round(r.rps)} | ${r.p50} | ${r.p99} | ${((r.rps / bare) * 100).toFixed(0)}% | ${r.errors + r.non2xx} | ${r.cpuMs?.toFixed(2) ?? ""} |`,
    );
  }
  if (orders) {
    console.log(`\norders: ${CONNECTIONS} buyers, one connection each, ${orders.listings} listings`);
    console.log("| call | req/s | p50 ms | p99 ms | succeeded | refused (by message) |");
    console.log("|---|---:|---:|---:|---:|---|");
    for (const f of orders.figures) {
      console.log(
        `| ${f.name} | ${Math.round(f.rps)} | ${f.p50} | ${f.p99} | ${f.ok} | ${JSON.stringify(f.refused)} |`,
      );
    }
    console.log(
      `argon2id verify alone: ${orders.verifyMs.toFixed(1)} ms (ceiling ≈ ${Math.round((cpus().length * 1000) / orders.verifyMs)} payments/s on ${cpus().length} cores)`,
    );
    console.log(
      `ledger exact: ${orders.ledgerOk ? "yes" : "NO"}; orders paid twice: ${orders.duplicates ?? "n/a (needs BENCH_DATABASE_URL)"}; paid orders ${orders.paidEntries ?? "n/a"} = successful payments ${orders.okPay}`,
    );
  }
  if (wallet) {
    console.log(
      `\nwallet (issue 11): ${CONNECTIONS} concurrent clients on the PostgreSQL server, each entry its own transaction`,
    );
    console.log("| what | journal entries | entries/s | postings/s | p95 ms |");
    console.log("|---|---:|---:|---:|---:|");
    for (const [name, f] of [
      ["transfers between users (postEntry)", wallet.transfers],
      ["deposit approvals (approveDeposit, all touch platform:deposits)", wallet.approvals],
    ] as const) {
      console.log(`| ${name} | ${f.entries} | ${f.perSecond} | ${f.perSecond * 2} | ${f.p95} |`);
    }
    console.log(
      `approvals replayed: ${wallet.replayedRefused} refused, ${wallet.replayedChanged} entries posted; ledger exact: ${wallet.ledgerOk ? "yes" : "NO"}`,
    );
    const c = wallet.callback;
    console.log(
      `provider callback (signature + replay lookup, one event replayed): ${c.rps} req/s, p50 ${c.p50} ms, p97.5 ${c.p95} ms, p99 ${c.p99} ms, non-2xx ${c.non2xx}; bare ${Math.round(bare)} req/s`,
    );
  }
  if (loans) {
    console.log(
      `\nloans (issue 12): the daily job over ${loans.loans} active loans took ${loans.jobSeconds} s (${loans.overdue} turned overdue, ${loans.charged} interest figures brought up to date, ${loans.collected} collections)`,
    );
    const d = loans.detail;
    console.log(
      `a one-year loan's statement on its day 365: ${d.rps} req/s, p50 ${d.p50} ms, p97.5 ${d.p97_5} ms, p99 ${d.p99} ms, non-2xx ${d.non2xx}; bare ${Math.round(bare)} req/s`,
    );
  }
  if (chat) {
    console.log(
      `\nchat (issue 13): two more instances (A, B) on the PostgreSQL server and one Redis; ${chat.sockets} open websockets (1,000 buyers on A, 50 stores x 20 tabs on B)`,
    );
    console.log("| delivery, send (HTTP) to the other side's websocket | messages | p50 ms | p95 ms | p99 ms |");
    console.log("|---|---:|---:|---:|---:|");
    console.log(
      `| buyer on A to store on B | ${chat.toStore.n} | ${chat.toStore.p50} | ${chat.toStore.p95} | ${chat.toStore.p99} |`,
    );
    console.log(
      `| store on B to buyer on A | ${chat.toBuyer.n} | ${chat.toBuyer.p50} | ${chat.toBuyer.p95} | ${chat.toBuyer.p99} |`,
    );
    console.log(
      `newOnlinechat!unread on A: ${chat.unread.rps} req/s (p50 ${chat.unread.p50} ms, p99 ${chat.unread.p99} ms, non-2xx ${chat.unread.non2xx}); bare on A ${chat.bare.rps} req/s: ${((chat.unread.rps / chat.bare.rps) * 100).toFixed(0)}%`,
    );
  }
  if (lighthouse)
    console.log(`\nLighthouse, the storefront's pages against their budgets:\n${markdownTable(lighthouse, 3)}`);
  if ("error" in js) console.log(`\ninitial JavaScript of /index: not measured (${js.error})`);
  else
    console.log(
      `\ninitial JavaScript of /index: ${js.gzipKb.toFixed(1)} KB gzipped (${js.rawKb.toFixed(1)} KB raw, ${js.files} files; budget 200 KB)`,
    );
  if (only?.includes("cost")) await benchCost({ base, pid: child.pid, dbUrl, api }); // docs/scaling.md
} finally {
  child.kill("SIGTERM");
  await once(child, "exit").catch(() => undefined);
}
