import { ERRORS } from "@mall/contract";
import { describe, expect, it } from "vitest";
import { appForFile } from "../../test/app.ts";
import { buildSeller, buildUser, sessionFor, signedInUser, staffSession } from "../../test/factories.ts";

const t = appForFile();
const zh = (k: keyof typeof ERRORS) => ERRORS[k].zh;
const PIC = `/media/uploads/${"a".repeat(32)}.png`;

type Msg = { id: string; seq: number; side: string; mine: boolean; type: string; content: string };
type Conv = { id: string; unread: number; lastSeq: number; agent: { partyId: number } | null; status: string };

async function sellerWithStore() {
  const u = await buildUser(t.db, { role: "SELLER" });
  const sellerId = await buildSeller(t.db, { partyId: u.id });
  return { ...u, sellerId, token: await sessionFor(t.db, u.id, "seller") };
}
const buyer = () => signedInUser(t.db);
const agent = () => staffSession(t.db, { permissions: ["service"] });

const send = (token: string, conversationId: string, content: string, more: Record<string, string> = {}) =>
  t.inject<Msg>("chat!send", { token, conversationId, content: encodeURIComponent(content), ...more });
const platform = async (token: string) => (await t.inject<Conv>("chat!platform", { token })).data;
const storeChat = async (token: string, sellerId: number) =>
  (await t.inject<Conv>("chat!store", { token, sellerId })).data;

