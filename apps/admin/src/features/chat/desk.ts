import { CHAT_TEXT_MAX, type ChatConversationVo, type DataOf } from "@mall/contract";

/** The desk's boxes: nobody holds it yet, the reader holds it, every open one, the closed ones. */
export const BOXES = ["waiting", "mine", "all", "closed"] as const;
export type Box = (typeof BOXES)[number];
export const isBox = (v: unknown): v is Box => (BOXES as readonly unknown[]).includes(v);

export type Agent = DataOf<"console/chat!agents">[number];
export type AgentState = "online" | "away" | "offline";

export const agentState = (a: Pick<Agent, "online" | "away">): AgentState =>
  !a.online ? "offline" : a.away ? "away" : "online";

const STATE_ORDER: Record<AgentState, number> = { online: 0, away: 1, offline: 2 };

/** Who can take a conversation first: online, then away, then offline; the least busy first; then by name. */
export const agentsInOrder = (agents: readonly Agent[]): Agent[] =>
  [...agents].sort(
    (a, b) =>
      STATE_ORDER[agentState(a)] - STATE_ORDER[agentState(b)] ||
      a.open - b.open ||
      a.username.localeCompare(b.username),
  );

/** Where a conversation stands for the reader: what the header offers and whether the composer is open. */
export type Holding = "waiting" | "mine" | "other" | "closed";

export function holdingOf(c: Pick<ChatConversationVo, "status" | "agent">, me: number | undefined): Holding {
  if (c.status === "closed") return "closed";
  if (!c.agent) return "waiting";
  return c.agent.partyId === me ? "mine" : "other";
}

/** The server's preview of a picture message. */
export const PICTURE_PREVIEW = "[img]";

/** The nav badge: conversations waiting for someone, and the reader's own unread messages. */
export const badgeOf = (u: { waiting: number; mine: number } | undefined): number | undefined =>
  u ? u.waiting + u.mine || undefined : undefined;

/** A list answer with one conversation replaced by its newer copy (from the socket); the same object when absent. */
export function patchInbox<T extends { items: ChatConversationVo[] }>(page: T, c: ChatConversationVo): T {
  const i = page.items.findIndex((x) => x.id === c.id);
  if (i < 0) return page;
  const items = [...page.items];
  items[i] = c;
  return { ...page, items };
}

/** A list answer with one conversation's unread count set (a read on another device). */
export function patchUnread<T extends { items: ChatConversationVo[] }>(page: T, id: string, unread: number): T {
  const i = page.items.findIndex((x) => x.id === id);
  const found = page.items[i];
  if (!found || found.unread === unread) return page;
  const items = [...page.items];
  items[i] = { ...found, unread };
  return { ...page, items };
}

/** What the composer holds, ready to send: trimmed, within the contract's length; undefined when not sendable. */
export function sendableText(typed: string): { text: string } | { tooLong: number } | undefined {
  const text = typed.replace(/\r\n?/g, "\n").trim();
  if (!text) return undefined;
  const n = [...text].length;
  return n > CHAT_TEXT_MAX ? { tooLong: n } : { text };
}

/** The wire form of a text: URL-encoded once, as the original clients send it (the server decodes it). */
export const wireText = (text: string): string => encodeURIComponent(text);

/** The blacklist as the settings box shows it: one username per line. */
export const blacklistText = (names: readonly string[]): string => names.join("\n");

/** The usernames typed in the settings box (comma, space or newline separated), each once. */
export function blacklistNames(text: string): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of text.split(/[\s,]+/)) {
    const name = raw.trim();
    if (name && !seen.has(name.toLowerCase())) {
      seen.add(name.toLowerCase());
      out.push(name);
    }
  }
  return out;
}

/** A money text of the buyer's file (a decimal string); anything else is shown as it came. */
export const moneyShape = /^-?\d+(\.\d+)?$/;
