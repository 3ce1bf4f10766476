import { randomUUID } from "node:crypto";
import { createRealtime } from "@mall/api";
import type { ChatMessageVo, ChatServerFrame, ChatTotals } from "@mall/contract";
import { Redis } from "ioredis";
import { afterAll, describe, expect, it } from "vitest";
import { WebSocket } from "ws";
import { buildSeller, buildUser, sessionFor, staffSession } from "../../test/factories.ts";
import { testDb } from "../../test/db.ts";
import { cuttableRedis } from "../../test/cluster/redis-relay.ts";
import { buildApp } from "../app.ts";
import { openPostgres } from "../db/db.ts";
import { ChatHub } from "./hub.ts";

/**
 * Two server instances on one PostgreSQL and one Redis (issue 13, part 4): a buyer on A, a seller and an
 * agent on B. Mid-stream, B is killed and Redis is cut for 5 s; afterwards every side has every message
 * exactly once and the unread counts are exact. Two instances need a database server, so this runs on the
 * PostgreSQL project (CI sets TEST_DATABASE_URL and TEST_REDIS_URL).
 */
const redisUrl = process.env.TEST_REDIS_URL;
const onServer = process.env.TEST_DB_BACKEND === "postgres";

describe.runIf(redisUrl && onServer)("two server instances through Redis", () => {
  const closers: (() => Promise<unknown> | unknown)[] = [];
  afterAll(async () => {
    for (const c of closers.reverse()) await c();
  });

  it("delivers both ways across instances; after B dies and Redis is cut for 5 s, 0 lost, 0 duplicated, exact unread", async () => {
    const db = await testDb();
    closers.push(() => db.close());
    const relay = cuttableRedis(new URL(redisUrl ?? ""));
    const relayPort = await relay.listen();
    closers.push(() => relay.close());
    const stream = `chat:test:${randomUUID()}`;

    async function instance(port: number) {
      const pool = await openPostgres(db.url ?? "", 4);
      const redis = new Redis({
        host: "127.0.0.1",
        port: relayPort,
        enableOfflineQueue: false,
        maxRetriesPerRequest: 1,
        retryStrategy: () => 100,
      });
      redis.on("error", () => {});
      const hub = new ChatHub(redis, { stream });
      const built = await buildApp({ db: pool, logLevel: "silent", serveWeb: false, services: { chat: hub }, redis });
      await built.app.listen({ port, host: "127.0.0.1" });
      return {
        url: `http://127.0.0.1:${(built.app.server.address() as { port: number }).port}`,
        async kill() {
          await built.app.close();
          await pool.close();
          redis.disconnect();
        },
      };
    }

    // The accounts: a buyer, a seller with a store, an agent of the desk.
    const buyer = await buildUser(db);
    const sellerUser = await buildUser(db, { role: "SELLER" });
    const sellerId = await buildSeller(db, { partyId: sellerUser.id });
    const agent = await staffSession(db, { permissions: ["service"] });
    const buyerToken = await sessionFor(db, buyer.id, "shop");
    const sellerToken = await sessionFor(db, sellerUser.id, "seller");

    const a = await instance(0);
    closers.push(() => a.kill());
    let b = await instance(0);
    const bPort = Number(new URL(b.url).port);
    let bAlive = true;
    closers.push(() => (bAlive ? b.kill() : undefined));

    const call = async <T>(base: string, action: string, params: Record<string, string>) => {
      const res = await fetch(`${base}/api/${action}.action`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams(params).toString(),
      });
      const body = (await res.json()) as { code: string; data: T; msg?: string };
      if (body.code !== "0") throw new Error(`${action}: ${body.msg}`);
      return body.data;
    };
    /** A send that retries (same client key) until its instance answers, as a client whose server went away. */
    const sendVia = async (base: () => string, action: string, params: Record<string, string>) => {
      const clientKey = randomUUID();
      for (let i = 0; ; i++) {
        try {
          return await call<ChatMessageVo>(base(), action, { ...params, clientKey });
        } catch (err) {
          if (i > 100) throw err;
          await new Promise((r) => setTimeout(r, 100));
        }
      }
    };

    const storeConv = (
      await call<{ id: string }>(a.url, "chat!store", { token: buyerToken, sellerId: String(sellerId) })
    ).id;
    const deskConv = (await call<{ id: string }>(a.url, "chat!platform", { token: buyerToken })).id;
    // The agent takes the desk conversation at once, so no automatic answer interleaves.
    await call(b.url, "console/chat!presence", { token: agent.token });

    type Side = { received: Map<string, number[]>; totals: ChatTotals[]; connected: () => boolean };
    function side(app: "shop" | "seller" | "admin", token: string, base: () => string, follow: string[]): Side {
      const received = new Map<string, number[]>();
      const totals: ChatTotals[] = [];
      const rt = createRealtime({
        baseUrl: "",
        app,
        token: { get: () => token, set: () => {}, subscribe: () => () => {} },
        connect: () => new WebSocket(`${base().replace("http", "ws")}/api/chat/socket`) as never,
        retryMs: 200,
      });
      const take = (m: ChatMessageVo) =>
        received.set(m.conversationId, [...(received.get(m.conversationId) ?? []), m.seq]);
      rt.on((f: ChatServerFrame) => {
        if (f.t === "message") {
          take(f.message);
          totals.push(f.totals);
        } else if (f.t === "messages") for (const m of f.items) take(m);
        else if (f.t === "read") totals.push(f.totals);
      });
      for (const id of follow) rt.follow(id, 0);
      rt.start();
      closers.push(() => rt.stop());
      return { received, totals, connected: () => rt.connected };
    }
    const buyerSide = side("shop", buyerToken, () => a.url, [storeConv, deskConv]);
    const sellerSide = side("seller", sellerToken, () => b.url, [storeConv]);
    const agentSide = side("admin", agent.token, () => b.url, [deskConv]);
    const until = async (ok: () => boolean, ms = 30_000) => {
      const end = Date.now() + ms;
      while (!ok()) {
        if (Date.now() > end) throw new Error("timed out");
        await new Promise((r) => setTimeout(r, 25));
      }
    };
    await until(() => buyerSide.connected() && sellerSide.connected() && agentSide.connected());

    // 30 rounds: the buyer writes to the store and the desk on A; the seller and the agent answer on B.
    const rounds = 30;
    const writers = (async () => {
      for (let i = 0; i < rounds; i++) {
        await Promise.all([
          sendVia(() => a.url, "chat!send", { token: buyerToken, conversationId: storeConv, content: `to store ${i}` }),
          sendVia(() => a.url, "chat!send", { token: buyerToken, conversationId: deskConv, content: `to desk ${i}` }),
          sendVia(() => b.url, "merchant/chat!send", {
            token: sellerToken,
            conversationId: storeConv,
            content: `from store ${i}`,
          }),
          sendVia(() => b.url, "console/chat!send", {
            token: agent.token,
            conversationId: deskConv,
            content: `from desk ${i}`,
          }),
        ]);
        await new Promise((r) => setTimeout(r, 50));
      }
    })();

    // Mid-stream: B dies and Redis is cut; 5 s later Redis is back and B starts again on its port.
    await until(() => (buyerSide.received.get(storeConv)?.length ?? 0) >= 20);
    bAlive = false;
    await b.kill();
    relay.cut();
    await new Promise((r) => setTimeout(r, 5_000));
    relay.restore();
    b = await instance(bPort);
    bAlive = true;
    await writers;

    const lastSeq = async (id: string) =>
      (await db.query<{ last_seq: number }>("select last_seq from chat_conversation where id = $1", [id]))[0]
        ?.last_seq ?? 0;
    const storeN = await lastSeq(storeConv);
    const deskN = await lastSeq(deskConv);
    expect(storeN).toBe(rounds * 2);
    expect(deskN).toBe(rounds * 2);
    const all = (n: number) => Array.from({ length: n }, (_, i) => i + 1);
    await until(
      () =>
        buyerSide.received.get(storeConv)?.length === storeN &&
        buyerSide.received.get(deskConv)?.length === deskN &&
        sellerSide.received.get(storeConv)?.length === storeN &&
        agentSide.received.get(deskConv)?.length === deskN,
    );
    // Every message once, in order, on every side.
    expect(buyerSide.received.get(storeConv)).toEqual(all(storeN));
    expect(buyerSide.received.get(deskConv)).toEqual(all(deskN));
    expect(sellerSide.received.get(storeConv)).toEqual(all(storeN));
    expect(agentSide.received.get(deskConv)).toEqual(all(deskN));

    // Unread counts: the database's rows against the count of the other side's messages after each read mark.
    const [c] = await db.query<{
      buyer_unread: number;
      other_unread: number;
      buyer_read_seq: number;
      other_read_seq: number;
    }>("select buyer_unread, other_unread, buyer_read_seq, other_read_seq from chat_conversation where id = $1", [
      storeConv,
    ]);
    const count = async (sides: string, after: number) =>
      (
        await db.query<{ n: number }>(
          `select count(*)::int n from chat_message where conversation_id = $1 and seq > $2 and side in ${sides}`,
          [storeConv, after],
        )
      )[0]?.n;
    expect(c?.buyer_unread).toBe(await count("('store', 'agent', 'system')", c?.buyer_read_seq ?? 0));
    expect(c?.other_unread).toBe(await count("('buyer')", c?.other_read_seq ?? 0));
    const unread = await call<{ platform: number; store: number }>(a.url, "chat!unread", { token: buyerToken });
    expect(unread.store).toBe(c?.buyer_unread);
    // A read on A reaches the seller's badge on B.
    await call(b.url, "merchant/chat!read", { token: sellerToken, conversationId: storeConv, seq: "0" });
    await until(() => sellerSide.totals.at(-1)?.store === 0);
    expect(
      await call<number>(a.url, "public/userOnlineChatController!unread", { token: buyerToken, loginType: "user" }),
    ).toBe(unread.store);
  }, 120_000);
});
