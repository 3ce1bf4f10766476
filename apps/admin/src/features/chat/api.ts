import { CHAT_BADGE_POLL_MS, CHAT_POLL_MS, type ChatConversationVo, type ParamsOf } from "@mall/contract";
import { keepPreviousData, skipToken, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../lib/api.ts";
import type { Box } from "./desk.ts";
import { useSocketUp } from "./live.ts";

export const CHAT_KEY = ["console", "chat"] as const;
export const INBOX_KEY = [...CHAT_KEY, "inbox"] as const;
export const UNREAD_KEY = [...CHAT_KEY, "unread"] as const;
export const conversationKey = (id: string | undefined) => [...CHAT_KEY, "conversation", id] as const;
const AGENTS_KEY = [...CHAT_KEY, "agents"] as const;
const CANNED_KEY = [...CHAT_KEY, "canned"] as const;
const SETTINGS_KEY = [...CHAT_KEY, "settings"] as const;

export const INBOX_PAGE = 30;

/**
 * A box of the desk, newest first. The socket keeps it current; only while the socket is down does it poll,
 * every 5 s (spec point 9).
 */
export function useInbox(box: Box, q: string, page: number) {
  const live = useSocketUp();
  return useQuery({
    queryKey: [...INBOX_KEY, box, q, page],
    queryFn: () =>
      api.call("console/chat!conversations", { box, q: q || undefined, pageNum: page, pageSize: INBOX_PAGE }),
    placeholderData: keepPreviousData,
    refetchInterval: live ? false : CHAT_POLL_MS,
  });
}

/** How many conversations a box holds (the box's count): the first page of one. */
export function useBoxTotal(box: Box) {
  const live = useSocketUp();
  return useQuery({
    queryKey: [...INBOX_KEY, box, "", 0],
    queryFn: () => api.call("console/chat!conversations", { box, pageNum: 1, pageSize: 1 }),
    select: (d) => d.total,
    refetchInterval: live ? false : CHAT_POLL_MS,
  });
}

/** Waiting conversations and the reader's unread messages (the navigation's badge), refreshed every 30 s too. */
export const useDeskUnread = (enabled = true) =>
  useQuery({
    queryKey: UNREAD_KEY,
    queryFn: () => api.call("console/chat!unread"),
    enabled,
    refetchInterval: CHAT_BADGE_POLL_MS,
  });

export function useConversation(id: string | undefined) {
  const live = useSocketUp();
  return useQuery({
    queryKey: conversationKey(id),
    queryFn: id === undefined ? skipToken : () => api.call("console/chat!get", { conversationId: id }),
    refetchInterval: live ? false : CHAT_POLL_MS,
  });
}

/** The buyer's file beside the conversation. */
export const useBuyerFile = (id: string | undefined) =>
  useQuery({
    queryKey: [...CHAT_KEY, "context", id],
    queryFn: id === undefined ? skipToken : () => api.call("console/chat!context", { conversationId: id }),
    staleTime: 30_000,
  });

/** Agents with their presence; refreshed while the desk is open, as presences age. */
export const useAgents = (enabled = true) =>
  useQuery({
    queryKey: AGENTS_KEY,
    queryFn: () => api.call("console/chat!agents"),
    enabled,
    refetchInterval: 20_000,
  });

export const useCanned = (enabled = true) =>
  useQuery({ queryKey: CANNED_KEY, queryFn: () => api.call("console/chat!canned"), enabled, staleTime: 60_000 });

export const useChatSettings = (enabled = true) =>
  useQuery({ queryKey: SETTINGS_KEY, queryFn: () => api.call("console/chat!settings"), enabled });

/** After an assignment move: the conversation as the server answered it, and the boxes and badge re-read. */
function useMoved() {
  const qc = useQueryClient();
  return (c: ChatConversationVo) => {
    qc.setQueryData(conversationKey(c.id), c);
    void qc.invalidateQueries({ queryKey: INBOX_KEY });
    void qc.invalidateQueries({ queryKey: UNREAD_KEY });
    void qc.invalidateQueries({ queryKey: AGENTS_KEY });
  };
}

type Move = "take" | "close" | "reopen";
const MOVES = {
  take: "console/chat!take",
  close: "console/chat!close",
  reopen: "console/chat!reopen",
} as const satisfies Record<Move, string>;

export const useMove = (move: Move) =>
  useMutation({
    mutationFn: (conversationId: string) => api.call(MOVES[move], { conversationId }),
    onSuccess: useMoved(),
  });

export const useHandOver = () =>
  useMutation({
    mutationFn: (p: ParamsOf<"console/chat!handover">) => api.call("console/chat!handover", p),
    onSuccess: useMoved(),
  });

export function useSetBlacklisted() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (p: { conversationId: string; on: boolean }) =>
      api.call("console/chat!blacklist", { conversationId: p.conversationId, on: p.on ? 1 : 0 }),
    onSuccess: (_d, p) => {
      void qc.invalidateQueries({ queryKey: [...CHAT_KEY, "context", p.conversationId] });
      void qc.invalidateQueries({ queryKey: SETTINGS_KEY });
    },
  });
}

/** The heartbeat and the online/away switch (one call: `away` is the presence the agent chose). */
export const sendPresence = (away: boolean) =>
  api.call("console/chat!presence", { away: away ? 1 : 0 }, { silent: true });

export function useSetPresence() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: sendPresence,
    onSuccess: () => void qc.invalidateQueries({ queryKey: AGENTS_KEY }),
  });
}

/** The dialogs show a refusal themselves, so these writes are silent. */
const quiet = { silent: true } as const;

export function useSaveCanned() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (p: ParamsOf<"console/chat!cannedSave">) => api.call("console/chat!cannedSave", p, quiet),
    onSuccess: () => void qc.invalidateQueries({ queryKey: CANNED_KEY }),
  });
}

export function useDeleteCanned() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.call("console/chat!cannedDelete", { id }, quiet),
    onSuccess: () => void qc.invalidateQueries({ queryKey: CANNED_KEY }),
  });
}

export function useSaveChatSettings() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (p: ParamsOf<"console/chat!settingsSave">) => api.call("console/chat!settingsSave", p, quiet),
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: SETTINGS_KEY });
      void qc.invalidateQueries({ queryKey: [...CHAT_KEY, "context"] });
    },
  });
}

// ---- The conversation's messages: plain calls, held by useThread ----

export const fetchHistory = (conversationId: string, beforeSeq?: number) =>
  api.call("console/chat!history", { conversationId, beforeSeq });

export const fetchAfter = (conversationId: string, afterSeq: number) =>
  api.call("console/chat!after", { conversationId, afterSeq }, { silent: true });

export const markRead = (conversationId: string, seq: number) =>
  api.call("console/chat!read", { conversationId, seq }, { silent: true });

export const sendMessage = (p: ParamsOf<"console/chat!send">) => api.call("console/chat!send", p);
