import { createRealtime, type Realtime } from "@mall/api";
import type { ChatServerFrame } from "@mall/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { WebSocket } from "ws";
import { appForFile } from "../../test/app.ts";
import { buildSeller, buildUser, sessionFor, signedInUser, staffSession } from "../../test/factories.ts";

const t = appForFile();
let base = "";

beforeAll(async () => {
  base = await t.app.listen({ port: 0, host: "127.0.0.1" });
});
const clients: Realtime[] = [];
afterAll(() => {
  for (const c of clients) c.stop();
});

/** A realtime client as a web app makes it, recording every frame passed on to the page. */
function client(app: "shop" | "seller" | "admin", token: string) {
  const frames: ChatServerFrame[] = [];
  const rt = createRealtime({
    baseUrl: base,
    app,
    token: { get: () => token, set: () => {}, subscribe: () => () => {} },
    connect: (url) => new WebSocket(url) as never,
    retryMs: 100,
  });
  rt.on((f) => frames.push(f));
  clients.push(rt);
  rt.start();
  return { rt, frames };
}

const until = async (ok: () => boolean, ms = 5000) => {
  const end = Date.now() + ms;
  while (!ok()) {
    if (Date.now() > end) throw new Error("timed out");
    await new Promise((r) => setTimeout(r, 20));
  }
};
const messages = (frames: ChatServerFrame[]) =>
  frames.flatMap((f) => (f.t === "message" ? [f.message] : f.t === "messages" ? f.items : []));

describe("the chat websocket", () => {
  it("pushes each new message to both sides' open tabs, with their own unread counts, and nothing to strangers", async () => {
    const b = await signedInUser(t.db);
    const seller = await buildUser(t.db, { role: "SELLER" });
    const sellerId = await buildSeller(t.db, { partyId: seller.id });
    const sellerToken = await sessionFor(t.db, seller.id, "seller");
    const stranger = await signedInUser(t.db);
    const otherSeller = await buildUser(t.db, { role: "SELLER" });
    await buildSeller(t.db, { partyId: otherSeller.id });

    const tab1 = client("shop", b.token);
    const tab2 = client("shop", b.token);
    const store = client("seller", sellerToken);
    const nosy = client("shop", stranger.token);
    const nosyStore = client("seller", await sessionFor(t.db, otherSeller.id, "seller"));
    await until(() => [tab1, tab2, store, nosy, nosyStore].every((c) => c.rt.connected));

    const conv = (await t.inject<{ id: string }>("chat!store", { token: b.token, sellerId })).data;
    await t.inject("chat!send", { token: b.token, conversationId: conv?.id, content: "line one\nline two" });
    await until(
      () =>
        messages(store.frames).length === 1 && messages(tab1.frames).length === 1 && messages(tab2.frames).length === 1,
    );
    const atStore = store.frames.find((f) => f.t === "message");
    expect(atStore).toMatchObject({
      message: { mine: false, content: "line one\nline two" },
      conversation: { unread: 1 },
      totals: { store: 1 },
    });
    expect(tab1.frames.find((f) => f.t === "message")).toMatchObject({
      message: { mine: true },
      conversation: { unread: 0 },
    });

    await t.inject("merchant/chat!send", { token: sellerToken, conversationId: conv?.id, content: "hello" });
    await until(() => messages(tab1.frames).length === 2 && messages(tab2.frames).length === 2);
    expect(tab2.frames.filter((f) => f.t === "message").at(-1)).toMatchObject({ totals: { store: 1, platform: 0 } });
    // Read on one tab: every tab of the buyer hears the drop.
    await t.inject("chat!read", { token: b.token, conversationId: conv?.id, seq: 2 });
    await until(() => tab2.frames.some((f) => f.t === "read" && f.totals.store === 0));
    await new Promise((r) => setTimeout(r, 200));
    expect(messages(nosy.frames)).toEqual([]);
    expect(messages(nosyStore.frames)).toEqual([]);
  });

  it("answers a reconnecting client with exactly what it missed, and refuses a socket without a valid session", async () => {
    const b = await signedInUser(t.db);
    const agent = await staffSession(t.db, { permissions: ["service"] });
    const conv = (await t.inject<{ id: string }>("chat!platform", { token: b.token })).data;
    const id = conv?.id ?? "";
    for (const text of ["one", "two", "three"])
      await t.inject("chat!send", { token: b.token, conversationId: id, content: text });
    const desk = client("admin", agent.token);
    await until(() => desk.rt.connected);
    // The page showed up to seq 1 (one; the automatic answer is 2): the socket brings the rest once.
    desk.rt.follow(id, 1);
    await until(() => messages(desk.frames).length >= 3);
    desk.rt.follow(id, 1);
    await new Promise((r) => setTimeout(r, 200));
    expect(messages(desk.frames).map((m) => m.seq)).toEqual([2, 3, 4]);

    const denied = client("admin", "not-a-token");
    const buyerAsDesk = client("admin", b.token);
    const clerk = await staffSession(t.db, { permissions: ["orders"] });
    const noService = client("admin", clerk.token);
    await new Promise((r) => setTimeout(r, 500));
    for (const c of [denied, buyerAsDesk, noService]) expect(c.rt.connected).toBe(false);
    // A sync for a conversation the reader is not a party of answers nothing.
    const other = await signedInUser(t.db);
    const snoop = client("shop", other.token);
    await until(() => snoop.rt.connected);
    snoop.rt.follow(id, 0);
    await new Promise((r) => setTimeout(r, 300));
    expect(messages(snoop.frames)).toEqual([]);
  });

  it("ignores frames that are not JSON or not ours", async () => {
    const ws = new WebSocket(`${base.replace("http", "ws")}/api/chat/socket`);
    await new Promise((r) => ws.once("open", r));
    ws.send("\u0000not json");
    ws.send(JSON.stringify({ t: "sync", conversationId: "1; drop table x", afterSeq: "x" }));
    ws.send(JSON.stringify({ t: "hello", token: 42 }));
    const res = await t.inject<number>("newOnlinechat!unread", {});
    expect(res.code).toBe("0");
    ws.close();
  });
});
