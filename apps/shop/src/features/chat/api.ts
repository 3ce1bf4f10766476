import { CHAT_BADGE_POLL_MS, CHAT_POLL_MS, type ChatType } from "@mall/contract";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { call, upload } from "../../lib/api.ts";
import { useSession } from "../../lib/session.ts";
import { wireText } from "./messages.ts";
import type { ChatTarget } from "./window.ts";

/**
 * The buyer's chat calls (chat!*, issue 13). The window shows failures itself (a retry in place), so the calls
 * are silent; a message goes in a form body, so what the buyer writes never lands in a URL. Query keys start
 * with "chat" and the session token: another login never sees this buyer's conversations.
 */
const quiet = { silent: true } as const;
const writes = { form: true, silent: true } as const;

export const chatKeys = {
  all: (token: string | null) => ["chat", token] as const,
  unread: (token: string | null) => ["chat", token, "unread"] as const,
  conversations: (token: string | null) => ["chat", token, "conversations"] as const,
};

/** The badges: the platform's unread messages and the stores' (spec point 2: every 30 s, and live by socket). */
export function useChatUnread() {
  const { token } = useSession();
  return useQuery({
    queryKey: chatKeys.unread(token),
    queryFn: () => call("chat!unread", {}, quiet),
    enabled: Boolean(token),
    refetchInterval: CHAT_BADGE_POLL_MS,
    staleTime: 0,
    retry: false,
  });
}

/** The buyer's store conversations with their unread counts; polled while the socket is down and the list shows. */
export function useStoreConversations(poll: boolean) {
  const { token } = useSession();
  return useQuery({
    queryKey: chatKeys.conversations(token),
    queryFn: () => call("chat!conversations", {}, quiet),
    enabled: Boolean(token),
    select: (list) => list.filter((c) => c.kind === "store"),
    refetchInterval: poll ? CHAT_POLL_MS : false,
    staleTime: 0,
    refetchOnMount: "always",
    retry: false,
  });
}

/** After a read or a send: the badges and the list ask again (the socket may be down). */
export function useChatChanged() {
  const qc = useQueryClient();
  const { token } = useSession();
  return useCallback(() => {
    void qc.invalidateQueries({ queryKey: chatKeys.unread(token) });
    void qc.invalidateQueries({ queryKey: chatKeys.conversations(token) });
  }, [qc, token]);
}

/** The conversation a target names, made on first use (a store's with the product the buyer came from). */
export const openConversation = (t: Exclude<ChatTarget, { kind: "stores" }>) =>
  t.kind === "platform"
    ? call("chat!platform", {}, quiet)
    : call("chat!store", { sellerId: t.sellerId, ...(t.productId ? { productId: t.productId } : {}) }, quiet);

/** The newest page of history, or the page before `beforeSeq`; oldest first. */
export const historyPage = (conversationId: string, beforeSeq?: number) =>
  call("chat!history", beforeSeq === undefined ? { conversationId } : { conversationId, beforeSeq }, quiet);

/** What came after `afterSeq` (the poll while the socket is down: cheap when nothing did). */
export const messagesAfter = (conversationId: string, afterSeq: number) =>
  call("chat!after", { conversationId, afterSeq }, quiet);

export const markRead = (conversationId: string, seq: number) => call("chat!read", { conversationId, seq }, writes);

/** Stores one message; a retry with the same clientKey is stored once. Text is URL-encoded as the contract says. */
export const sendMessage = (conversationId: string, type: ChatType, content: string, clientKey: string) =>
  call(
    "chat!send",
    { conversationId, type, content: type === "text" ? wireText(content) : content, clientKey },
    writes,
  );

/** A picture for the chat (uploadimg!execute, moduleName "online"), with progress; resolves with its address. */
export const uploadChatImage = (file: File, onProgress: (fraction: number) => void, signal?: AbortSignal) =>
  upload(file, "online", {
    silent: true,
    onProgress: (f) => onProgress(Math.min(1, f)),
    ...(signal ? { signal } : {}),
  });
