import type { ChatConversationVo } from "@mall/contract";
import { QueryClient } from "@tanstack/react-query";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { deskFrameHandler, REFRESH_AFTER_MS } from "./frames.ts";

const conv = (id: string, over: Partial<ChatConversationVo> = {}): ChatConversationVo => ({
  id,
  kind: "platform",
  buyer: { partyId: 5, username: `buyer${id}`, avatar: "1" },
  store: null,
  agent: null,
  status: "open",
  lastSeq: 1,
  unread: 1,
  lastAt: "2026-03-07T10:00:00.000Z",
  lastPreview: "hi",
  product: null,
  ...over,
});
const msg = {
  id: "9",
  conversationId: "1",
  seq: 2,
  side: "buyer",
  mine: false,
  type: "text",
  content: "again",
} as const;
const page = (...items: ChatConversationVo[]) => ({ items, total: items.length });
const WAITING = ["console", "chat", "inbox", "waiting", "", 1];
const UNREAD = ["console", "chat", "unread"];

describe("deskFrameHandler", () => {
  let qc: QueryClient;
  beforeEach(() => {
    vi.useFakeTimers();
    qc = new QueryClient();
    qc.setQueryData(WAITING, page(conv("1"), conv("2")));
    qc.setQueryData(UNREAD, { waiting: 2, mine: 0 });
  });
  afterEach(() => vi.useRealTimers());

  it("puts a message's conversation in the lists and the open view at once, and re-reads the boxes once", () => {
    const h = deskFrameHandler(qc);
    const spy = vi.spyOn(qc, "invalidateQueries");
    const newer = conv("1", { lastSeq: 2, unread: 2, lastPreview: "again" });
    const frame = {
      t: "message",
      conversation: newer,
      message: { ...msg, at: "", authorName: null, productId: null, clientKey: null },
      totals: {},
    } as const;
    h.handle(frame);
    h.handle({ t: "conversation", conversation: conv("2", { agent: { partyId: 3, username: "amy", avatar: "1" } }) });
    const list = qc.getQueryData<ReturnType<typeof page>>(WAITING);
    expect(list?.items[0]?.lastPreview).toBe("again");
    expect(list?.items[1]?.agent?.username).toBe("amy");
    expect(qc.getQueryData(["console", "chat", "conversation", "1"])).toEqual(newer);
    expect(spy).not.toHaveBeenCalled();
    vi.advanceTimersByTime(REFRESH_AFTER_MS);
    // One read of the boxes and one of the badge for the whole burst.
    expect(spy).toHaveBeenCalledTimes(2);
  });

  it("sets a conversation's unread count when it is read elsewhere", () => {
    deskFrameHandler(qc).handle({ t: "read", conversationId: "2", unread: 0, totals: {} });
    expect(qc.getQueryData<ReturnType<typeof page>>(WAITING)?.items[1]?.unread).toBe(0);
  });

  it("leaves store conversations alone (the seller app's)", () => {
    const h = deskFrameHandler(qc);
    const spy = vi.spyOn(qc, "invalidateQueries");
    h.handle({ t: "conversation", conversation: conv("1", { kind: "store", lastPreview: "store" }) });
    vi.advanceTimersByTime(REFRESH_AFTER_MS);
    expect(qc.getQueryData<ReturnType<typeof page>>(WAITING)?.items[0]?.lastPreview).toBe("hi");
    expect(spy).not.toHaveBeenCalled();
  });
});
