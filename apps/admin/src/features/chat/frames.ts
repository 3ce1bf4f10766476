import type { ChatConversationVo, ChatServerFrame } from "@mall/contract";
import type { QueryClient } from "@tanstack/react-query";
import { patchInbox, patchUnread } from "./desk.ts";

// The desk's query keys, spelled as api.ts spells them (api.ts imports the socket, which imports this).
const INBOX = ["console", "chat", "inbox"] as const;
const UNREAD = ["console", "chat", "unread"] as const;
type InboxPage = { items: ChatConversationVo[]; total: number };

/** How long a burst of frames is gathered before the boxes and the badge are read again. */
export const REFRESH_AFTER_MS = 300;

/**
 * What a socket frame changes in the cached desk: the conversation's row and its open view at once (preview,
 * time, unread, who holds it), then one re-read of the boxes and the badge a moment later, since a move may
 * change which box holds a conversation and a burst of frames should cost one read.
 */
export function deskFrameHandler(qc: QueryClient) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const refresh = () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      void qc.invalidateQueries({ queryKey: INBOX });
      void qc.invalidateQueries({ queryKey: UNREAD });
    }, REFRESH_AFTER_MS);
  };
  const handle = (f: ChatServerFrame) => {
    if (f.t === "message" || f.t === "conversation") {
      const c = f.conversation;
      if (c.kind !== "platform") return;
      qc.setQueriesData<InboxPage>({ queryKey: INBOX }, (page) => (page?.items ? patchInbox(page, c) : page));
      qc.setQueryData(["console", "chat", "conversation", c.id], c);
      refresh();
    } else if (f.t === "read") {
      qc.setQueriesData<InboxPage>({ queryKey: INBOX }, (page) =>
        page?.items ? patchUnread(page, f.conversationId, f.unread) : page,
      );
      refresh();
    } else if (f.t === "messages") {
      // Messages caught up after a gap or a reconnect: the rows they change are re-read.
      refresh();
    }
  };
  return { handle, cancel: () => clearTimeout(timer) };
}
