import { randomUUID } from "node:crypto";
import { createRealtime } from "@mall/api";
import type { ChatMessageVo, ChatServerFrame, GoodsVo, LoginResult, SubmittedOrder } from "@mall/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { WebSocket } from "ws";
import { createCaches } from "../../src/http/cache.ts";
import { testDb, type TestDb } from "../db.ts";
import {
  buildAddress,
  buildCategory,
  buildGoods,
  buildSeller,
  buildSellerGoods,
  buildUser,
  grantBalance,
  sessionFor,
  staffSession,
} from "../factories.ts";
import { assertClusterPrerequisites, type Cluster, cluster, clusterMissing, clusterRuns } from "./cluster.ts";
import { call, must, until } from "./wire.ts";

/**
 * Two real server processes (`node --import tsx apps/server/src/main.ts`) behind HAProxy, on one PostgreSQL
 * database and one Redis (issue 15 §3): the storefront, the seller app, the console and the chat work through
 * the load balancer, and a price change is seen on every instance within the public cache's lifetime.
 */
const missing = clusterMissing();

describe.runIf(clusterRuns(missing))("two instances behind HAProxy", () => {
  let db: TestDb;
  let c: Cluster;
  const unique = randomUUID().slice(0, 8);
  const word = `kettle${unique}`;
  let listingId = 0;
  let sellerId = 0;
  let sellerToken = "";
  let buyer: { id: number; token: string };
  const closers: (() => unknown)[] = [];

  beforeAll(async () => {
    assertClusterPrerequisites(missing);
    db = await testDb();
    c = await cluster({
      databaseUrl: db.url ?? "",
      redisDb: 13,
      ports: { from: 9110, to: 9119 },
      instances: [{ name: "a" }, { name: "b" }],
    });
    const started = c.startAll();
    // The data, made while the instances start: a store with one listing, a buyer with money and an address.
    const category = await buildCategory(db);
    const owner = await buildUser(db, { role: "SELLER" });
    sellerId = await buildSeller(db, { partyId: owner.id });
    await grantBalance(db, owner.id, 1_000_000n);
    sellerToken = await sessionFor(db, owner.id, "seller");
    const goods = await buildGoods(db, {
      categoryId: category,
      names: { en: `Copper ${word}` },
      systemPrice: 1_000n,
      freight: 100n,
      tax: 50n,
    });
    listingId = await buildSellerGoods(db, { sellerId, goodsId: goods.goodsId, sellingPrice: 1_200n });
    const b = await buildUser(db, { safeword: "123456" });
    await buildAddress(db, b.id);
    await grantBalance(db, b.id, 1_000_000n);
    buyer = { id: b.id, token: await sessionFor(db, b.id) };
    await started;
  }, 120_000);

  afterAll(async () => {
    for (const close of closers.reverse()) await close();
    await c?.close();
    await db?.close();
  });

  /** A failed expectation shows what the instances and HAProxy said. */
  const withLogs = async (fn: () => Promise<void>) => {
    try {
      await fn();
    } catch (err) {
      throw new Error(`${(err as Error).message}\n${c.logs().slice(-6000)}`);
    }
  };

  it("registers and logs a buyer in, browses, keeps, orders and pays through the load balancer", () =>
    withLogs(async () => {
      const lb = c.url;
      const username = `cl${unique}`;
      const reg = await must<LoginResult>(lb, "localuser!registerNoVerifcode", {
        username,
        password: "pass1234",
        re_password: "pass1234",
        type: 3,
      });
      expect(reg.token).toMatch(/^[0-9a-f]{32}$/);
      const login = await must<LoginResult>(lb, "user!newlogin", { username, password: "pass1234" });
      // The session made on one instance is good on the other: ask several times, round robin alternates.
      for (let i = 0; i < 4; i++) {
        expect(await must<{ username: string }>(lb, "localuser!get", { token: login.token })).toMatchObject({
          username,
        });
      }

      // Browsing: the list, a search and the detail (the cart lives in the browser; the order is its checkout).
      const list = await must<{ pageList: GoodsVo[] }>(lb, "sellerGoods!searchSellerGoods", { sellerId, lang: "en" });
      expect(list.pageList.map((g) => String(g.id))).toContain(String(listingId));
      const found = await must<{ pageList: GoodsVo[] }>(lb, "sellerGoods!search", { keyword: word, lang: "en" });
      expect(found.pageList.map((g) => String(g.id))).toContain(String(listingId));
      expect(await must<GoodsVo>(lb, "sellerGoods!info", { sellerGoodsId: listingId, lang: "en" })).toMatchObject({
        id: String(listingId),
        sellingPrice: 12,
      });
      await must(lb, "keepGoods!add", { token: buyer.token, sellerGoodsId: listingId });
      expect(await must<number>(lb, "keepGoods!count", { token: buyer.token })).toBe(1);

      const { orderList } = await must<{ orderList: SubmittedOrder[] }>(lb, "order!submit", {
        token: buyer.token,
        orderInfo: `${listingId},-1,2`,
      });
      const orderId = orderList[0]?.orderId ?? "";
      await must(lb, "order!pay", { token: buyer.token, orderId, safeword: "123456" });
      // The seller confirms in the seller app, the platform ships from the console: all through the balancer.
      await must(lb, "merchant/order!confirm", { token: sellerToken, orderId });
      const staff = await staffSession(db);
      await must(lb, "console/orders!ship", { token: staff.token, orderId, provider: "DHL", trackingNo: `T${unique}` });
      const [order] = await db.query<{ status: number }>("select status from mall_order where id = $1", [orderId]);
      expect(order?.status).toBe(3);

      // Both instances served: HAProxy's round robin spread the calls.
      const stats = await c.lb.servers();
      expect(stats.map((s) => [s.name, s.status])).toEqual([
        ["a", "UP"],
        ["b", "UP"],
      ]);
      for (const s of stats) expect(s.total).toBeGreaterThan(3);
    }));

  it("shows a seller's new price on every instance within the public cache's lifetime", () =>
    withLogs(async () => {
      // The stated time: public lists and details live this long in each instance's memory (http/cache.ts).
      const ttl = createCaches().lists.ttl;
      expect(ttl).toBe(10_000);
      const info = async (base: string) =>
        (await must<GoodsVo>(base, "sellerGoods!info", { sellerGoodsId: listingId, lang: "en" })).sellingPrice;
      const listed = async (base: string) =>
        (
          await must<{ pageList: GoodsVo[] }>(base, "sellerGoods!searchSellerGoods", { sellerId, lang: "en" })
        ).pageList.find((g) => String(g.id) === String(listingId))?.sellingPrice;
      // Each instance has the old price in its cache (read directly, not through the balancer).
      for (const s of c.instances) {
        expect(await info(s.url)).toBe(12);
        expect(await listed(s.url)).toBe(12);
      }
      const changedAt = Date.now();
      await must(c.url, "merchant/goods!update", {
        token: sellerToken,
        sellerGoodsId: listingId,
        sellingPrice: "13.50",
      });
      const seenAfter = await Promise.all(
        c.instances.map((s) =>
          until(
            `${s.spec.name} shows the new price`,
            async () =>
              (await info(s.url)) === 13.5 && (await listed(s.url)) === 13.5 ? Date.now() - changedAt : undefined,
            ttl + 5_000,
            100,
          ),
        ),
      );
      console.log(`price change seen after ${seenAfter.map((ms) => `${ms} ms`).join(" and ")} (cache ${ttl} ms)`);
      // The cache's lifetime, and one poll and a request's time more.
      for (const ms of seenAfter) expect(ms).toBeLessThanOrEqual(ttl + 1_000);
    }));

  it("carries a buyer's chat message from either instance to a seller and an agent connected through the balancer", () =>
    withLogs(async () => {
      const agent = await staffSession(db, { permissions: ["service"] });
      const storeConv = (await must<{ id: string }>(c.url, "chat!store", { token: buyer.token, sellerId })).id;
      const deskConv = (await must<{ id: string }>(c.url, "chat!platform", { token: buyer.token })).id;
      await must(c.url, "console/chat!presence", { token: agent.token });

      const side = (app: "seller" | "admin", token: string, follow: string) => {
        const got: string[] = [];
        const rt = createRealtime({
          baseUrl: "",
          app,
          token: { get: () => token, set: () => {}, subscribe: () => () => {} },
          // Through HAProxy: the websocket upgrade passes through to whichever instance it picks.
          connect: () => new WebSocket(`${c.url.replace("http", "ws")}/api/chat/socket`) as never,
          retryMs: 200,
        });
        rt.on((f: ChatServerFrame) => {
          const take = (m: ChatMessageVo) => m.conversationId === follow && m.side === "buyer" && got.push(m.content);
          if (f.t === "message") take(f.message);
          else if (f.t === "messages") for (const m of f.items) take(m);
        });
        rt.follow(follow, 0);
        rt.start();
        closers.push(() => rt.stop());
        return { got, connected: () => rt.connected };
      };
      const seller = side("seller", sellerToken, storeConv);
      const desk = side("admin", agent.token, deskConv);
      await until("both sockets connected", async () => (seller.connected() && desk.connected() ? true : undefined));

      // Sent straight to each instance and through the balancer: whichever instance holds a socket, one of
      // the first two crossed from one instance to the other through Redis.
      const sends = [...c.instances.map((s) => [s.url, s.spec.name] as const), [c.url, "lb"] as const];
      for (const [base, via] of sends) {
        await must(base, "chat!send", {
          token: buyer.token,
          conversationId: storeConv,
          content: `to store via ${via}`,
        });
        await must(base, "chat!send", { token: buyer.token, conversationId: deskConv, content: `to desk via ${via}` });
      }
      const expected = (to: string) => sends.map(([, via]) => `to ${to} via ${via}`);
      await until("every message on both sides", async () =>
        seller.got.length >= 3 && desk.got.length >= 3 ? true : undefined,
      );
      expect(seller.got).toEqual(expected("store"));
      expect(desk.got).toEqual(expected("desk"));
    }));

  it("keeps answering through the balancer when an instance dies", () =>
    withLogs(async () => {
      const [a] = c.instances;
      if (!a) throw new Error("no instance");
      await a.kill9();
      // Calls in the second before HAProxy's checks see it down are sent on to b (redispatch).
      for (let i = 0; i < 6; i++) expect((await call(c.url, "category!list", { lang: "en" })).code).toBe("0");
      await c.lb.waitUp(["b"]);
    }));
});
