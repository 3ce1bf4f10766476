import type { ChatMessageVo } from "@mall/contract";
import { describe, expect, it } from "vitest";
import { emptyThread, firstSeq, lastSeq, mergeMessages, type Pending, readMark, threadReducer } from "./thread.ts";

const msg = (seq: number, o: Partial<ChatMessageVo> = {}): ChatMessageVo => ({
  id: String(100 + seq),
  conversationId: "7",
  seq,
  side: "buyer",
  mine: false,
  type: "text",
  content: `m${seq}`,
  at: "2025-03-18T10:00:00.000Z",
  authorName: null,
  productId: null,
  clientKey: null,
  ...o,
});
const pending = (clientKey: string, o: Partial<Pending> = {}): Pending => ({
  clientKey,
  type: "text",
  content: "hi",
  at: "2025-03-18T10:00:00.000Z",
  state: "sending",
  ...o,
});

describe("merging messages", () => {
  it("keeps each sequence number once, oldest first, whatever order they come in", () => {
    const out = mergeMessages([msg(2), msg(3)], [msg(5), msg(1), msg(3), msg(4)]);
    expect(out.map((m) => m.seq)).toEqual([1, 2, 3, 4, 5]);
  });

  it("lets a later copy win (a message removed since)", () => {
    const out = mergeMessages([msg(1)], [msg(1, { content: "" })]);
    expect(out).toHaveLength(1);
    expect(out[0]?.content).toBe("");
  });
});

describe("the thread", () => {
  it("keeps live messages that came before the history", () => {
    let t = threadReducer(emptyThread, { t: "stored", items: [msg(6)] });
    t = threadReducer(t, { t: "history", items: [msg(4), msg(5), msg(6)], more: true });
    expect(t.messages.map((m) => m.seq)).toEqual([4, 5, 6]);
    expect(t.loaded).toBe(true);
    expect(t.more).toBe(true);
    expect(lastSeq(t)).toBe(6);
    expect(firstSeq(t)).toBe(4);
  });

  it("puts older pages before, and says when there are no more", () => {
    let t = threadReducer(emptyThread, { t: "history", items: [msg(4), msg(5)], more: true });
    t = threadReducer(t, { t: "older", items: [msg(2), msg(3)], more: false });
    expect(t.messages.map((m) => m.seq)).toEqual([2, 3, 4, 5]);
    expect(t.more).toBe(false);
  });

  it("replaces a pending message by the stored one with its clientKey, however it arrives", () => {
    let t = threadReducer(emptyThread, { t: "history", items: [msg(1)], more: false });
    t = threadReducer(t, { t: "pending", pending: pending("k1") });
    t = threadReducer(t, { t: "pending", pending: pending("k2") });
    expect(t.pending.map((p) => p.clientKey)).toEqual(["k1", "k2"]);
    // The websocket brings k1's copy first; the send's answer comes after it: still one message.
    const stored = msg(2, { mine: true, side: "store", clientKey: "k1" });
    t = threadReducer(t, { t: "stored", items: [stored] });
    t = threadReducer(t, { t: "stored", items: [stored] });
    expect(t.messages.map((m) => m.seq)).toEqual([1, 2]);
    expect(t.pending.map((p) => p.clientKey)).toEqual(["k2"]);
  });

  it("updates and drops pending messages", () => {
    let t = threadReducer(emptyThread, { t: "pending", pending: pending("k", { type: "img", state: "uploading" }) });
    t = threadReducer(t, { t: "update", clientKey: "k", patch: { progress: 0.5 } });
    expect(t.pending[0]?.progress).toBe(0.5);
    t = threadReducer(t, { t: "update", clientKey: "k", patch: { state: "failed", problem: "no" } });
    expect(t.pending[0]?.state).toBe("failed");
    // A retry under the same key takes the failed one's place.
    t = threadReducer(t, { t: "pending", pending: pending("k") });
    expect(t.pending).toHaveLength(1);
    expect(t.pending[0]?.state).toBe("sending");
    t = threadReducer(t, { t: "drop", clientKey: "k" });
    expect(t.pending).toEqual([]);
  });
});

describe("read marks", () => {
  const t = (items: ChatMessageVo[]) => threadReducer(emptyThread, { t: "history", items, more: false });

  it("marks up to the last message when the other side wrote something newer", () => {
    expect(readMark(t([msg(1), msg(2), msg(3, { mine: true })]), 0)).toBe(3);
    expect(readMark(t([msg(1), msg(2)]), 1)).toBe(2);
  });

  it("marks nothing when everything newer is the reader's own, or already marked", () => {
    expect(readMark(t([msg(1), msg(2, { mine: true }), msg(3, { mine: true })]), 1)).toBeUndefined();
    expect(readMark(t([msg(1), msg(2)]), 2)).toBeUndefined();
    expect(readMark(emptyThread, 0)).toBeUndefined();
  });
});
