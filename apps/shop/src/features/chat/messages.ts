import type { ChatConversationVo, ChatMessageVo, ChatTotals, ChatType } from "@mall/contract";

/**
 * A conversation's messages apart from React. The server numbers each conversation's messages (`seq`); what
 * the page shows is every stored message once, in that order, whichever way it came (history, a poll, the
 * socket, the answer to a send), followed by the buyer's own messages still on their way.
 */

/** A message the buyer wrote that the server has not stored yet (or refused): shown at once, retried by the same key. */
export type Outgoing = {
  clientKey: string;
  type: ChatType;
  /** The text as typed, or the picture's address once it is uploaded (empty before). */
  content: string;
  /** A picture's local preview while it goes up. */
  preview?: string;
  at: string;
  state: "sending" | "failed";
  /** How much of a picture has gone up (0..1). */
  progress?: number;
  error?: string;
};

export type Thread = {
  /** Stored messages, by sequence number, each once. */
  messages: ChatMessageVo[];
  /** Older messages exist before the first one shown. */
  more: boolean;
  outgoing: Outgoing[];
};

export const EMPTY_THREAD: Thread = { messages: [], more: false, outgoing: [] };

export const lastSeq = (list: readonly Pick<ChatMessageVo, "seq">[]): number => list.at(-1)?.seq ?? 0;
export const firstSeq = (list: readonly Pick<ChatMessageVo, "seq">[]): number | undefined => list[0]?.seq;

/**
 * `list` with `incoming` added: sorted by sequence number, one message per number (a repeat is dropped).
 * The same array comes back when nothing is new, so a render is not wasted on a repeated frame.
 */
export function mergeMessages(list: readonly ChatMessageVo[], incoming: readonly ChatMessageVo[]): ChatMessageVo[] {
  const known = new Set(list.map((m) => m.seq));
  const fresh: ChatMessageVo[] = [];
  for (const m of incoming) {
    if (known.has(m.seq)) continue;
    known.add(m.seq);
    fresh.push(m);
  }
  if (!fresh.length) return list as ChatMessageVo[];
  const out = [...list, ...fresh];
  // Usually the new ones come after the last: only sort when they do not.
  const ordered = out.every((m, i) => i === 0 || (out[i - 1]?.seq ?? 0) < m.seq);
  return ordered ? out : out.sort((a, b) => a.seq - b.seq);
}

/** Outgoing messages the server has now stored (the reader's own, by their client key) are no longer pending. */
export function settleOutgoing(outgoing: readonly Outgoing[], stored: readonly ChatMessageVo[]): Outgoing[] {
  if (!outgoing.length) return outgoing as Outgoing[];
  const keys = new Set(stored.filter((m) => m.mine && m.clientKey).map((m) => m.clientKey));
  const left = outgoing.filter((o) => !keys.has(o.clientKey));
  return left.length === outgoing.length ? (outgoing as Outgoing[]) : left;
}

export type ThreadAction =
  | { t: "reset" }
  | { t: "loaded"; items: ChatMessageVo[]; more: boolean }
  | { t: "older"; items: ChatMessageVo[]; more: boolean }
  | { t: "incoming"; items: ChatMessageVo[] }
  | { t: "outgoing"; item: Outgoing }
  | { t: "patch"; clientKey: string; patch: Partial<Outgoing> };

/** The one way a thread changes (useConversation's reducer). */
export function threadReducer(s: Thread, a: ThreadAction): Thread {
  switch (a.t) {
    case "reset":
      return EMPTY_THREAD;
    case "loaded": {
      // Messages that arrived by the socket while the page loaded are kept.
      const messages = mergeMessages(a.items, s.messages);
      return { messages, more: a.more, outgoing: settleOutgoing(s.outgoing, messages) };
    }
    case "older":
      return { ...s, messages: mergeMessages(s.messages, a.items), more: a.more };
    case "incoming": {
      const messages = mergeMessages(s.messages, a.items);
      if (messages === s.messages) return s;
      return { ...s, messages, outgoing: settleOutgoing(s.outgoing, a.items) };
    }
    case "outgoing": {
      const i = s.outgoing.findIndex((o) => o.clientKey === a.item.clientKey);
      const outgoing = i < 0 ? [...s.outgoing, a.item] : s.outgoing.map((o, j) => (j === i ? a.item : o));
      return { ...s, outgoing };
    }
    case "patch": {
      if (!s.outgoing.some((o) => o.clientKey === a.clientKey)) return s;
      return { ...s, outgoing: s.outgoing.map((o) => (o.clientKey === a.clientKey ? { ...o, ...a.patch } : o)) };
    }
  }
}

