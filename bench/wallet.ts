/**
 * The wallet under load (issue 11 §6), on a PostgreSQL server (BENCH_DATABASE_URL):
 * - ledger entries per second at 50 concurrent clients, for transfers between users and for deposit approvals
 *   through the real command (approveDeposit: lock, transition, one entry), which all touch platform:deposits;
 *   then the same approvals replayed, which must all be refused and change nothing, and the ledger check;
 * - the provider callback (signature, replay window, replay lookup) over HTTP, p95, beside the bare route.
 */
import autocannon from "autocannon";
import { Webhook } from "standardwebhooks";
import { openPostgres } from "../apps/server/src/db/db.ts";
import { checkLedger } from "../apps/server/src/ledger/check.ts";
import { postEntry } from "../apps/server/src/ledger/post.ts";
import { approveDeposit } from "../apps/server/src/wallet/approve-deposit.ts";

export type WalletFigures = {
  transfers: { entries: number; perSecond: number; p95: number };
  approvals: { entries: number; perSecond: number; p95: number };
  replayedRefused: number;
  replayedChanged: number;
  ledgerOk: boolean;
  callback: { rps: number; p50: number; p95: number; p99: number; non2xx: number };
};

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return Math.round((s[Math.min(s.length - 1, Math.floor(s.length * p))] ?? 0) * 10) / 10;
};

async function run(clients: number, seconds: number, one: (i: number) => Promise<void>) {
  let next = 0;
  const lat: number[] = [];
  const end = Date.now() + seconds * 1000;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (Date.now() < end) {
        const i = next++;
        const t0 = performance.now();
        await one(i);
        lat.push(performance.now() - t0);
      }
    }),
  );
  const secs = (performance.now() - started) / 1000;
  return { entries: lat.length, perSecond: Math.round(lat.length / secs), p95: pct(lat, 0.95) };
}

export async function benchWallet(o: { base: string; seconds: number; connections: number; dbUrl: string }) {
  const db = await openPostgres(o.dbUrl, o.connections);
  try {
    const tag = `bw${Date.now().toString(36)}`;
    const PARTIES = 1000;
    // Buyers to move money between, each with money to move.
    const parties = await db.query<{ id: number }>(
      `insert into party (username, usercode) select $1 || '_' || g, $1 || 'c' || g from generate_series(1, $2) g returning id`,
      [tag, PARTIES],
    );
    const ids = parties.map((p) => p.id);
    for (const id of ids) {
      await db.tx((tx) =>
        postEntry(tx, {
          kind: "grant",
          postings: [
            { account: { platform: "platform:grants" }, amount: -1_000_000n },
            { account: { party: id, code: "available" }, amount: 1_000_000n },
          ],
        }),
      );
    }
    process.stdout.write("wallet: transfers between users ...\n");
    const transfers = await run(o.connections, o.seconds, async (i) => {
      const from = ids[i % PARTIES] ?? 0;
      const to = ids[(i * 7 + 13) % PARTIES] ?? 0;
      await db.tx((tx) =>
        postEntry(tx, {
          kind: "transfer",
          idempotencyKey: `${tag}-t${i}`,
          postings: [
            { account: { party: from, code: "available" }, amount: -1n },
            { account: { party: to, code: "available" }, amount: 1n },
          ],
        }),
      );
    });

    // One pending deposit per depositor (the database allows no more): enough for the run at 6,000/s.
    const N = Math.max(10_000, o.seconds * 6000);
    process.stdout.write(`wallet: ${N} pending deposits to approve ...\n`);
    await db.query(
      `with p as (insert into party (username, usercode) select $1 || '_d' || g, $1 || 'd' || g from generate_series(1, $2) g
                  returning id)
       insert into deposit (id, party_id, method, coin, volume, rate, amount, created_at)
       select to_char(now(), 'HH24MISS') || lpad((row_number() over ())::text, 14, '0'), id, 'bank', 'USD', 10, 1, 1000,
         now() from p`,
      [tag, N],
    );
    const pending = (
      await db.query<{ id: string }>(
        "select d.id from deposit d join party p on p.id = d.party_id where d.state = 0 and p.username like $1 order by d.id",
        [`${tag}_d%`],
      )
    ).map((r) => r.id);
    const [staff] = await db.query<{ id: number }>("select id from party order by id limit 1");
    process.stdout.write("wallet: deposit approvals ...\n");
    const approvals = await run(o.connections, o.seconds, async (i) => {
      const orderNo = pending[i];
      if (!orderNo) return;
      await db.tx((tx) => approveDeposit(tx, { orderNo, staffId: staff?.id ?? 1, now: new Date() }));
    });
    // Every approval again: each refused, nothing posted.
    const before = await db.query<{ n: number }>("select count(*)::int n from ledger_txn");
    let refused = 0;
    await Promise.all(
      pending.slice(0, approvals.entries).map((orderNo) =>
        db
          .tx((tx) => approveDeposit(tx, { orderNo, staffId: staff?.id ?? 1, now: new Date() }))
          .catch(() => {
            refused++;
          }),
      ),
    );
    const after = await db.query<{ n: number }>("select count(*)::int n from ledger_txn");
    const ledger = await checkLedger(db);

    // The provider's callback: one signed event, replayed by 50 connections (verify + the replay lookup).
    const [secret] = await db.query<{ secret: string }>("select secret from payment_provider where name = 'sandbox'");
    await db.query("insert into payment_provider (name, secret) values ('sandbox', $1) on conflict do nothing", [
      `whsec_${Buffer.from("bench-only-secret-0123456789abcd").toString("base64")}`,
    ]);
    const key =
      secret?.secret ??
      (await db.query<{ secret: string }>("select secret from payment_provider where name = 'sandbox'"))[0]?.secret ??
      "";
    const body = JSON.stringify({
      type: "payment.succeeded",
      data: { deposit: pending[0], amount: "10", currency: "USD" },
    });
    const now = new Date();
    const headers = {
      "content-type": "application/json",
      "webhook-id": `msg_${tag}`,
      "webhook-timestamp": String(Math.floor(now.getTime() / 1000)),
      "webhook-signature": new Webhook(key).sign(`msg_${tag}`, now, body),
    };
    process.stdout.write("wallet: provider callbacks ...\n");
    const cb = await autocannon({
      url: `${o.base}/api/thirdPartyRecharge!onSucceeded.action`,
      method: "POST",
      headers,
      body,
      connections: o.connections,
      duration: o.seconds,
    });
    return {
      transfers,
      approvals,
      replayedRefused: refused,
      replayedChanged: (after[0]?.n ?? 0) - (before[0]?.n ?? 0),
      ledgerOk: ledger.ok,
      callback: {
        rps: Math.round(cb.requests.average),
        p50: cb.latency.p50,
        p95: (cb.latency as unknown as Record<string, number>).p97_5 ?? cb.latency.p99,
        p99: cb.latency.p99,
        non2xx: cb.non2xx,
      },
    } satisfies WalletFigures;
  } finally {
    await db.close();
  }
}
