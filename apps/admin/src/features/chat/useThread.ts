import { CHAT_POLL_MS, type ChatMessageVo, type ChatType } from "@mall/contract";
import { useCallback, useEffect, useReducer, useRef, useState } from "react";
import { newRequestId } from "../finance/index.ts";
import { fetchAfter, fetchHistory, sendMessage } from "./api.ts";
import { wireText } from "./desk.ts";
import { deskRealtime, useSocketUp } from "./live.ts";
import { emptyThread, lastSeqOf, type Pending, threadReducer } from "./thread.ts";

/**
 * One open conversation's messages: the newest page first, older pages on demand, new ones from the socket
 * (followed from the last one shown, so a reconnect asks for what it missed), or every 5 s while the socket is
 * down. Sending shows the message at once and keeps its client key, so a retry is stored once.
 */
export function useThread(id: string | undefined) {
  const [thread, dispatch] = useReducer(threadReducer, id, emptyThread);
  const [failed, setFailed] = useState(false);
  const [olderBusy, setOlderBusy] = useState(false);
  const live = useSocketUp();
  const lastSeq = lastSeqOf(thread);
  const last = useRef(lastSeq);
  last.current = lastSeq;

  useEffect(() => {
    dispatch({ t: "open", id });
    setFailed(false);
    if (id === undefined) return;
    let gone = false;
    const rt = deskRealtime();
    const off = rt.on((f) => {
      if (f.t === "message" && f.message.conversationId === id) dispatch({ t: "arrived", id, items: [f.message] });
      else if (f.t === "messages" && f.conversationId === id) dispatch({ t: "arrived", id, items: f.items });
    });
    fetchHistory(id).then(
      (h) => {
        if (gone) return;
        dispatch({ t: "history", id, items: h.items, more: h.more, older: false });
        rt.follow(id, h.items[h.items.length - 1]?.seq ?? 0);
      },
      () => !gone && setFailed(true),
    );
    return () => {
      gone = true;
      off();
    };
  }, [id]);

  // Without the socket, what came after the last message shown, every 5 s.
  useEffect(() => {
    if (id === undefined || live || !thread.loaded) return;
    const timer = setInterval(async () => {
      const items = await fetchAfter(id, last.current).catch(() => [] as ChatMessageVo[]);
      if (!items.length) return;
      // Every message up to these is shown now: the socket need not pass them on when it is back.
      for (const m of items) deskRealtime().saw(m);
      dispatch({ t: "arrived", id, items });
    }, CHAT_POLL_MS);
    return () => clearInterval(timer);
  }, [id, live, thread.loaded]);

  const loadOlder = useCallback(async () => {
    const first = thread.items[0];
    if (id === undefined || !first || olderBusy) return;
    setOlderBusy(true);
    try {
      const h = await fetchHistory(id, first.seq);
      dispatch({ t: "history", id, items: h.items, more: h.more, older: true });
    } catch {
      /* the error toast said why */
    } finally {
      setOlderBusy(false);
    }
  }, [id, thread.items, olderBusy]);

  const send = useCallback(
    async (type: ChatType, content: string, clientKey: string = newRequestId()): Promise<boolean> => {
      if (id === undefined) return false;
      dispatch({ t: "pend", id, pending: { clientKey, type, content, at: new Date().toISOString(), failed: false } });
      const shownBefore = last.current;
      try {
        const m = await sendMessage({
          conversationId: id,
          type,
          content: type === "text" ? wireText(content) : content,
          clientKey,
        });
        // Only right after the last one shown: a message between them may still be on its way by the socket.
        if (m.seq === shownBefore + 1) deskRealtime().saw(m);
        dispatch({ t: "arrived", id, items: [m] });
        return true;
      } catch {
        dispatch({ t: "failed", id, clientKey });
        return false;
      }
    },
    [id],
  );

  const retry = useCallback(
    (p: Pending) => {
      if (id === undefined) return;
      dispatch({ t: "retry", id, clientKey: p.clientKey });
      void send(p.type, p.content, p.clientKey);
    },
    [id, send],
  );

  return { thread, failed, olderBusy, loadOlder, send, retry };
}
