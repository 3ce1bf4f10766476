import { CHAT_POLL_MS, type ChatConversationVo, UPLOAD_MAX_BYTES } from "@mall/contract";
import { useCallback, useEffect, useReducer, useRef, useState } from "react";
import { useErrorText } from "../../lib/error-text.ts";
import {
  historyPage,
  markRead,
  messagesAfter,
  openConversation,
  sendMessage,
  uploadChatImage,
  useChatChanged,
} from "./api.ts";
import {
  contiguousUpTo,
  EMPTY_THREAD,
  firstSeq,
  hasUnreadAfter,
  lastSeq,
  type Outgoing,
  threadReducer,
} from "./messages.ts";
import { realtime, useRealtimeConnected } from "./realtime.ts";
import type { ChatTarget } from "./window.ts";

type Target = Exclude<ChatTarget, { kind: "stores" }>;
type Status = "loading" | "ready" | "failed";

/** Whether the page is in front: messages count as read only when the buyer can see them. */
function usePageVisible() {
  const [visible, setVisible] = useState(() => document.visibilityState === "visible");
  useEffect(() => {
    const on = () => setVisible(document.visibilityState === "visible");
    document.addEventListener("visibilitychange", on);
    return () => document.removeEventListener("visibilitychange", on);
  }, []);
  return visible;
}

const newKey = () =>
  typeof crypto.randomUUID === "function"
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;

/**
 * One open conversation (spec point 2): opening it fetches the unread counts, then the conversation and its
 * last page of history; the socket brings what follows (and, after a cut, what was missed); while the socket is
 * down it asks every 5 s for what came after the last message; it marks read what the buyer sees; it sends with
 * a client key, showing the message at once and keeping it for a retry when sending fails.
 */
