import { createRealtime } from "@mall/api";
import type { ChatConversationVo } from "@mall/contract";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useSyncExternalStore } from "react";
import { api } from "../../lib/api.ts";
import { useSession } from "../../lib/session.ts";
import { chatKeys } from "./api.ts";
import { type Unread, upsertConversation, withConversationUnread, withTotals } from "./messages.ts";

/**
 * The tab's one realtime client (issue 13), on the storefront's token store: started while a shop session
 * exists, stopped at logout. The window follows the conversation it shows; the badges and the store list
 * take every frame's totals and conversation.
 */
export const realtime = createRealtime({ app: "shop", token: api.token });

const subscribeStatus = (l: () => void) => realtime.onStatus(l);
/** Whether the socket is up: while it is not, the window polls (5 s) and the badges keep their 30 s. */
export const useRealtimeConnected = () => useSyncExternalStore(subscribeStatus, () => realtime.connected);

/** Runs the socket for the session and keeps the badges and the store list live. Mounted once, in the shell. */
export function useChatLive() {
  const { token } = useSession();
  const qc = useQueryClient();

  useEffect(() => {
    if (!token) return;
    realtime.start();
    return () => realtime.stop();
  }, [token]);

  useEffect(() => {
    if (!token) return;
    const unreadKey = chatKeys.unread(token);
    const listKey = chatKeys.conversations(token);
    const setTotals = (totals: Parameters<typeof withTotals>[1]) =>
      qc.setQueryData<Unread>(unreadKey, (prev) => withTotals(prev, totals));
    const offFrames = realtime.on((f) => {
      if (f.t === "message") {
        setTotals(f.totals);
        qc.setQueryData<ChatConversationVo[]>(listKey, (prev) => upsertConversation(prev, f.conversation));
      } else if (f.t === "read") {
        setTotals(f.totals);
        qc.setQueryData<ChatConversationVo[]>(listKey, (prev) =>
          withConversationUnread(prev, f.conversationId, f.unread),
        );
      } else if (f.t === "conversation") {
        qc.setQueryData<ChatConversationVo[]>(listKey, (prev) => upsertConversation(prev, f.conversation));
      }
    });
    // Back after a cut: what changed meanwhile is asked for once.
    const offStatus = realtime.onStatus(() => {
      if (realtime.connected) void qc.invalidateQueries({ queryKey: chatKeys.all(token) });
    });
    return () => {
      offFrames();
      offStatus();
    };
  }, [token, qc]);
}
