/**
 * Chat under load (issue 13 §4), on a PostgreSQL server (BENCH_DATABASE_URL) and Redis (BENCH_REDIS_URL,
 * default redis://127.0.0.1:6379): two more server instances, A and B, on the bench's database and one Redis.
 * - 2,000 open websockets: 1,000 buyers on A; 50 stores' sellers on B, 20 tabs each;
 * - message delivery, from the HTTP send on one instance to the other side's websocket on the other, both ways:
 *   p50 / p95 / p99;
 * - `newOnlinechat!unread` (what the original clients poll every 30 s) in requests/s beside the bare route of the
 *   same instance, measured in the same run.
 */
import { spawn } from "node:child_process";
import { once } from "node:events";
import { randomUUID } from "node:crypto";
import autocannon from "autocannon";
import { WebSocket } from "ws";
import { createSession } from "../apps/server/src/accounts/index.ts";
import { openPostgres } from "../apps/server/src/db/db.ts";

export type ChatFigures = {
  sockets: number;
  toStore: { n: number; p50: number; p95: number; p99: number };
  toBuyer: { n: number; p50: number; p95: number; p99: number };
  unread: { rps: number; p50: number; p99: number; non2xx: number };
  bare: { rps: number };
};

const BUYERS = 1000;
const STORES = 50;
const TABS = 20;
const MESSAGES = 400;

async function startInstance(port: number, dbUrl: string, redisUrl: string) {
  const child = spawn(process.execPath, ["--import", "tsx", "apps/server/src/main.ts"], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      LOG_LEVEL: "warn",
      RATE_LIMIT_SCALE: "10000",
      DATABASE_URL: dbUrl,
      REDIS_URL: redisUrl,
      DEMO: "0",
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok) return child;
    } catch {
      /* not up yet */
    }
    if (i > 240) throw new Error(`instance on ${port} did not start`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return Math.round((s[Math.min(s.length - 1, Math.floor(p * s.length))] ?? 0) * 10) / 10;
};