export function useConversation(target: Target, reloadKey: string) {
  const [thread, dispatch] = useReducer(threadReducer, EMPTY_THREAD);
  const [conversation, setConversation] = useState<ChatConversationVo>();
  const [status, setStatus] = useState<Status>("loading");
  const [error, setError] = useState<string>();
  const [loadingOlder, setLoadingOlder] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const connected = useRealtimeConnected();
  const visible = usePageVisible();
  const changed = useChatChanged();
  const errorText = useErrorText();
  const id = conversation?.id;

  const latest = useRef(thread);
  latest.current = thread;
  /** The buyer's read mark as far as this window knows. */
  const readSeq = useRef(0);
  /** Pictures waiting to go up (or to be retried), by client key. */
  const files = useRef(new Map<string, File>());
  const targetRef = useRef(target);
  targetRef.current = target;

  // Open: the unread counts first, then the conversation, then its newest page.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reloadKey and attempt say when to open again
  useEffect(() => {
    let live = true;
    dispatch({ t: "reset" });
    setConversation(undefined);
    setStatus("loading");
    setError(undefined);
    changed();
    (async () => {
      const conv = await openConversation(targetRef.current);
      const page = await historyPage(conv.id);
      if (!live) return;
      readSeq.current = Math.max(0, conv.lastSeq - conv.unread);
      setConversation(conv);
      dispatch({ t: "loaded", items: page.items, more: page.more });
      setStatus("ready");
      realtime.follow(conv.id, contiguousUpTo(page.items));
    })().catch((e: unknown) => {
      if (!live) return;
      setError(errorText(e));
      setStatus("failed");
    });
    return () => {
      live = false;
    };
  }, [reloadKey, attempt]);

  // Live: the conversation's messages and changes. Listening starts before the conversation is known, so a
  // message stored while it loads is not lost (the history and the frame are merged by sequence number).
  const idRef = useRef<string | undefined>(undefined);
  idRef.current = id;
  useEffect(
    () =>
      realtime.on((f) => {
        const ours = (c: ChatConversationVo) => {
          const t = targetRef.current;
          if (idRef.current) return c.id === idRef.current;
          return t.kind === "platform"
            ? c.kind === "platform"
            : c.kind === "store" && String(c.store?.id) === t.sellerId;
        };
        if (f.t === "message" && ours(f.conversation)) {
          dispatch({ t: "incoming", items: [f.message] });
          if (idRef.current) setConversation(f.conversation);
        } else if (f.t === "messages" && f.conversationId === idRef.current) {
          dispatch({ t: "incoming", items: f.items });
        } else if (f.t === "conversation" && f.conversation.id === idRef.current) {
          setConversation(f.conversation);
        }
      }),
    [],
  );

  // Local previews of pictures still shown as pending are let go with the window.
  useEffect(
    () => () => {
      for (const o of latest.current.outgoing) if (o.preview) URL.revokeObjectURL(o.preview);
    },
    [],
  );

  // Spec point 9: every 5 s while the socket is down; never while it is up; stops when the window closes.
  useEffect(() => {
    if (!id || connected) return;
    let busy = false;
    const timer = setInterval(() => {
      if (busy) return;
      busy = true;
      // From the last message with none missing before it: a frame the socket lost is asked for again.
      messagesAfter(id, contiguousUpTo(latest.current.messages))
        .then((items) => dispatch({ t: "incoming", items }))
        .catch(() => {})
        .finally(() => {
          busy = false;
        });
    }, CHAT_POLL_MS);
    return () => clearInterval(timer);
  }, [id, connected]);

  // Read what is shown, up to the newest, while the page is in front.
  useEffect(() => {
    if (!id || !visible || !hasUnreadAfter(thread.messages, readSeq.current)) return;
    const seq = lastSeq(thread.messages);
    readSeq.current = seq;
    markRead(id, seq)
      .then(changed)
      .catch(() => {});
  }, [id, visible, thread.messages, changed]);

  const loadOlder = useCallback(async () => {
    const before = firstSeq(latest.current.messages);
    if (!id || before === undefined || !latest.current.more || loadingOlder) return;
    setLoadingOlder(true);
    try {
      const page = await historyPage(id, before);
      dispatch({ t: "older", items: page.items, more: page.more });
    } catch {
      /* the button stays for another try */
    } finally {
      setLoadingOlder(false);
    }
  }, [id, loadingOlder]);

  const deliver = useCallback(
    async (o: Outgoing) => {
      if (!id) return;
      dispatch({ t: "outgoing", item: { ...o, state: "sending", error: undefined } });
      try {
        let content = o.content;
        const file = files.current.get(o.clientKey);
        if (o.type === "img" && !content && file) {
          content = await uploadChatImage(file, (progress) =>
            dispatch({ t: "patch", clientKey: o.clientKey, patch: { progress } }),
          );
          dispatch({ t: "patch", clientKey: o.clientKey, patch: { content } });
        }
        const before = contiguousUpTo(latest.current.messages);
        const stored = await sendMessage(id, o.type, content, o.clientKey);
        files.current.delete(o.clientKey);
        if (stored.seq === before + 1) realtime.saw(stored);
        dispatch({ t: "incoming", items: [stored] });
        if (o.preview) URL.revokeObjectURL(o.preview);
        readSeq.current = Math.max(readSeq.current, stored.seq);
      } catch (e) {
        dispatch({ t: "patch", clientKey: o.clientKey, patch: { state: "failed", error: errorText(e) } });
      }
    },
    [id, errorText],
  );

  const sendText = useCallback(
    (text: string) => {
      void deliver({
        clientKey: newKey(),
        type: "text",
        content: text,
        at: new Date().toISOString(),
        state: "sending",
      });
    },
    [deliver],
  );

  const sendImage = useCallback(
    (file: File) => {
      const clientKey = newKey();
      files.current.set(clientKey, file);
      void deliver({
        clientKey,
        type: "img",
        content: "",
        preview: URL.createObjectURL(file),
        progress: 0,
        at: new Date().toISOString(),
        state: "sending",
      });
    },
    [deliver],
  );

  /** Sends a failed message again with its client key: the server stores it once whatever happened before. */
  const retry = useCallback(
    (clientKey: string) => {
      const o = latest.current.outgoing.find((x) => x.clientKey === clientKey);
      if (o) void deliver(o);
    },
    [deliver],
  );

  return {
    conversation,
    thread,
    status,
    error,
    connected,
    loadingOlder,
    loadOlder,
    sendText,
    sendImage,
    retry,
    reload: () => setAttempt((n) => n + 1),
    imageMaxBytes: UPLOAD_MAX_BYTES,
  };
}
