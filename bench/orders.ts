/**
 * Order submit and pay under load (issue 4 §7, issue 15 §2): 50 buyers, each on its own connection with its own
 * session, submit orders against real listings; then each buyer checks out in a loop (submit a cart, pay it
 * with the fund password) and pays the orders left from the submit runs. Afterwards the run proves that nothing
 * was paid twice and that the ledger is exact, and measures the password hash alone, because payment verifies
 * an argon2id hash on every call. BENCH_ORDERS_TRACE=<file> writes every submit's send and answer times.
 */
import { benchBuyers } from "./buyers.ts";
import { writeFileSync } from "node:fs";
import autocannon from "autocannon";
import pg from "pg";
import { hashPassword, verifyPassword } from "../apps/server/src/accounts/passwords.ts";

/** The cold start, measured and shown apart from the steady state. */
const WARM_UP_SECONDS = 3;
/** Short enough that ten SKUs of a few hundred units each do not sell out. */
const HOT_SECONDS = 3;

type Env<T> = { code: string; msg: string | null; data: T };
export type OrderFigures = {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  ok: number;
  refused: Record<string, number>;
};

export async function benchOrders(o: {
  base: string;
  seconds: number;
  connections: number;
  dbUrl?: string | undefined;
}) {
  const call = async <T>(action: string, params: Record<string, string | number>, token?: string): Promise<Env<T>> => {
    const body = new URLSearchParams(
      Object.entries({ ...params, ...(token ? { token } : {}) }).map(([k, v]) => [k, String(v)]),
    );
    const r = await fetch(`${o.base}/api/${action}.action`, { method: "POST", body });
    return (await r.json()) as Env<T>;
  };
  const must = async <T>(action: string, params: Record<string, string | number>, token?: string): Promise<T> => {
    const env = await call<T>(action, params, token);
    if (env.code !== "0") throw new Error(`${action}: ${env.msg}`);
    return env.data;
  };

  // Staff credits the bench buyers through the ledger, like any other money.
  const buyers = await benchBuyers(must, o.connections, `bench${Date.now().toString(36)}`);
  const admin = (await must<{ token: string }>("console/auth!login", { username: "admin001", password: "pass1234" }))
    .token;

  // Real listings with stock: 400 listings, each with a SKU of at least 200 units that no other chosen listing
  // shares (stores sell the platform's goods, so stock is the platform's), so the run measures orders placed,
  // not cheap refusals of sold-out goods.
  const picked: { line: string; orders: number }[] = [];
  const taken = new Set<number>();
  for (let page = 1; picked.length < 400 && page <= 20; page++) {
    const list = await must<{ pageList: { id: number }[] }>("sellerGoods!list", {
      pageNum: page,
      pageSize: 100,
      lang: "en",
    });
    for (const g of list.pageList.slice(0, 400 - picked.length)) {
      const info = await must<{
        buyMin: number;
        canSelectAttributes?: { skus: { skuId: number; stock: number; hidden: boolean }[] };
      }>("sellerGoods!info", { sellerGoodsId: g.id, lang: "en" });
      const n = Math.max(1, info.buyMin);
      const sku = info.canSelectAttributes?.skus.find((s) => s.stock >= 200 * n && !s.hidden && !taken.has(s.skuId));
      if (!sku) continue;
      taken.add(sku.skuId);
      picked.push({ line: `${g.id},${sku.skuId},${n}`, orders: Math.floor(sku.stock / n) });
    }
  }
  const lines = picked.map((p) => p.line);
  // The ten lines with the most orders' worth of stock, for the popular-goods run.
  const hot = [...picked]
    .sort((a, b) => b.orders - a.orders)
    .slice(0, 10)
    .map((p) => p.line);

  const trace: string[] | undefined = process.env.BENCH_ORDERS_TRACE ? [] : undefined;
  const refusedOf = (m: Map<string, number>) => Object.fromEntries(m);
  const figures: OrderFigures[] = [];

  // Submit: each connection is one buyer; order ids are kept for the pay phase. The first seconds after the
  // server starts (V8 still compiling the path, each pool connection preparing its statements) are measured
  // on their own, then the steady state.
  const submitRun = async (name: string, seconds: number, pool = lines) => {
    let conn = 0;
    let draw = 0;
    let ok = 0;
    const refused = new Map<string, number>();
    const sentAt = new Map<object, number>();
    const r = await run1({
      url: o.base,
      connections: o.connections,
      duration: seconds,
      requests: [
        {
          method: "POST",
          setupRequest: (req, ctx) => {
            const c = ctx as { buyer?: (typeof buyers)[number] };
            c.buyer ??= buyers[conn++ % buyers.length];
            req.path = `/api/order!submit.action?token=${c.buyer?.token}&lang=en&orderInfo=${encodeURIComponent(pool[draw++ % pool.length] ?? "")}`;
            if (trace) sentAt.set(ctx, performance.now());
            return req;
          },
          onResponse: (_status, body, ctx) => {
            if (trace) trace.push(`${name}\t${sentAt.get(ctx)?.toFixed(1)}\t${performance.now().toFixed(1)}`);
            const env = JSON.parse(body) as Env<{ orderList: { orderId: string }[] }>;
            if (env.code === "0") {
              ok++;
              (ctx as { buyer?: (typeof buyers)[number] }).buyer?.orders.push(
                ...env.data.orderList.map((x) => x.orderId),
              );
            } else refused.set(env.msg ?? env.code, (refused.get(env.msg ?? env.code) ?? 0) + 1);
          },
        },
      ],
    });
    figures.push({ name, ...r, ok, refused: refusedOf(refused) });
  };
  await submitRun(`order!submit, first ${WARM_UP_SECONDS} s after start`, WARM_UP_SECONDS);
  await submitRun("order!submit", o.seconds);
  // Popular goods: every buyer orders one of the same ten SKUs, so orders queue on those rows' stock locks.
  await submitRun(`order!submit, 10 popular SKUs, ${HOT_SECONDS} s`, HOT_SECONDS, hot);

  if (trace) writeFileSync(process.env.BENCH_ORDERS_TRACE ?? "", `${trace.join("\n")}\n`);
  // A checkout as the storefront makes one: each buyer submits a cart (one line) and pays it with its fund
  // password, then starts the next, one call at a time. Submit and pay are timed together and apart.
  const checkout = { submit: newTally(), pay: newTally() };
  let draw = 0;
  const checkoutSeconds = await eachBuyer(buyers, o.seconds, async (b) => {
    const line = lines[draw++ % lines.length] ?? "";
    const placed = await timed(checkout.submit, () =>
      call<{ orderList: { orderId: string }[] }>("order!submit", { lang: "en", orderInfo: line }, b.token),
    );
    const ids = placed.code === "0" ? placed.data.orderList.map((x) => x.orderId) : [];
    if (ids.length)
      await timed(checkout.pay, () => call("order!pay", { orderId: ids.join(","), safeword: "123456" }, b.token));
    return true;
  });
  const both = newTally();
  both.ms.push(...checkout.submit.ms, ...checkout.pay.ms);
  both.ok = checkout.submit.ok + checkout.pay.ok;
  for (const [msg, n] of [...checkout.submit.refused, ...checkout.pay.refused]) {
    both.refused.set(msg, (both.refused.get(msg) ?? 0) + n);
  }
  figures.push(figure("checkout: order!submit then order!pay (submit and pay together)", both, checkoutSeconds));
  figures.push(figure("checkout: its order!submit", checkout.submit, checkoutSeconds));
  figures.push(figure("checkout: its order!pay", checkout.pay, checkoutSeconds));

  // Pay: the orders of the submit runs, each by its own buyer, one order per call and one call at a time per
  // buyer (a buyer's payments sent in parallel would race the fund-password lock-out, which counts each
  // attempt before checking it), for at most the run's seconds.
  const paid = newTally();
  const paySeconds = await eachBuyer(buyers, o.seconds, async (b) => {
    const orderId = b.orders.shift();
    if (!orderId) return false;
    await timed(paid, () => call("order!pay", { orderId, safeword: "123456" }, b.token));
    return true;
  });
  figures.push(figure("order!pay (one order per call)", paid, paySeconds));
  const okPay = checkout.pay.ok + paid.ok;

  // The password hash alone: what one payment must spend before it touches the database.
  const hash = await hashPassword("123456");
  const t0 = performance.now();
  for (let i = 0; i < 20; i++) await verifyPassword(hash, "123456");
  const verifyMs = (performance.now() - t0) / 20;

  // Exactness: nothing paid twice, every successful payment is one ledger entry, the ledger balances.
  const ledger = await must<{ ok: boolean; transactions: number }>("console/ledger!check", {}, admin);
  let duplicates: number | undefined;
  let paidEntries: number | undefined;
  if (o.dbUrl) {
    const c = new pg.Client({ connectionString: o.dbUrl });
    await c.connect();
    const ids = buyers.map((b) => b.partyId);
    duplicates = Number(
      (
        await c.query(
          `select count(*) n from (select ref from ledger_txn where kind = 'order-pay' group by ref having count(*) > 1) d`,
        )
      ).rows[0]?.n ?? 0,
    );
    paidEntries = Number(
      (await c.query(`select count(*) n from mall_order where party_id = any($1::int[]) and status = 1`, [ids])).rows[0]
        ?.n ?? 0,
    );
    await c.end();
  }
  return { figures, verifyMs, ledgerOk: ledger.ok, duplicates, paidEntries, okPay, listings: lines.length };
}

