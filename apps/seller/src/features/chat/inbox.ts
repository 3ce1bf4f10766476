import type { ChatConversationVo } from "@mall/contract";

/**
 * The inbox as the page holds it (pages of `merchant/chat!conversations`, newest first) and how live news
 * changes it without asking the server again.
 */
export type InboxPage = { items: ChatConversationVo[]; total: number };

const newer = (a: ChatConversationVo, b: ChatConversationVo) => (b.lastAt ?? "").localeCompare(a.lastAt ?? "");

/** Every conversation once, in page order (a conversation that moved up while paging shows where it is now). */
export function flatten(pages: InboxPage[] | undefined): ChatConversationVo[] {
  const seen = new Set<string>();
  const out: ChatConversationVo[] = [];
  for (const p of pages ?? []) {
    for (const c of p.items) {
      if (seen.has(c.id)) continue;
      seen.add(c.id);
      out.push(c);
    }
  }
  return out;
}

/**
 * A conversation that just got a message: taken out of wherever it was and put in the first page in order of
 * its last message (the top, as a rule). One that was not there yet adds one to the total.
 */
export function moveToTop(pages: InboxPage[], c: ChatConversationVo): InboxPage[] {
  if (!pages.length) return pages;
  const known = pages.some((p) => p.items.some((x) => x.id === c.id));
  return pages.map((p, i) => {
    const items = p.items.filter((x) => x.id !== c.id);
    const total = known ? p.total : p.total + 1;
    if (i !== 0) return { items, total };
    return { items: [...items, c].sort(newer), total };
  });
}

/** A conversation whose state changed (assignment, close, a read elsewhere): updated where it is. */
export function updateConversation(
  pages: InboxPage[],
  id: string,
  change: (c: ChatConversationVo) => ChatConversationVo,
): InboxPage[] {
  return pages.map((p) =>
    p.items.some((x) => x.id === id) ? { ...p, items: p.items.map((x) => (x.id === id ? change(x) : x)) } : p,
  );
}

/** The first page's size; later pages follow while fewer than the total are held. */
export function nextPageNum(pages: InboxPage[]): number | undefined {
  const held = flatten(pages).length;
  const total = pages.at(-1)?.total ?? 0;
  return held < total ? pages.length + 1 : undefined;
}

/** A preview line: a picture's is a word in the reader's language, not the stored "[img]". */
export const isPicturePreview = (preview: string): boolean => preview === "[img]";

/** A count for a badge: past 99 it says 99+. */
export const badgeCount = (n: number): string => (n > 99 ? "99+" : String(n));
