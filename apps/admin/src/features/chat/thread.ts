import type { ChatMessageVo, ChatType } from "@mall/contract";

/** A message this tab is sending: shown at once, replaced by the stored one (same clientKey) when it lands. */
export type Pending = { clientKey: string; type: ChatType; content: string; at: string; failed: boolean };

/** One conversation's messages as the desk shows them: stored ones by sequence number, then the pending ones. */
export type Thread = {
  id: string | undefined;
  items: ChatMessageVo[];
  /** Older messages exist before the first one shown. */
  more: boolean;
  loaded: boolean;
  pending: Pending[];
};

export type ThreadAction =
  | { t: "open"; id: string | undefined }
  | { t: "history"; id: string; items: ChatMessageVo[]; more: boolean; older: boolean }
  | { t: "arrived"; id: string; items: ChatMessageVo[] }
  | { t: "pend"; id: string; pending: Pending }
  | { t: "failed"; id: string; clientKey: string }
  | { t: "retry"; id: string; clientKey: string };

export const emptyThread = (id?: string): Thread => ({ id, items: [], more: false, loaded: false, pending: [] });

/** Messages in sequence order, each number once: a later copy replaces an earlier one (a deleted message's blank). */
export function mergeMessages(shown: ChatMessageVo[], incoming: ChatMessageVo[]): ChatMessageVo[] {
  if (!incoming.length) return shown;
  const last = shown[shown.length - 1]?.seq ?? 0;
  // The common case, new messages after the last one, keeps the array and appends.
  if (incoming.every((m, i) => m.seq > last && (i === 0 || m.seq > (incoming[i - 1]?.seq ?? 0)))) {
    return [...shown, ...incoming];
  }
  const bySeq = new Map<number, ChatMessageVo>();
  for (const m of shown) bySeq.set(m.seq, m);
  for (const m of incoming) bySeq.set(m.seq, m);
  return [...bySeq.values()].sort((a, b) => a.seq - b.seq);
}

/** The stored copy of a pending message ends its pending state, however it arrived (the answer or the socket). */
const settle = (pending: Pending[], items: ChatMessageVo[]) => {
  const keys = new Set(items.map((m) => m.clientKey).filter(Boolean));
  return keys.size ? pending.filter((p) => !keys.has(p.clientKey)) : pending;
};

export function threadReducer(s: Thread, a: ThreadAction): Thread {
  if (a.t === "open") return a.id === s.id ? s : emptyThread(a.id);
  // A late answer about a conversation no longer open changes nothing.
  if (a.id !== s.id) return s;
  switch (a.t) {
    case "history":
      return {
        ...s,
        items: mergeMessages(s.items, a.items),
        more: a.older || !s.loaded ? a.more : s.more,
        loaded: true,
        pending: settle(s.pending, a.items),
      };
    case "arrived":
      return { ...s, items: mergeMessages(s.items, a.items), pending: settle(s.pending, a.items) };
    case "pend":
      return { ...s, pending: [...s.pending.filter((p) => p.clientKey !== a.pending.clientKey), a.pending] };
    case "failed":
    case "retry":
      return {
        ...s,
        pending: s.pending.map((p) => (p.clientKey === a.clientKey ? { ...p, failed: a.t === "failed" } : p)),
      };
  }
}

/** The highest sequence number shown (0 before any). */
export const lastSeqOf = (s: Thread): number => s.items[s.items.length - 1]?.seq ?? 0;

/** The newest message the buyer wrote, which reading marks up to. */
export const lastTheirs = (s: Thread): ChatMessageVo | undefined => s.items.findLast((m) => !m.mine);