async function run1(opts: autocannon.Options) {
  const r = await new Promise<autocannon.Result>((resolve, reject) => {
    autocannon(opts, (err, res) => (err ? reject(err) : resolve(res)));
  });
  return { rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99 };
}

type Tally = { ms: number[]; ok: number; refused: Map<string, number> };
const newTally = (): Tally => ({ ms: [], ok: 0, refused: new Map() });

/** Times one call into `t`: its latency, and whether it succeeded or was refused (by message). */
async function timed<T extends { code: string; msg: string | null }>(t: Tally, f: () => Promise<T>): Promise<T> {
  const t0 = performance.now();
  const env = await f();
  t.ms.push(performance.now() - t0);
  if (env.code === "0") t.ok++;
  else t.refused.set(env.msg ?? env.code, (t.refused.get(env.msg ?? env.code) ?? 0) + 1);
  return env;
}

/** Every buyer runs `step` in a loop, one call after another, until it answers false or the time is up. */
async function eachBuyer<B>(buyers: B[], seconds: number, step: (b: B) => Promise<boolean>): Promise<number> {
  const t0 = performance.now();
  const until = t0 + seconds * 1000;
  await Promise.all(
    buyers.map(async (b) => {
      while (performance.now() < until && (await step(b))) {
        /* next call */
      }
    }),
  );
  return (performance.now() - t0) / 1000;
}

function figure(name: string, t: Tally, seconds: number): OrderFigures {
  const sorted = [...t.ms].sort((a, b) => a - b);
  const at = (q: number) => Math.round(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0);
  return {
    name,
    rps: sorted.length / seconds,
    p50: at(0.5),
    p99: at(0.99),
    ok: t.ok,
    refused: Object.fromEntries(t.refused),
  };
}
