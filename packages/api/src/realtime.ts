import {
  CHAT_RETRY_MS,
  CHAT_SOCKET_PATH,
  type ChatClientFrame,
  type ChatMessageVo,
  type ChatServerFrame,
} from "@mall/contract";
import type { TokenStore } from "./client.ts";

/** The parts of a WebSocket this client uses (the browser's, or `ws` in Node tests and benches). */
export interface SocketLike {
  readyState: number;
  send(data: string): void;
  close(): void;
  onopen: ((ev: unknown) => void) | null;
  onclose: ((ev: unknown) => void) | null;
  onerror: ((ev: unknown) => void) | null;
  onmessage: ((ev: { data: unknown }) => void) | null;
}

export interface RealtimeOptions {
  /** The API server's origin ("" in a browser: this page's). */
  baseUrl?: string;
  app: "shop" | "seller" | "admin";
  token: TokenStore;
  /** Makes the socket; the browser's WebSocket by default. */
  connect?: (url: string) => SocketLike;
  /** First retry after this long (spec point 9: every second), doubling after ten tries, at most 30 s. */
  retryMs?: number;
}

type Listener = (frame: ChatServerFrame) => void;

/**
 * The realtime client beside the API client (issue 13): one websocket per tab, the session sent first, a
 * reconnect every second (backing off after ten tries), and after each reconnect a `sync` for every
 * conversation it follows, from the last sequence number it saw, so nothing is lost. Messages it has seen are
 * not passed on twice. Listeners get every frame; `status` says whether it is connected.
 */
export function createRealtime(o: RealtimeOptions) {
  const listeners = new Set<Listener>();
  const statusListeners = new Set<() => void>();
  /** Per conversation, the highest sequence number passed on. */
  const seen = new Map<string, number>();
  let socket: SocketLike | undefined;
  let connected = false;
  let stopped = true;
  let tries = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let pinger: ReturnType<typeof setInterval> | undefined;
  const retryMs = o.retryMs ?? CHAT_RETRY_MS;

  const setConnected = (v: boolean) => {
    if (connected === v) return;
    connected = v;
    for (const l of statusListeners) l();
  };
  const send = (f: ChatClientFrame) => {
    if (socket && socket.readyState === 1) socket.send(JSON.stringify(f));
  };
  const url = () => {
    const base = o.baseUrl ?? globalThis.location?.origin ?? "";
    return `${base.replace(/^http/, "ws")}${CHAT_SOCKET_PATH}`;
  };

  /** Passes a message on once: a sequence number at or below the last seen is a repeat. */
  const fresh = (m: ChatMessageVo) => {
    const last = seen.get(m.conversationId) ?? 0;
    if (m.seq <= last) return false;
    seen.set(m.conversationId, m.seq);
    return true;
  };

  const onFrame = (f: ChatServerFrame) => {
    if (f.t === "ready") {
      tries = 0;
      setConnected(true);
      for (const [conversationId, afterSeq] of seen) send({ t: "sync", conversationId, afterSeq });
    } else if (f.t === "denied") {
      stop();
      return;
    } else if (f.t === "message") {
      const last = seen.get(f.message.conversationId);
      // A gap (a frame lost between instances): ask for what is missing before passing this one on.
      if (last !== undefined && f.message.seq > last + 1) {
        send({ t: "sync", conversationId: f.message.conversationId, afterSeq: last });
        return;
      }
      if (last !== undefined && !fresh(f.message)) return;
      if (last === undefined) seen.set(f.message.conversationId, f.message.seq);
    } else if (f.t === "messages") {
      const items = f.items.filter(fresh);
      if (!items.length) return;
      f = { ...f, items };
    }
    for (const l of listeners) l(f);
  };

  const open = () => {
    if (stopped) return;
    const token = o.token.get();
    if (!token) return;
    const s = (o.connect ?? ((u: string) => new WebSocket(u) as unknown as SocketLike))(url());
    socket = s;
    s.onopen = () => {
      s.send(JSON.stringify({ t: "hello", token, app: o.app } satisfies ChatClientFrame));
    };
    s.onmessage = (ev) => {
      try {
        onFrame(JSON.parse(String(ev.data)) as ChatServerFrame);
      } catch {
        /* a frame that is not JSON is ignored */
      }
    };
    s.onerror = () => {};
    s.onclose = () => {
      if (socket !== s) return;
      socket = undefined;
      setConnected(false);
      if (stopped) return;
      tries += 1;
      const delay = tries <= 10 ? retryMs : Math.min(30_000, retryMs * 2 ** Math.min(tries - 10, 5));
      timer = setTimeout(open, delay);
    };
  };

  function start() {
    if (!stopped) return;
    stopped = false;
    open();
    pinger = setInterval(() => send({ t: "ping" }), 25_000);
  }

  function stop() {
    stopped = true;
    clearTimeout(timer);
    clearInterval(pinger);
    const s = socket;
    socket = undefined;
    s?.close();
    setConnected(false);
  }

  return {
    start,
    stop,
    /** Follow a conversation from `lastSeq` (what the page has shown): later messages come, missed ones are asked for. */
    follow(conversationId: string, lastSeq: number) {
      const from = Math.max(seen.get(conversationId) ?? 0, lastSeq);
      seen.set(conversationId, from);
      send({ t: "sync", conversationId, afterSeq: from });
    },
    /** Marks a message as shown (sent by this tab, or read over HTTP), so the socket does not pass it on again. */
    saw(m: Pick<ChatMessageVo, "conversationId" | "seq">) {
      if ((seen.get(m.conversationId) ?? -1) < m.seq) seen.set(m.conversationId, m.seq);
    },
    on(l: Listener) {
      listeners.add(l);
      return () => {
        listeners.delete(l);
      };
    },
    get connected() {
      return connected;
    },
    onStatus(l: () => void) {
      statusListeners.add(l);
      return () => {
        statusListeners.delete(l);
      };
    },
  };
}

export type Realtime = ReturnType<typeof createRealtime>;
