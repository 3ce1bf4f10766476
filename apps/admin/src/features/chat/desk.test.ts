import type { ChatConversationVo } from "@mall/contract";
import { describe, expect, it } from "vitest";
import {
  type Agent,
  agentsInOrder,
  agentState,
  badgeOf,
  blacklistNames,
  blacklistText,
  holdingOf,
  isBox,
  patchInbox,
  patchUnread,
  sendableText,
  wireText,
} from "./desk.ts";

const agent = (username: string, over: Partial<Agent> = {}): Agent => ({
  partyId: username.length,
  username,
  online: true,
  away: false,
  open: 0,
  ...over,
});

const conv = (id: string, over: Partial<ChatConversationVo> = {}): ChatConversationVo => ({
  id,
  kind: "platform",
  buyer: { partyId: 5, username: "buyer001", avatar: "1" },
  store: null,
  agent: null,
  status: "open",
  lastSeq: 3,
  unread: 2,
  lastAt: "2026-03-07T10:00:00.000Z",
  lastPreview: "hi",
  product: null,
  ...over,
});

describe("agents", () => {
  it("orders online agents first, then away, then offline; the least busy first", () => {
    const list = [
      agent("zed", { online: false }),
      agent("amy", { away: true }),
      agent("bob", { open: 3 }),
      agent("cat", { open: 1 }),
      agent("dan", { open: 1 }),
    ];
    expect(agentsInOrder(list).map((a) => a.username)).toEqual(["cat", "dan", "bob", "amy", "zed"]);
    expect(list[0]?.username).toBe("zed");
  });

  it("tells the presence of one", () => {
    expect(agentState({ online: true, away: false })).toBe("online");
    expect(agentState({ online: true, away: true })).toBe("away");
    expect(agentState({ online: false, away: true })).toBe("offline");
  });
});

describe("holdingOf", () => {
  it("says whether a conversation waits, is mine, another's or closed", () => {
    expect(holdingOf(conv("1"), 9)).toBe("waiting");
    expect(holdingOf(conv("1", { agent: { partyId: 9, username: "me", avatar: "1" } }), 9)).toBe("mine");
    expect(holdingOf(conv("1", { agent: { partyId: 4, username: "other", avatar: "1" } }), 9)).toBe("other");
    expect(holdingOf(conv("1", { status: "closed", agent: { partyId: 9, username: "me", avatar: "1" } }), 9)).toBe(
      "closed",
    );
  });
});

describe("inbox patches", () => {
  const page = { items: [conv("1"), conv("2")], total: 2 };

  it("replaces a conversation in place, or leaves a page without it as it is", () => {
    const next = patchInbox(page, conv("2", { unread: 5 }));
    expect(next.items[1]?.unread).toBe(5);
    expect(next.total).toBe(2);
    expect(patchInbox(page, conv("3"))).toBe(page);
  });

  it("sets one conversation's unread count", () => {
    expect(patchUnread(page, "1", 0).items[0]?.unread).toBe(0);
    expect(patchUnread(page, "1", 2)).toBe(page);
    expect(patchUnread(page, "9", 0)).toBe(page);
  });
});

describe("composer", () => {
  it("trims, keeps inner line breaks and refuses what is empty or too long", () => {
    expect(sendableText("  hello\r\nworld \n")).toEqual({ text: "hello\nworld" });
    expect(sendableText(" \n ")).toBeUndefined();
    expect(sendableText("x".repeat(2001))).toEqual({ tooLong: 2001 });
    // Characters, not UTF-16 units: 2,000 emoji fit.
    expect(sendableText("😀".repeat(2000))).toEqual({ text: "😀".repeat(2000) });
  });

  it("sends text URL-encoded once", () => {
    expect(wireText("a+b 100% <b>\n")).toBe("a%2Bb%20100%25%20%3Cb%3E%0A");
    expect(decodeURIComponent(wireText("你好 & bye"))).toBe("你好 & bye");
  });
});

describe("blacklist", () => {
  it("reads usernames separated by commas, spaces or lines, each once", () => {
    expect(blacklistNames("alice, bob\ncarol\n\nAlice  dave,")).toEqual(["alice", "bob", "carol", "dave"]);
    expect(blacklistText(["alice", "bob"])).toBe("alice\nbob");
  });
});

describe("badges and boxes", () => {
  it("adds the waiting conversations and the reader's unread", () => {
    expect(badgeOf({ waiting: 2, mine: 3 })).toBe(5);
    expect(badgeOf({ waiting: 0, mine: 0 })).toBeUndefined();
    expect(badgeOf(undefined)).toBeUndefined();
    expect(isBox("mine")).toBe(true);
    expect(isBox("nope")).toBe(false);
  });
});
