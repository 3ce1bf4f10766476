import type { ChatMessageVo } from "@mall/contract";
import { describe, expect, it } from "vitest";
import { emptyThread, lastSeqOf, lastTheirs, mergeMessages, type Thread, threadReducer } from "./thread.ts";

const msg = (seq: number, over: Partial<ChatMessageVo> = {}): ChatMessageVo => ({
  id: String(100 + seq),
  conversationId: "7",
  seq,
  side: "buyer",
  mine: false,
  type: "text",
  content: `m${seq}`,
  at: "2026-03-07T10:00:00.000Z",
  authorName: null,
  productId: null,
  clientKey: null,
  ...over,
});
const seqs = (t: Thread) => t.items.map((m) => m.seq);

describe("mergeMessages", () => {
  it("appends newer messages and keeps each sequence number once", () => {
    const shown = [msg(1), msg(2)];
    expect(mergeMessages(shown, [msg(3), msg(4)]).map((m) => m.seq)).toEqual([1, 2, 3, 4]);
    expect(mergeMessages(shown, [msg(2), msg(3)]).map((m) => m.seq)).toEqual([1, 2, 3]);
    expect(mergeMessages(shown, [])).toBe(shown);
  });

  it("puts older pages and out-of-order arrivals in sequence order", () => {
    expect(mergeMessages([msg(5), msg(6)], [msg(3), msg(4)]).map((m) => m.seq)).toEqual([3, 4, 5, 6]);
    expect(mergeMessages([msg(1)], [msg(3), msg(2)]).map((m) => m.seq)).toEqual([1, 2, 3]);
  });

  it("takes the later copy of a message (a deletion blanks it)", () => {
    expect(mergeMessages([msg(1), msg(2)], [msg(2, { content: "" })])[1]?.content).toBe("");
  });
});

describe("threadReducer", () => {
  const open = threadReducer(emptyThread(), { t: "open", id: "7" });

  it("loads the newest page, then pages back, keeping whether more are older", () => {
    const first = threadReducer(open, { t: "history", id: "7", items: [msg(31), msg(32)], more: true, older: false });
    expect(first.loaded).toBe(true);
    expect(first.more).toBe(true);
    const back = threadReducer(first, { t: "history", id: "7", items: [msg(29), msg(30)], more: false, older: true });
    expect(seqs(back)).toEqual([29, 30, 31, 32]);
    expect(back.more).toBe(false);
    expect(lastSeqOf(back)).toBe(32);
  });

  it("ignores answers about another conversation and starts afresh when another opens", () => {
    const loaded = threadReducer(open, { t: "history", id: "7", items: [msg(1)], more: false, older: false });
    expect(threadReducer(loaded, { t: "arrived", id: "8", items: [msg(2)] })).toBe(loaded);
    const other = threadReducer(loaded, { t: "open", id: "8" });
    expect(other).toEqual(emptyThread("8"));
    expect(threadReducer(other, { t: "open", id: "8" })).toBe(other);
  });

  it("shows a pending message until its stored copy arrives, by the answer or by the socket", () => {
    const pending = {
      clientKey: "k1",
      type: "text" as const,
      content: "hello",
      at: "2026-03-07T10:01:00Z",
      failed: false,
    };
    let s = threadReducer(open, { t: "pend", id: "7", pending });
    expect(s.pending).toHaveLength(1);
    s = threadReducer(s, { t: "failed", id: "7", clientKey: "k1" });
    expect(s.pending[0]?.failed).toBe(true);
    s = threadReducer(s, { t: "retry", id: "7", clientKey: "k1" });
    expect(s.pending[0]?.failed).toBe(false);
    s = threadReducer(s, { t: "arrived", id: "7", items: [msg(4, { mine: true, side: "agent", clientKey: "k1" })] });
    expect(s.pending).toHaveLength(0);
    // The send's own answer coming after the socket's copy changes nothing.
    const again = threadReducer(s, {
      t: "arrived",
      id: "7",
      items: [msg(4, { mine: true, side: "agent", clientKey: "k1" })],
    });
    expect(seqs(again)).toEqual([4]);
  });

  it("finds the buyer's newest message (what reading marks up to)", () => {
    const s = threadReducer(open, {
      t: "history",
      id: "7",
      items: [msg(1), msg(2), msg(3, { mine: true, side: "agent" })],
      more: false,
      older: false,
    });
    expect(lastTheirs(s)?.seq).toBe(2);
  });
});
