import { CHAT_POLL_MS, type ChatMessageVo } from "@mall/contract";
import { ApiError, apiErrorText } from "@mall/ui";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useReducer, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useToken } from "../../lib/api.ts";
import { after, history, markRead, patchInbox, sendMessage, unreadKey, uploadPicture } from "./api.ts";
import { CHAT_UPLOAD_MODULE, wireText } from "./compose.ts";
import { updateConversation } from "./inbox.ts";
import { realtime, useSocketUp } from "./live.ts";
import { emptyThread, firstSeq, lastSeq, type Pending, readMark, threadReducer } from "./thread.ts";

const newKey = () =>
  globalThis.crypto?.randomUUID?.() ?? `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

/** Whether the reader can see the page: a hidden tab does not mark messages read. */
function useVisible() {
  const [visible, setVisible] = useState(() => document.visibilityState === "visible");
  useEffect(() => {
    const on = () => setVisible(document.visibilityState === "visible");
    document.addEventListener("visibilitychange", on);
    return () => document.removeEventListener("visibilitychange", on);
  }, []);
  return visible;
}

/**
 * One open conversation: its history (paging back), live messages from the websocket (or every 5 s while it
 * is down), read marks while it is shown, and sending text and pictures with a pending bubble until the
 * server's copy replaces it. Mount it with `key={conversationId}`: each conversation starts afresh.
 */
export function useThread(conversationId: string) {
  const { t } = useTranslation("seller");
  const token = useToken();
  const qc = useQueryClient();
  const socketUp = useSocketUp();
  const visible = useVisible();
  const [thread, dispatch] = useReducer(threadReducer, emptyThread);
  const [loadingOlder, setLoadingOlder] = useState(false);
  /** Why the history could not be had, in the reader's words; null while fine. */
  const [failed, setFailed] = useState<string | null>(null);
  const latest = useRef(thread);
  latest.current = thread;

  const stored = useCallback(
    (items: ChatMessageVo[]) => {
      const mine = items.filter((m) => m.conversationId === conversationId);
      if (!mine.length) return;
      dispatch({ t: "stored", items: mine });
      for (const m of mine) realtime.saw(m);
    },
    [conversationId],
  );

  // Live messages: listened to before the history is asked for, so none falls between the two.
  useEffect(
    () =>
      realtime.on((f) => {
        if (f.t === "message") stored([f.message]);
        else if (f.t === "messages") stored(f.items);
      }),
    [stored],
  );

  const [attempt, setAttempt] = useState(0);
  const tr = useRef(t);
  tr.current = t;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new attempt asks again.
  useEffect(() => {
    let live = true;
    setFailed(null);
    history(conversationId, undefined, { silent: true }).then(
      (h) => {
        if (!live) return;
        dispatch({ t: "history", items: h.items, more: h.more });
        const last = h.items.at(-1);
        realtime.follow(conversationId, Math.max(last?.seq ?? 0, lastSeq(latest.current)));
      },
      (err) =>
        live && setFailed(err instanceof ApiError ? apiErrorText(tr.current, err) : tr.current("chat.loadFailed")),
    );
    return () => {
      live = false;
    };
  }, [conversationId, attempt]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  // Without the websocket: what came after the last message, every 5 s.
  useEffect(() => {
    if (socketUp || !thread.loaded) return;
    const timer = setInterval(() => {
      after(conversationId, lastSeq(latest.current)).then(stored, () => {});
    }, CHAT_POLL_MS);
    return () => clearInterval(timer);
  }, [socketUp, thread.loaded, conversationId, stored]);

  const loadOlder = useCallback(async () => {
    const before = firstSeq(latest.current);
    if (before === undefined || loadingOlder) return;
    setLoadingOlder(true);
    try {
      const h = await history(conversationId, before);
      dispatch({ t: "older", items: h.items, more: h.more });
    } catch {
      /* the toast said why */
    } finally {
      setLoadingOlder(false);
    }
  }, [conversationId, loadingOlder]);

  // Read marks: whenever the buyer's newer messages are on a page the seller can see.
  const readUpTo = useRef(0);
  useEffect(() => {
    if (!visible || !thread.loaded) return;
    const seq = readMark(thread, readUpTo.current);
    if (seq === undefined) return;
    readUpTo.current = seq;
    markRead(conversationId, seq).then(
      () => {
        patchInbox(qc, token, (pages) => updateConversation(pages, conversationId, (c) => ({ ...c, unread: 0 })));
        // With the websocket up its read frame brings the new total; without it, ask.
        if (!realtime.connected) void qc.invalidateQueries({ queryKey: unreadKey(token) });
      },
      () => {
        readUpTo.current = 0;
      },
    );
  }, [thread, visible, conversationId, qc, token]);

  const deliver = useCallback(
    async (p: Pending) => {
      dispatch({ t: "update", clientKey: p.clientKey, patch: { state: "sending", problem: undefined } });
      try {
        const m = await sendMessage({
          conversationId,
          type: p.type,
          content: p.type === "text" ? wireText(p.content) : p.content,
          clientKey: p.clientKey,
        });
        stored([m]);
      } catch (err) {
        const problem = err instanceof ApiError ? apiErrorText(t, err) : t("chat.failed");
        dispatch({ t: "update", clientKey: p.clientKey, patch: { state: "failed", problem } });
      }
    },
    [conversationId, stored, t],
  );

  const sendText = useCallback(
    (text: string) => {
      const p: Pending = {
        clientKey: newKey(),
        type: "text",
        content: text.trim(),
        at: new Date().toISOString(),
        state: "sending",
      };
      dispatch({ t: "pending", pending: p });
      void deliver(p);
    },
    [deliver],
  );

  const files = useRef(new Map<string, File>());
  const upload = useCallback(
    async (p: Pending) => {
      const file = files.current.get(p.clientKey);
      if (!file) return;
      dispatch({ t: "update", clientKey: p.clientKey, patch: { state: "uploading", progress: 0, problem: undefined } });
      try {
        const url = await uploadPicture(file, CHAT_UPLOAD_MODULE, (progress) =>
          dispatch({ t: "update", clientKey: p.clientKey, patch: { progress } }),
        );
        dispatch({ t: "update", clientKey: p.clientKey, patch: { content: url } });
        await deliver({ ...p, content: url });
      } catch (err) {
        const problem = err instanceof ApiError ? apiErrorText(t, err) : t("chat.failed");
        dispatch({ t: "update", clientKey: p.clientKey, patch: { state: "failed", problem } });
      }
    },
    [deliver, t],
  );

  const sendPicture = useCallback(
    (file: File) => {
      const p: Pending = {
        clientKey: newKey(),
        type: "img",
        content: "",
        localUrl: URL.createObjectURL(file),
        at: new Date().toISOString(),
        state: "uploading",
        progress: 0,
      };
      files.current.set(p.clientKey, file);
      dispatch({ t: "pending", pending: p });
      void upload(p);
    },
    [upload],
  );

  /** Tries a failed message again under the same clientKey, so the server stores it once. */
  const resend = useCallback(
    (p: Pending) => {
      if (p.type === "img" && !p.content) void upload(p);
      else void deliver(p);
    },
    [deliver, upload],
  );

  const discard = useCallback((p: Pending) => {
    dispatch({ t: "drop", clientKey: p.clientKey });
    files.current.delete(p.clientKey);
  }, []);

  // Pictures on this device are let go once their bubble is gone.
  const urls = useRef(new Set<string>());
  useEffect(() => {
    const now = new Set(thread.pending.flatMap((p) => (p.localUrl ? [p.localUrl] : [])));
    for (const u of urls.current) if (!now.has(u)) URL.revokeObjectURL(u);
    urls.current = now;
  }, [thread.pending]);
  useEffect(
    () => () => {
      for (const u of urls.current) URL.revokeObjectURL(u);
    },
    [],
  );

  return { thread, failed, retry, loadOlder, loadingOlder, sendText, sendPicture, resend, discard };
}
