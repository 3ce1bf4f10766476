import { createRealtime } from "@mall/api";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useSyncExternalStore } from "react";
import { api, useToken } from "../../lib/api.ts";
import { inboxKey, patchInbox, unreadKey } from "./api.ts";
import { moveToTop, updateConversation } from "./inbox.ts";

/** The tab's one websocket (issue 13), on the seller app's session. */
export const realtime = createRealtime({ app: "seller", token: api.token });

/** Whether the websocket is up; while it is not, the open pages poll. */
export const useSocketUp = (): boolean => useSyncExternalStore(realtime.onStatus, () => realtime.connected);

/**
 * Runs the websocket while a seller with a store is signed in, and keeps the inbox and the navigation badge
 * up to date from its frames: a new message moves its conversation to the top, reads move the counts. After a
 * reconnect the lists are asked for once, for whatever happened while it was down.
 */
export function useChatLive(enabled: boolean) {
  const token = useToken();
  const qc = useQueryClient();
  const on = enabled && Boolean(token);

  // biome-ignore lint/correctness/useExhaustiveDependencies: another session (token) starts a fresh socket.
  useEffect(() => {
    if (!on) return;
    realtime.start();
    return () => realtime.stop();
  }, [on, token]);

  useEffect(() => {
    if (!on) return;
    const offFrame = realtime.on((f) => {
      if ((f.t === "message" || f.t === "read") && f.totals.store !== undefined) {
        qc.setQueryData(unreadKey(token), f.totals.store);
      }
      if (f.t === "message") {
        if (f.conversation.kind !== "store") return;
        patchInbox(qc, token, (pages) => moveToTop(pages, f.conversation));
      } else if (f.t === "read") {
        patchInbox(qc, token, (pages) =>
          updateConversation(pages, f.conversationId, (c) => ({ ...c, unread: f.unread })),
        );
      } else if (f.t === "conversation") {
        patchInbox(qc, token, (pages) => updateConversation(pages, f.conversation.id, () => f.conversation));
      } else if (f.t === "messages") {
        // Messages that were missed: the list's previews and counts are asked for again.
        void qc.invalidateQueries({ queryKey: inboxKey(token) });
      }
    });
    const offStatus = realtime.onStatus(() => {
      if (!realtime.connected) return;
      void qc.invalidateQueries({ queryKey: inboxKey(token) });
      void qc.invalidateQueries({ queryKey: unreadKey(token) });
    });
    return () => {
      offFrame();
      offStatus();
    };
  }, [on, token, qc]);
}
