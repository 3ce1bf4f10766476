import type { ChatConversationVo } from "@mall/contract";
import { describe, expect, it } from "vitest";
import { badgeCount, flatten, type InboxPage, moveToTop, nextPageNum, updateConversation } from "./inbox.ts";

const conv = (id: string, lastAt: string, o: Partial<ChatConversationVo> = {}): ChatConversationVo => ({
  id,
  kind: "store",
  buyer: { partyId: Number(id), username: `buyer${id}`, avatar: "1" },
  store: { id: 1, partyId: 9, name: "Shop", avatar: "" },
  agent: null,
  status: "open",
  lastSeq: 1,
  unread: 0,
  lastAt,
  lastPreview: "hello",
  product: null,
  ...o,
});
const ids = (pages: InboxPage[]) => pages.map((p) => p.items.map((c) => c.id));

describe("the inbox", () => {
  const pages: InboxPage[] = [
    { items: [conv("3", "2025-03-18T10:03:00Z"), conv("2", "2025-03-18T10:02:00Z")], total: 3 },
    { items: [conv("1", "2025-03-18T10:01:00Z")], total: 3 },
  ];

  it("moves a conversation with a new message to the top, from any page", () => {
    const out = moveToTop(pages, conv("1", "2025-03-18T10:05:00Z", { unread: 1 }));
    expect(ids(out)).toEqual([["1", "3", "2"], []]);
    expect(out[0]?.items[0]?.unread).toBe(1);
    expect(out[0]?.total).toBe(3);
  });

  it("adds a new conversation at the top and counts it", () => {
    const out = moveToTop(pages, conv("4", "2025-03-18T10:06:00Z"));
    expect(ids(out)).toEqual([["4", "3", "2"], ["1"]]);
    expect(out.map((p) => p.total)).toEqual([4, 4]);
  });

  it("leaves an empty cache alone", () => {
    expect(moveToTop([], conv("4", "2025-03-18T10:06:00Z"))).toEqual([]);
  });

  it("updates a conversation where it is", () => {
    const out = updateConversation(pages, "2", (c) => ({ ...c, unread: 5 }));
    expect(ids(out)).toEqual(ids(pages));
    expect(out[0]?.items[1]?.unread).toBe(5);
    expect(out[1]).toBe(pages[1]);
  });

  it("lists each conversation once and pages on while some are missing", () => {
    const moved = moveToTop(pages, conv("1", "2025-03-18T10:05:00Z"));
    expect(flatten([...moved, { items: [conv("1", "x")], total: 3 }]).map((c) => c.id)).toEqual(["1", "3", "2"]);
    expect(nextPageNum(pages.slice(0, 1))).toBe(2);
    expect(nextPageNum(pages)).toBeUndefined();
  });

  it("caps badges at 99+", () => {
    expect(badgeCount(7)).toBe("7");
    expect(badgeCount(99)).toBe("99");
    expect(badgeCount(100)).toBe("99+");
  });
});
