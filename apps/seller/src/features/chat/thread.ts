import type { ChatMessageVo, ChatType } from "@mall/contract";

/**
 * One conversation as the page holds it: the stored messages (unique by sequence number, oldest first), and
 * below them what this tab is still sending. A stored message that carries a pending one's clientKey replaces
 * it, whether it came back as the answer of the send, over the websocket or by polling, in any order.
 */

/** A message this tab is sending: a picture first goes up (`uploading`), then both kinds are `sending`. */
export type Pending = {
  clientKey: string;
  type: ChatType;
  /** The text as typed, or the picture's URL once uploaded ("" before). */
  content: string;
  /** The picture on this device, shown while it goes up. */
  localUrl?: string;
  /** When it was written (ISO), shown like a stored message's time. */
  at: string;
  state: "uploading" | "sending" | "failed";
  /** Share of the picture sent so far, 0..1. */
  progress?: number;
  /** Why it was not sent, in the reader's words. */
  problem?: string;
};

export type Thread = {
  messages: ChatMessageVo[];
  pending: Pending[];
  /** There are older messages before the first one held. */
  more: boolean;
  /** The first page of history has come. */
  loaded: boolean;
};

export const emptyThread: Thread = { messages: [], pending: [], more: false, loaded: false };

export type ThreadAction =
  | { t: "history"; items: ChatMessageVo[]; more: boolean }
  | { t: "older"; items: ChatMessageVo[]; more: boolean }
  | { t: "stored"; items: ChatMessageVo[] }
  | { t: "pending"; pending: Pending }
  | { t: "update"; clientKey: string; patch: Partial<Omit<Pending, "clientKey">> }
  | { t: "drop"; clientKey: string };

/** Both lists together, oldest first, each sequence number once (a later copy wins: it may say "removed"). */
export function mergeMessages(held: ChatMessageVo[], incoming: ChatMessageVo[]): ChatMessageVo[] {
  if (!incoming.length) return held;
  const bySeq = new Map<number, ChatMessageVo>();
  for (const m of held) bySeq.set(m.seq, m);
  for (const m of incoming) bySeq.set(m.seq, m);
  return [...bySeq.values()].sort((a, b) => a.seq - b.seq);
}

function withStored(t: Thread, items: ChatMessageVo[]): Thread {
  if (!items.length) return t;
  const keys = new Set(items.map((m) => m.clientKey).filter(Boolean));
  const pending = keys.size ? t.pending.filter((p) => !keys.has(p.clientKey)) : t.pending;
  return { ...t, messages: mergeMessages(t.messages, items), pending };
}

export function threadReducer(t: Thread, a: ThreadAction): Thread {
  switch (a.t) {
    case "history":
      // Messages that came live while the page was loading stay; history fills in before them.
      return { ...withStored(t, a.items), more: a.more, loaded: true };
    case "older":
      return { ...withStored(t, a.items), more: a.more };
    case "stored":
      return withStored(t, a.items);
    case "pending":
      return { ...t, pending: [...t.pending.filter((p) => p.clientKey !== a.pending.clientKey), a.pending] };
    case "update":
      return {
        ...t,
        pending: t.pending.map((p) => (p.clientKey === a.clientKey ? { ...p, ...a.patch } : p)),
      };
    case "drop":
      return { ...t, pending: t.pending.filter((p) => p.clientKey !== a.clientKey) };
  }
}

/** The highest sequence number held (0 before any). */
export const lastSeq = (t: Thread): number => t.messages.at(-1)?.seq ?? 0;
/** The lowest one, to ask for what came before it. */
export const firstSeq = (t: Thread): number | undefined => t.messages[0]?.seq;

/**
 * Up to where the reader has now seen the other side's messages: the last message's sequence number when a
 * message not of the reader's side is newer than `readUpTo`, otherwise undefined (nothing new to mark).
 */
export function readMark(t: Thread, readUpTo: number): number | undefined {
  for (let i = t.messages.length - 1; i >= 0; i--) {
    const m = t.messages[i];
    if (!m || m.seq <= readUpTo) return undefined;
    if (!m.mine) return lastSeq(t);
  }
  return undefined;
}
