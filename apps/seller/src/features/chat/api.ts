import { CHAT_BADGE_POLL_MS, CHAT_POLL_MS, type ChatConversationVo } from "@mall/contract";
import type { CallOptions } from "@mall/api";
import { type InfiniteData, type QueryClient, useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { api, useToken } from "../../lib/api.ts";
import { flatten, type InboxPage, nextPageNum } from "./inbox.ts";

export const INBOX_PAGE_SIZE = 30;

const chatKey = ["chat"] as const;
export const inboxKey = (token: string | null) => [...chatKey, token, "inbox"] as const;
export const unreadKey = (token: string | null) => [...chatKey, token, "unread"] as const;
const conversationKey = (token: string | null, id: string) => [...chatKey, token, "conversation", id] as const;

/**
 * The store's conversations with buyers, newest first, searchable by buyer name. The websocket keeps the list
 * current; while it is down the list is asked for every 5 s.
 */
export function useInbox(q: string, socketUp: boolean) {
  const token = useToken();
  return useInfiniteQuery({
    queryKey: [...inboxKey(token), q],
    queryFn: ({ pageParam }) =>
      api.call("merchant/chat!conversations", {
        box: "all",
        q: q || undefined,
        pageNum: pageParam,
        pageSize: INBOX_PAGE_SIZE,
      }),
    initialPageParam: 1,
    getNextPageParam: (_last, pages) => nextPageNum(pages),
    enabled: Boolean(token),
    refetchInterval: socketUp ? false : CHAT_POLL_MS,
  });
}

/**
 * Applies live news to the cached inbox: to the unfiltered list in place; a searched list is asked for again
 * (whether the conversation matches is the server's to say).
 */
export function patchInbox(qc: QueryClient, token: string | null, change: (pages: InboxPage[]) => InboxPage[]) {
  for (const [key, data] of qc.getQueriesData<InfiniteData<InboxPage, number>>({ queryKey: inboxKey(token) })) {
    if (!data) continue;
    if (key[3]) {
      void qc.invalidateQueries({ queryKey: key, exact: true });
      continue;
    }
    qc.setQueryData<InfiniteData<InboxPage, number>>(key, { ...data, pages: change(data.pages) });
  }
}

/** One conversation (the header, the product card): from the list when it is there, then from the server. */
export function useConversation(id: string | undefined, fromList: ChatConversationVo | undefined) {
  const token = useToken();
  return useQuery({
    queryKey: conversationKey(token, id ?? ""),
    queryFn: () => api.call("merchant/chat!get", { conversationId: id ?? "" }),
    enabled: Boolean(token && id),
    placeholderData: fromList,
    staleTime: 60_000,
  });
}

/** The store's unread total for the navigation badge: every 30 s, and live from the websocket's totals. */
export function useChatUnread(enabled: boolean) {
  const token = useToken();
  return useQuery({
    queryKey: unreadKey(token),
    queryFn: () => api.call("merchant/chat!unread", {}, { silent: true }),
    enabled: enabled && Boolean(token),
    refetchInterval: CHAT_BADGE_POLL_MS,
    staleTime: 0,
  });
}

export { flatten as inboxItems };

// ---- The conversation's calls, used by useThread

export const history = (conversationId: string, beforeSeq?: number, opts?: CallOptions) =>
  api.call("merchant/chat!history", { conversationId, beforeSeq }, opts);
export const after = (conversationId: string, afterSeq: number) =>
  api.call("merchant/chat!after", { conversationId, afterSeq }, { silent: true });
export const sendMessage = (p: { conversationId: string; type: "text" | "img"; content: string; clientKey: string }) =>
  api.call("merchant/chat!send", p, { silent: true });
export const markRead = (conversationId: string, seq: number) =>
  api.call("merchant/chat!read", { conversationId, seq }, { silent: true });
export const uploadPicture = (file: File, moduleName: string, onProgress: (sent: number) => void) =>
  api.upload(file, moduleName, { silent: true, onProgress });