describe("the buyer and the platform (newOnlinechat)", () => {
  it("keeps a conversation with its numbers, unread counts on both sides and the original's wire shapes", async () => {
    const b = await buyer();
    const a = await agent();
    const c = await platform(b.token);
    // Sent URL-encoded with a line break, a plus and a lone percent, as the PC client does.
    await t.inject("newOnlinechat!send", {
      token: b.token,
      type: "text",
      content: encodeURIComponent("hello\n1+1 = 100%"),
    });
    const m2 = await send(b.token, c.id, "<b>not bold</b>");
    expect(m2.data).toMatchObject({ seq: 3, side: "buyer", mine: true, content: "<b>not bold</b>" });
    // Nobody online: the automatic first answer follows the first message, once.
    const list = await t.inject<{ send_receive: string; content: string; createtime: string }[]>("newOnlinechat!list", {
      token: b.token,
    });
    expect(list.data?.map((m) => m.send_receive)).toEqual(["send", "receive", "send"]);
    expect(list.data?.[2]?.content).toBe("hello\n1+1 = 100%");
    expect(list.data?.[0]?.createtime).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d$/);
    // The desk sees two unread buyer messages; the buyer none (the list read it).
    const desk = await t.inject<{ items: Conv[] }>("console/chat!conversations", { token: a.token, box: "waiting" });
    expect(desk.data?.items.find((x) => x.id === c.id)?.unread).toBe(2);
    expect((await t.inject<number>("newOnlinechat!unread", { token: b.token })).data).toBe(0);
    // The agent answers: the conversation becomes theirs; the buyer has one unread; the desk none.
    const reply = await send(a.token, c.id, "How can I help?", {});
    expect(reply.code).toBe("403"); // a buyer's action with a console token: no shop session
    const r = await t.inject<Msg>("console/chat!send", {
      token: a.token,
      conversationId: c.id,
      content: "How can I help?",
    });
    expect(r.data).toMatchObject({ side: "agent", mine: true });
    expect((await t.inject<number>("newOnlinechat!unread", { token: b.token })).data).toBe(1);
    expect((await t.inject<Conv>("console/chat!get", { token: a.token, conversationId: c.id })).data).toMatchObject({
      unread: 0,
      agent: { partyId: a.id },
    });
    // Older pages by message_id; an unknown id is the original's error.
    const first = await t.inject<{ id: string }[]>("newOnlinechat!list", { token: b.token });
    const older = await t.inject<{ id: string }[]>("newOnlinechat!list", {
      token: b.token,
      message_id: first.data?.at(-1)?.id,
    });
    expect(older.data).toEqual([]);
    expect((await t.inject("newOnlinechat!list", { token: b.token, message_id: "999999999" })).msg).toBe(
      zh("chatMessageUnknown"),
    );
    expect((await t.inject("newOnlinechat!list", { token: b.token, message_id: "x'--" })).msg).toBe(
      zh("chatMessageUnknown"),
    );
  });

  it("answers guests as the spec says and never shows one buyer another's conversation", async () => {
    expect((await t.inject("newOnlinechat!list", {})).code).toBe("403");
    expect((await t.inject("newOnlinechat!send", { content: "hi" })).code).toBe("403");
    expect((await t.inject<number>("newOnlinechat!unread", {})).data).toBe(0);
    // The original's hole: selectType=background&partyId= read anyone's history. Ignored here.
    const b1 = await buyer();
    const b2 = await buyer();
    const c1 = await platform(b1.token);
    await send(b1.token, c1.id, "my secret");
    const theirs = await t.inject<{ content: string }[]>("newOnlinechat!list", {
      token: b2.token,
      selectType: "background",
      partyId: b1.id,
    });
    expect(theirs.data?.some((m) => m.content === "my secret")).toBe(false);
    for (const action of ["chat!history", "chat!after", "chat!read"]) {
      expect((await t.inject(action, { token: b2.token, conversationId: c1.id })).msg).toBe(zh("chatNotFound"));
    }
    expect((await send(b2.token, c1.id, "hi")).msg).toBe(zh("chatNotFound"));
    // A seller's session is not the desk.
    const s = await sellerWithStore();
    expect((await t.inject("merchant/chat!history", { token: s.token, conversationId: c1.id })).msg).toBe(
      zh("chatNotFound"),
    );
    // Staff without the service permission are refused.
    const clerk = await staffSession(t.db, { permissions: ["orders"] });
    expect((await t.inject("console/chat!history", { token: clerk.token, conversationId: c1.id })).code).not.toBe("0");
  });

  it("refuses bad input with the catalogue and stores nothing of it", async () => {
    const b = await buyer();
    const c = await platform(b.token);
    expect((await send(b.token, c.id, "   ")).msg).toBe(zh("chatEnterContent"));
    expect((await send(b.token, c.id, "x".repeat(2001))).msg).toBe(zh("chatTooLong"));
    expect((await send(b.token, c.id, "x".repeat(2000))).code).toBe("0");
    expect((await send(b.token, c.id, "x".repeat(10_000))).msg).toBe(zh("chatTooLong"));
    expect(
      (await t.inject("chat!send", { token: b.token, conversationId: c.id, content: "x".repeat(100_000) })).msg,
    ).toBe(zh("paramError"));
    expect((await send(b.token, c.id, "a\u0000b")).data?.content).toBe("ab");
    expect((await send(b.token, c.id, "hi", { type: "video" })).msg).toBe(zh("paramError"));
    expect((await send(b.token, c.id, "https://evil.example/x.png", { type: "img" })).msg).toBe(zh("imageTypeInvalid"));
    expect((await send(b.token, c.id, "/media/uploads/../../etc/passwd", { type: "img" })).msg).toBe(
      zh("imageTypeInvalid"),
    );
    const pic = await send(b.token, c.id, PIC, { type: "img" });
    expect(pic.msg ?? "").toBe("");
    expect(pic.data).toMatchObject({ type: "img", content: PIC });
    expect((await t.inject("chat!history", { token: b.token, conversationId: "1 or 1=1" })).msg).toBe(zh("paramError"));
    expect((await t.inject("chat!history", { token: b.token, conversationId: "99999999999999" })).msg).toBe(
      zh("chatNotFound"),
    );
    // newOnlinechat!send with nothing: code 0, nothing stored (the original's answer).
    const before = (await t.inject<Conv>("chat!platform", { token: b.token })).data?.lastSeq;
    expect((await t.inject("newOnlinechat!send", { token: b.token, content: "" })).code).toBe("0");
    expect((await t.inject<Conv>("chat!platform", { token: b.token })).data?.lastSeq).toBe(before);
  });

  it("stores a retried send once (same client key)", async () => {
    const b = await buyer();
    const c = await platform(b.token);
    const [x, y] = await Promise.all([
      send(b.token, c.id, "once", { clientKey: "k-1" }),
      send(b.token, c.id, "once", { clientKey: "k-1" }),
    ]);
    expect(x.data?.id).toBe(y.data?.id);
    const h = await t.inject<{ items: Msg[] }>("chat!history", { token: b.token, conversationId: c.id });
    expect(h.data?.items.filter((m) => m.content === "once")).toHaveLength(1);
  });

  it("numbers 50 messages sent at once 1 to n with no gap, and counts them all unread for the desk", async () => {
    const b = await buyer();
    const c = await platform(b.token);
    await Promise.all(Array.from({ length: 50 }, (_, i) => send(b.token, c.id, `m${i}`)));
    const rows = await t.db.query<{ seq: number }>(
      "select seq from chat_message where conversation_id = $1 order by seq",
      [c.id],
    );
    expect(rows.map((r) => r.seq)).toEqual(Array.from({ length: rows.length }, (_, i) => i + 1));
    const [conv] = await t.db.query<{ other_unread: number; last_seq: number }>(
      "select other_unread, last_seq from chat_conversation where id = $1",
      [c.id],
    );
    expect(conv?.other_unread).toBe(50);
    expect(conv?.last_seq).toBe(rows.length);
  });

  it("gives a waiting conversation to the least busy agent online, and lets no other agent answer it", async () => {
    const a1 = await agent();
    const a2 = await agent();
    await t.db.query("update chat_agent set away = true");
    await t.inject("console/chat!presence", { token: a1.token });
    await t.inject("console/chat!presence", { token: a2.token });
    const b1 = await buyer();
    const c1 = await platform(b1.token);
    await send(b1.token, c1.id, "first");
    const b2 = await buyer();
    const c2 = await platform(b2.token);
    await send(b2.token, c2.id, "second");
    const holders = await t.db.query<{ agent_party_id: number }>(
      "select agent_party_id from chat_conversation where id in ($1, $2)",
      [c1.id, c2.id],
    );
    expect(new Set(holders.map((h) => h.agent_party_id))).toEqual(new Set([a1.id, a2.id]));
    // No automatic answer while someone is online.
    const h = await t.inject<{ items: Msg[] }>("chat!history", { token: b1.token, conversationId: c1.id });
    expect(h.data?.items.map((m) => m.side)).toEqual(["buyer"]);
    const holder = holders[0]?.agent_party_id === a1.id ? a1 : a2;
    const other = holder === a1 ? a2 : a1;
    const c1Holder = (
      await t.db.query<{ agent_party_id: number }>("select agent_party_id from chat_conversation where id = $1", [
        c1.id,
      ])
    )[0];
    const other1 = c1Holder?.agent_party_id === a1.id ? a2 : a1;
    expect(
      (await t.inject("console/chat!send", { token: other1.token, conversationId: c1.id, content: "me too" })).msg,
    ).toBe(zh("chatHandedOver"));
    expect((await t.inject("console/chat!take", { token: other1.token, conversationId: c1.id })).msg).toBe(
      zh("chatHandedOver"),
    );
    // Handing over moves it; close and reopen.
    const mover = c1Holder?.agent_party_id === a1.id ? a1 : a2;
    const moved = await t.inject<Conv>("console/chat!handover", {
      token: mover.token,
      conversationId: c1.id,
      agentPartyId: other1.id,
    });
    expect(moved.data?.agent?.partyId).toBe(other1.id);
    expect(
      (await t.inject<Conv>("console/chat!close", { token: other1.token, conversationId: c1.id })).data?.status,
    ).toBe("closed");
    // The buyer writing again reopens it.
    await send(b1.token, c1.id, "still there?");
    expect(
      (await t.inject<Conv>("console/chat!get", { token: other1.token, conversationId: c1.id })).data?.status,
    ).toBe("open");
    expect(holder.id).not.toBe(other.id);
    await t.db.query("update chat_agent set away = true");
  });

  it("ignores a blacklisted buyer's messages without a word", async () => {
    const a = await agent();
    const b = await buyer();
    const c = await platform(b.token);
    await send(b.token, c.id, "before");
    expect((await t.inject("console/chat!blacklist", { token: a.token, conversationId: c.id, on: 1 })).code).toBe("0");
    expect((await send(b.token, c.id, "spam")).code).toBe("0");
    expect((await t.inject("newOnlinechat!send", { token: b.token, content: "spam" })).code).toBe("0");
    const h = await t.inject<{ items: Msg[] }>("console/chat!history", { token: a.token, conversationId: c.id });
    expect(h.data?.items.some((m) => m.content === "spam")).toBe(false);
    expect(
      (
        await t.inject<{ buyer: { blacklisted: boolean } }>("console/chat!context", {
          token: a.token,
          conversationId: c.id,
        })
      ).data?.buyer.blacklisted,
    ).toBe(true);
    await t.inject("console/chat!blacklist", { token: a.token, conversationId: c.id, on: 0 });
    expect((await send(b.token, c.id, "after")).data?.seq).toBeGreaterThan(0);
  });
});

