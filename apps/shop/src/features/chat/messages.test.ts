import type { ChatConversationVo, ChatMessageVo } from "@mall/contract";
import { describe, expect, it } from "vitest";
import {
  chatImageProblem,
  contiguousUpTo,
  dayKey,
  dayName,
  EMPTY_THREAD,
  groupByDay,
  hasUnreadAfter,
  mergeMessages,
  type Outgoing,
  previousDay,
  settleOutgoing,
  textLength,
  threadReducer,
  upsertConversation,
  wireText,
  withConversationUnread,
  withTotals,
} from "./messages.ts";

const msg = (seq: number, o: Partial<ChatMessageVo> = {}): ChatMessageVo => ({
  id: String(100 + seq),
  conversationId: "7",
  seq,
  side: "agent",
  mine: false,
  type: "text",
  content: `m${seq}`,
  at: `2025-03-09T10:${String(seq).padStart(2, "0")}:00.000Z`,
  authorName: "agent01",
  productId: null,
  clientKey: null,
  ...o,
});
const seqs = (list: { seq: number }[]) => list.map((m) => m.seq);
const out = (clientKey: string, o: Partial<Outgoing> = {}): Outgoing => ({
  clientKey,
  type: "text",
  content: "hi",
  at: "2025-03-09T10:30:00.000Z",
  state: "sending",
  ...o,
});

describe("merging messages by sequence number", () => {
  it("adds new ones in order and drops repeats", () => {
    const list = [msg(1), msg(2), msg(3)];
    expect(seqs(mergeMessages(list, [msg(3), msg(4), msg(4), msg(5)]))).toEqual([1, 2, 3, 4, 5]);
  });

  it("sorts what arrives out of order (a sync answer after a live frame, an older page)", () => {
    expect(seqs(mergeMessages([msg(5)], [msg(3), msg(4)]))).toEqual([3, 4, 5]);
    expect(seqs(mergeMessages([msg(4), msg(6)], [msg(5)]))).toEqual([4, 5, 6]);
  });

  it("gives back the same list when nothing is new, so nothing re-renders", () => {
    const list = [msg(1), msg(2)];
    expect(mergeMessages(list, [msg(2), msg(1)])).toBe(list);
    expect(mergeMessages(list, [])).toBe(list);
  });

  it("knows up to where the thread has every message", () => {
    expect(contiguousUpTo([])).toBe(0);
    expect(contiguousUpTo([msg(3), msg(4), msg(5)])).toBe(5);
    expect(contiguousUpTo([msg(3), msg(4), msg(7)])).toBe(4);
  });

  it("sees unread messages of the other side only", () => {
    expect(hasUnreadAfter([msg(1), msg(2, { mine: true, side: "buyer" })], 1)).toBe(false);
    expect(hasUnreadAfter([msg(1), msg(2)], 1)).toBe(true);
  });
});

describe("the thread", () => {
  it("replaces a pending message with the stored one of the same client key", () => {
    let s = threadReducer(EMPTY_THREAD, { t: "loaded", items: [msg(1)], more: false });
    s = threadReducer(s, { t: "outgoing", item: out("k1") });
    s = threadReducer(s, { t: "outgoing", item: out("k2", { content: "second" }) });
    expect(s.outgoing.map((o) => o.clientKey)).toEqual(["k1", "k2"]);
    s = threadReducer(s, { t: "incoming", items: [msg(2, { mine: true, side: "buyer", clientKey: "k1" })] });
    expect(seqs(s.messages)).toEqual([1, 2]);
    expect(s.outgoing.map((o) => o.clientKey)).toEqual(["k2"]);
    // The same message again (the socket's copy of the send's answer) changes nothing.
    expect(threadReducer(s, { t: "incoming", items: [msg(2, { mine: true, clientKey: "k1" })] })).toBe(s);
  });

  it("keeps a failed message for a retry with the same key", () => {
    let s = threadReducer(EMPTY_THREAD, { t: "outgoing", item: out("k1") });
    s = threadReducer(s, { t: "patch", clientKey: "k1", patch: { state: "failed", error: "Network" } });
    expect(s.outgoing[0]).toMatchObject({ clientKey: "k1", state: "failed", error: "Network" });
    s = threadReducer(s, { t: "outgoing", item: { ...out("k1"), state: "sending" } });
    expect(s.outgoing).toHaveLength(1);
    expect(s.outgoing[0]?.state).toBe("sending");
    // A patch for a message already stored is ignored.
    expect(threadReducer(s, { t: "patch", clientKey: "gone", patch: { progress: 1 } })).toBe(s);
  });

  it("keeps live messages that arrived before the history, and pages back", () => {
    let s = threadReducer(EMPTY_THREAD, { t: "incoming", items: [msg(31)] });
    s = threadReducer(s, { t: "loaded", items: [msg(29), msg(30)], more: true });
    expect(seqs(s.messages)).toEqual([29, 30, 31]);
    expect(s.more).toBe(true);
    s = threadReducer(s, { t: "older", items: [msg(27), msg(28)], more: false });
    expect(seqs(s.messages)).toEqual([27, 28, 29, 30, 31]);
    expect(s.more).toBe(false);
  });

  it("settles only the reader's own messages", () => {
    const pending = [out("k1")];
    expect(settleOutgoing(pending, [msg(2, { clientKey: "k1", mine: false })])).toBe(pending);
    expect(settleOutgoing(pending, [msg(2, { clientKey: "k1", mine: true })])).toEqual([]);
  });
});