export async function benchChat(o: { port: number; seconds: number; connections: number; dbUrl: string }) {
  const redisUrl = process.env.BENCH_REDIS_URL ?? "redis://127.0.0.1:6379";
  const db = await openPostgres(o.dbUrl, 10);
  const a = await startInstance(o.port + 1, o.dbUrl, redisUrl);
  const b = await startInstance(o.port + 2, o.dbUrl, redisUrl);
  const urlA = `http://127.0.0.1:${o.port + 1}`;
  const urlB = `http://127.0.0.1:${o.port + 2}`;
  const sockets: WebSocket[] = [];
  try {
    const tag = `bc${Date.now().toString(36)}`;
    process.stdout.write(`chat: ${BUYERS} buyers, ${STORES} stores ...\n`);
    const buyers = await db.query<{ id: number }>(
      `insert into party (username, usercode) select $1 || '_b' || g, $1 || 'b' || g from generate_series(1, $2) g returning id`,
      [tag, BUYERS],
    );
    const sellers = await db.query<{ id: number; party_id: number }>(
      `with p as (insert into party (username, usercode, role)
                  select $1 || '_s' || g, $1 || 's' || g, 'SELLER' from generate_series(1, $2) g returning id)
       insert into seller (party_id, name) select id, 'Bench store ' || id from p returning id, party_id`,
      [tag, STORES],
    );
    const now = new Date();
    const buyerTokens = await Promise.all(buyers.map((p) => createSession(db, { partyId: p.id, app: "shop", now })));
    const sellerTokens = await Promise.all(
      sellers.map((s) => createSession(db, { partyId: s.party_id, app: "seller", now })),
    );

    // Each buyer's conversation with one store (store = buyer index mod 50).
    const convs = await Promise.all(
      buyerTokens.map(async (token, i) => {
        const r = await fetch(`${urlA}/api/chat!store.action?token=${token}&sellerId=${sellers[i % STORES]?.id}`, {
          method: "POST",
        });
        return ((await r.json()) as { data: { id: string } }).data.id;
      }),
    );

    // The sockets: a frame's arrival time by its content (each sent text is unique).
    const arrived = new Map<string, number>();
    const open = (base: string, app: string, token: string) =>
      new Promise<void>((resolve, reject) => {
        const ws = new WebSocket(`${base.replace("http", "ws")}/api/chat/socket`);
        sockets.push(ws);
        ws.on("open", () => ws.send(JSON.stringify({ t: "hello", token, app })));
        ws.on("error", reject);
        ws.on("message", (raw) => {
          const f = JSON.parse(String(raw)) as { t: string; message?: { content: string; mine: boolean } };
          if (f.t === "ready") resolve();
          else if (f.t === "message" && f.message && !f.message.mine && !arrived.has(f.message.content))
            arrived.set(f.message.content, performance.now());
        });
      });
    process.stdout.write(`chat: opening ${BUYERS + STORES * TABS} websockets ...\n`);
    for (let i = 0; i < BUYERS; i += 100) {
      await Promise.all(buyerTokens.slice(i, i + 100).map((t) => open(urlA, "shop", t)));
    }
    for (const t of sellerTokens) await Promise.all(Array.from({ length: TABS }, () => open(urlB, "seller", t)));

    async function deliver(direction: "toStore" | "toBuyer") {
      const lat: number[] = [];
      let next = 0;
      // Ten senders at once, each a user typing: send, then the next.
      await Promise.all(
        Array.from({ length: 10 }, async () => {
          for (;;) {
            const i = next++;
            if (i >= MESSAGES) return;
            const content = `${direction} ${randomUUID()}`;
            const conv = convs[i % BUYERS];
            const t0 = performance.now();
            const url =
              direction === "toStore"
                ? `${urlA}/api/chat!send.action?token=${buyerTokens[i % BUYERS]}`
                : `${urlB}/api/merchant/chat!send.action?token=${sellerTokens[(i % BUYERS) % STORES]}`;
            await fetch(url, {
              method: "POST",
              headers: { "content-type": "application/x-www-form-urlencoded" },
              body: new URLSearchParams({ conversationId: conv ?? "", content }).toString(),
            });
            const end = Date.now() + 5000;
            while (!arrived.has(content) && Date.now() < end) await new Promise((r) => setTimeout(r, 1));
            const at = arrived.get(content);
            if (at !== undefined) lat.push(at - t0);
          }
        }),
      );
      return { n: lat.length, p50: pct(lat, 0.5), p95: pct(lat, 0.95), p99: pct(lat, 0.99) };
    }
    process.stdout.write("chat: buyers on A to stores on B ...\n");
    const toStore = await deliver("toStore");
    process.stdout.write("chat: stores on B to buyers on A ...\n");
    const toBuyer = await deliver("toBuyer");

    process.stdout.write("chat: newOnlinechat!unread and the bare route on A ...\n");
    const bare = await autocannon({ url: `${urlA}/healthz`, connections: o.connections, duration: o.seconds });
    const unread = await autocannon({
      url: `${urlA}/api/newOnlinechat!unread.action`,
      connections: o.connections,
      duration: o.seconds,
      requests: buyerTokens
        .slice(0, 200)
        .map((t) => ({ method: "GET", path: `/api/newOnlinechat!unread.action?token=${t}` })),
    });
    return {
      sockets: sockets.length,
      toStore,
      toBuyer,
      unread: {
        rps: Math.round(unread.requests.average),
        p50: unread.latency.p50,
        p99: unread.latency.p99,
        non2xx: unread.non2xx,
      },
      bare: { rps: Math.round(bare.requests.average) },
    } satisfies ChatFigures;
  } finally {
    for (const s of sockets) s.terminate();
    for (const c of [a, b]) {
      c.kill("SIGTERM");
      await once(c, "exit").catch(() => undefined);
    }
    await db.close();
  }
}