describe("the buyer and a store (userOnlineChatController)", () => {
  it("keeps each store's conversation between its buyer and its seller, with the product the buyer came from", async () => {
    const s = await sellerWithStore();
    const other = await sellerWithStore();
    const b = await buyer();
    const c = await storeChat(b.token, s.sellerId);
    await send(b.token, c.id, "Is this in stock?");
    // The original's wire: partyid is the seller's party; loginType user.
    const sent = await t.inject<{ chat_id: string; send_receive: string }>("public/userOnlineChatController!send", {
      token: b.token,
      partyid: s.id,
      loginType: "user",
      content: encodeURIComponent("and blue?"),
    });
    expect(sent.data?.send_receive).toBe("send");
    expect(
      (await t.inject<number>("public/userOnlineChatController!unread", { token: s.token, loginType: "shop" })).data,
    ).toBe(2);
    expect((await t.inject<number>("merchant/chat!unread", { token: s.token })).data).toBe(2);
    // The seller's inbox and answer.
    const inbox = await t.inject<{ items: Conv[] }>("merchant/chat!conversations", { token: s.token });
    expect(inbox.msg ?? "").toBe("");
    expect(inbox.data?.items.map((x) => x.id)).toEqual([c.id]);
    const ans = await t.inject<Msg>("merchant/chat!send", { token: s.token, conversationId: c.id, content: "Yes!" });
    expect(ans.data).toMatchObject({ side: "store", mine: true });
    expect((await t.inject<number>("public/userOnlineChatController!buyunread", { token: b.token })).data).toBe(1);
    expect((await t.inject<{ platform: number; store: number }>("chat!unread", { token: b.token })).data).toEqual({
      platform: 0,
      store: 1,
    });
    const wire = await t.inject<{ send_receive: string; content: string }[]>("public/userOnlineChatController!list", {
      token: b.token,
      partyid: s.id,
      loginType: "user",
    });
    expect(wire.data?.map((m) => m.send_receive)).toEqual(["receive", "send", "send"]);
    expect((await t.inject<number>("public/userOnlineChatController!buyunread", { token: b.token })).data).toBe(0);
    // Another store's seller reads nothing of it.
    expect((await t.inject("merchant/chat!history", { token: other.token, conversationId: c.id })).msg).toBe(
      zh("chatNotFound"),
    );
    expect((await t.inject("merchant/chat!send", { token: other.token, conversationId: c.id, content: "x" })).msg).toBe(
      zh("chatNotFound"),
    );
    const otherWire = await t.inject<unknown[]>("public/userOnlineChatController!list", {
      token: other.token,
      partyid: b.id,
      loginType: "shop",
    });
    expect(otherWire.msg).toBe(zh("chatNoUser"));
    // A guest is asked to log in; a seller cannot chat with their own store.
    expect(
      (await t.inject("public/userOnlineChatController!send", { partyid: s.id, loginType: "user", content: "x" })).code,
    ).toBe("403");
    const own = await t.inject("chat!store", { token: await sessionFor(t.db, s.id, "shop"), sellerId: s.sellerId });
    expect(own.msg).toBe(zh("chatOwnStore"));
  });
});