/** The highest sequence number up to which the thread holds every message (the socket may skip what it passed). */
export function contiguousUpTo(list: readonly Pick<ChatMessageVo, "seq">[]): number {
  let top = list[0]?.seq ?? 0;
  for (const m of list) {
    if (m.seq > top + 1) break;
    top = m.seq;
  }
  return top;
}

/** Whether the thread shows a message of the other side after `readSeq` (the buyer's read mark). */
export const hasUnreadAfter = (list: readonly Pick<ChatMessageVo, "seq" | "mine">[], readSeq: number): boolean =>
  list.some((m) => !m.mine && m.seq > readSeq);

// ---- Days and times, in the reader's zone ----

const dayFormats = new Map<string, Intl.DateTimeFormat>();
/** "2025-03-09" for an instant, in `timeZone` (the browser's when left out). */
export function dayKey(iso: string, timeZone?: string): string {
  const k = timeZone ?? "";
  let f = dayFormats.get(k);
  if (!f) {
    f = new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" });
    dayFormats.set(k, f);
  }
  return f.format(new Date(iso));
}

export type DayGroup<T> = { day: string; items: T[] };

/** Consecutive items of the same day (in the reader's zone) together, in the order given. */
export function groupByDay<T extends { at: string }>(items: readonly T[], timeZone?: string): DayGroup<T>[] {
  const groups: DayGroup<T>[] = [];
  for (const item of items) {
    const day = dayKey(item.at, timeZone);
    const last = groups.at(-1);
    if (last && last.day === day) last.items.push(item);
    else groups.push({ day, items: [item] });
  }
  return groups;
}

/** The day before a "yyyy-mm-dd" key. */
export function previousDay(day: string): string {
  const [y = 1970, m = 1, d = 1] = day.split("-").map(Number);
  const t = new Date(Date.UTC(y, m - 1, d - 1));
  return t.toISOString().slice(0, 10);
}

/** How a day separator reads: today, yesterday, or the date. */
export function dayName(day: string, now: Date, timeZone?: string): "today" | "yesterday" | "date" {
  const today = dayKey(now.toISOString(), timeZone);
  if (day === today) return "today";
  return day === previousDay(today) ? "yesterday" : "date";
}

// ---- Sending ----

/** The text length as the server counts it (code points, so an emoji is one). */
export const textLength = (text: string) => [...text].length;

/** The text on the wire: URL-encoded once, as the original clients sent it (the server decodes it). */
export const wireText = (text: string) => encodeURIComponent(text);

/** Pictures the chat sends: JPEG and PNG, as the original; the server checks the content again. */
export const CHAT_IMAGE_ACCEPT = "image/jpeg,image/png,.jpg,.jpeg,.png";
const IMAGE_TYPES = new Set(["image/jpeg", "image/jpg", "image/png", "image/pjpeg"]);
const IMAGE_NAME = /\.(jpe?g|png)$/i;

/** Why a picked file is not sent (a chat.image key), or undefined. */
export function chatImageProblem(f: { type: string; size: number; name: string }, maxBytes: number) {
  const typeOk = f.type ? IMAGE_TYPES.has(f.type.toLowerCase()) : IMAGE_NAME.test(f.name);
  if (!typeOk) return "badType" as const;
  if (f.size > maxBytes) return "tooBig" as const;
  return undefined;
}

// ---- Badges and the store list ----

export type Unread = { platform: number; store: number };

/** The badges after a socket frame's totals (a frame may carry only some of them). */
export function withTotals(prev: Unread | undefined, totals: ChatTotals): Unread | undefined {
  if (totals.platform === undefined && totals.store === undefined) return prev;
  return {
    platform: totals.platform ?? prev?.platform ?? 0,
    store: totals.store ?? prev?.store ?? 0,
  };
}

const byRecent = (a: ChatConversationVo, b: ChatConversationVo) =>
  (b.lastAt ?? "").localeCompare(a.lastAt ?? "") || b.id.localeCompare(a.id);

/** The conversation list with `c` as it is now: replaced in place or added, most recent first. */
export function upsertConversation(
  list: readonly ChatConversationVo[] | undefined,
  c: ChatConversationVo,
): ChatConversationVo[] | undefined {
  if (!list) return list;
  const rest = list.filter((x) => x.id !== c.id);
  return [...rest, c].sort(byRecent);
}

/** The list with one conversation's unread count set (a `read` frame). */
export function withConversationUnread(
  list: readonly ChatConversationVo[] | undefined,
  conversationId: string,
  unread: number,
): ChatConversationVo[] | undefined {
  if (!list?.some((c) => c.id === conversationId && c.unread !== unread))
    return list as ChatConversationVo[] | undefined;
  return list.map((c) => (c.id === conversationId ? { ...c, unread } : c));
}