describe("days in the reader's zone", () => {
  it("puts an instant on its day in the given zone", () => {
    expect(dayKey("2025-03-09T23:30:00Z", "UTC")).toBe("2025-03-09");
    expect(dayKey("2025-03-09T23:30:00Z", "Asia/Shanghai")).toBe("2025-03-10");
    expect(dayKey("2025-03-09T02:00:00Z", "America/New_York")).toBe("2025-03-08");
  });

  it("groups consecutive messages of a day", () => {
    const items = [
      { at: "2025-03-09T08:00:00Z", n: 1 },
      { at: "2025-03-09T15:00:00Z", n: 2 },
      { at: "2025-03-10T01:00:00Z", n: 3 },
    ];
    expect(groupByDay(items, "UTC").map((g) => [g.day, g.items.map((i) => i.n)])).toEqual([
      ["2025-03-09", [1, 2]],
      ["2025-03-10", [3]],
    ]);
    // In New York the third message is still the evening before.
    expect(groupByDay(items, "America/New_York").map((g) => g.items.length)).toEqual([3]);
    // In Auckland (UTC+13) the second is already the next day.
    expect(groupByDay(items, "Pacific/Auckland").map((g) => g.items.length)).toEqual([1, 2]);
    expect(groupByDay([], "UTC")).toEqual([]);
  });

  it("names today and yesterday", () => {
    const now = new Date("2025-03-01T10:00:00Z");
    expect(previousDay("2025-03-01")).toBe("2025-02-28");
    expect(previousDay("2024-03-01")).toBe("2024-02-29");
    expect(dayName("2025-03-01", now, "UTC")).toBe("today");
    expect(dayName("2025-02-28", now, "UTC")).toBe("yesterday");
    expect(dayName("2025-02-27", now, "UTC")).toBe("date");
  });
});

describe("sending", () => {
  it("counts characters as the server does and encodes text once", () => {
    expect(textLength("a😀b")).toBe(3);
    expect(wireText("50% off + free\nline 2")).toBe("50%25%20off%20%2B%20free%0Aline%202");
    expect(decodeURIComponent(wireText("<b>hi</b> & 你好"))).toBe("<b>hi</b> & 你好");
  });

  it("takes JPEG and PNG pictures within the limit only", () => {
    const max = 1000;
    expect(chatImageProblem({ type: "image/png", size: 10, name: "a.png" }, max)).toBeUndefined();
    expect(chatImageProblem({ type: "image/jpeg", size: max, name: "a.jpg" }, max)).toBeUndefined();
    expect(chatImageProblem({ type: "", size: 10, name: "photo.JPG" }, max)).toBeUndefined();
    expect(chatImageProblem({ type: "image/gif", size: 10, name: "a.gif" }, max)).toBe("badType");
    expect(chatImageProblem({ type: "image/webp", size: 10, name: "a.webp" }, max)).toBe("badType");
    expect(chatImageProblem({ type: "", size: 10, name: "notes.txt" }, max)).toBe("badType");
    expect(chatImageProblem({ type: "image/png", size: max + 1, name: "a.png" }, max)).toBe("tooBig");
  });
});

describe("badges and the store list", () => {
  it("takes a frame's totals, keeping what it does not carry", () => {
    expect(withTotals({ platform: 2, store: 5 }, { store: 1 })).toEqual({ platform: 2, store: 1 });
    expect(withTotals(undefined, { platform: 3 })).toEqual({ platform: 3, store: 0 });
    const prev = { platform: 1, store: 1 };
    expect(withTotals(prev, { waiting: 4 })).toBe(prev);
  });

  const conv = (id: string, lastAt: string, unread = 0): ChatConversationVo => ({
    id,
    kind: "store",
    buyer: { partyId: 1, username: "buyer001", avatar: "1" },
    store: { id: Number(id), partyId: 9, name: `Store ${id}`, avatar: "" },
    agent: null,
    status: "open",
    lastSeq: 3,
    unread,
    lastAt,
    lastPreview: "hello",
    product: null,
  });

  it("moves a conversation with a new message to the top", () => {
    const list = [conv("1", "2025-03-09T10:00:00Z"), conv("2", "2025-03-09T09:00:00Z")];
    const next = upsertConversation(list, conv("2", "2025-03-09T11:00:00Z", 1));
    expect(next?.map((c) => [c.id, c.unread])).toEqual([
      ["2", 1],
      ["1", 0],
    ]);
    expect(upsertConversation(undefined, conv("3", "2025-03-09T11:00:00Z"))).toBeUndefined();
    expect(upsertConversation([], conv("3", "2025-03-09T11:00:00Z"))?.map((c) => c.id)).toEqual(["3"]);
  });

  it("sets one conversation's unread count after a read", () => {
    const list = [conv("1", "2025-03-09T10:00:00Z", 4)];
    expect(withConversationUnread(list, "1", 0)?.[0]?.unread).toBe(0);
    expect(withConversationUnread(list, "9", 0)).toBe(list);
  });
});
