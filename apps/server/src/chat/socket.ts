import fastifyWebsocket from "@fastify/websocket";
import { CHAT_SOCKET_PATH, type ChatClientFrame, type ChatServerFrame, type ChatTotals } from "@mall/contract";
import type { FastifyInstance } from "fastify";
import type { WebSocket } from "ws";
import { resolveSession } from "../accounts/index.ts";
import type { Clock } from "../accounts/index.ts";
import { hasPermission, type SessionUser } from "../auth/policies.ts";
import type { Db } from "../db/db.ts";
import { touchAgent } from "./agents.ts";
import { conversationVo, mayRead, messageVo, type Reader } from "./conversations.ts";
import { audiencesOf, type ChatEvent, type ChatHub } from "./hub.ts";
import { messagesAfter } from "./queries.ts";

const HELLO_WITHIN_MS = 10_000;
/** An agent's open socket keeps them online; the presence row is refreshed at most this often. */
const AGENT_TOUCH_MS = 20_000;

function readerOf(user: SessionUser): Reader | undefined {
  if (user.app === "shop") return { as: "buyer", partyId: user.partyId };
  if (user.app === "seller")
    return user.sellerId !== undefined ? { as: "store", sellerId: user.sellerId, partyId: user.partyId } : undefined;
  return hasPermission(user, "service") ? { as: "desk", partyId: user.partyId } : undefined;
}

const audienceOf = (r: Reader) =>
  r.as === "buyer" ? `buyer:${r.partyId}` : r.as === "store" ? `store:${r.sellerId}` : "desk";

function totalsFor(ev: ChatEvent, r: Reader): ChatTotals {
  if (r.as === "buyer") return ev.totals.buyer;
  if (r.as === "store") return { store: ev.totals.store };
  return { waiting: ev.totals.waiting };
}

/** The frame one reader gets for an event (each side sees its own unread count and "mine"). */
export function frameFor(ev: ChatEvent, r: Reader): ChatServerFrame[] {
  const conversation = conversationVo(ev.conv, r);
  const totals = totalsFor(ev, r);
  if (ev.kind === "message") {
    return ev.messages.map((m) => ({ t: "message", conversation, message: messageVo(m, r), totals }));
  }
  if (ev.kind === "read") return [{ t: "read", conversationId: conversation.id, unread: conversation.unread, totals }];
  return [{ t: "conversation", conversation }];
}

/**
 * The chat websocket (CHAT_SOCKET_PATH): the client's first frame is its session (`hello`); the socket then
 * hears every event of the reader's conversations from any instance (ChatHub), and answers `sync` with what
 * the client missed after a sequence number, read from the database. A socket that sends no hello in 10 s,
 * or a session of nobody allowed to chat, is closed.
 */
export async function registerChatSocket(app: FastifyInstance, deps: { db: Db; hub: ChatHub; clock: Clock }) {
  await app.register(fastifyWebsocket, { options: { maxPayload: 16 * 1024 } });
  app.get(CHAT_SOCKET_PATH, { websocket: true }, (socket: WebSocket) => {
    let reader: Reader | undefined;
    let unsubscribe: (() => void) | undefined;
    let touched = 0;
    const send = (f: ChatServerFrame) => {
      if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(f));
    };
    const helloTimer = setTimeout(() => socket.close(4001, "hello"), HELLO_WITHIN_MS);
    const touch = () => {
      if (reader?.as !== "desk") return;
      const now = deps.clock.now();
      if (now.getTime() - touched < AGENT_TOUCH_MS) return;
      touched = now.getTime();
      touchAgent(deps.db, reader.partyId, now).catch(() => {});
    };

    socket.on("message", (raw) => {
      let f: ChatClientFrame;
      try {
        f = JSON.parse(String(raw)) as ChatClientFrame;
      } catch {
        return;
      }
      if (f.t === "hello" && !reader && typeof f.token === "string") {
        void hello(f.token, f.app);
      } else if (
        f.t === "sync" &&
        reader &&
        typeof f.conversationId === "string" &&
        /^\d{1,18}$/.test(f.conversationId)
      ) {
        void sync(f.conversationId, Number(f.afterSeq) || 0);
      } else if (f.t === "ping") {
        touch();
        send({ t: "pong" });
      }
    });

    async function hello(token: string, appName: unknown) {
      try {
        const user = await resolveSession(deps.db, token, deps.clock.now());
        const r = user && user.app === appName ? readerOf(user) : undefined;
        clearTimeout(helloTimer);
        if (!r) {
          send({ t: "denied" });
          socket.close(4003, "denied");
          return;
        }
        reader = r;
        unsubscribe = deps.hub.subscribe([audienceOf(r)], (ev) => {
          if (!reader || !audiencesOf(ev.conv).includes(audienceOf(reader))) return;
          for (const frame of frameFor(ev, reader)) send(frame);
        });
        touch();
        send({ t: "ready" });
      } catch {
        send({ t: "denied" });
        socket.close(4003, "denied");
      }
    }

    async function sync(conversationId: string, afterSeq: number) {
      const r = reader;
      if (!r) return;
      try {
        const [c] = await deps.db.query<{
          kind: "platform" | "store";
          buyer_party_id: number;
          seller_id: number | null;
        }>("select kind, buyer_party_id, seller_id from chat_conversation where id = $1", [conversationId]);
        if (!c || !mayRead(c, r)) return;
        const rows = await messagesAfter(deps.db, conversationId, afterSeq);
        send({ t: "messages", conversationId, items: rows.map((m) => messageVo(m, r)) });
      } catch {
        /* the client asks again after its next reconnect */
      }
    }

    socket.on("close", () => {
      clearTimeout(helloTimer);
      unsubscribe?.();
    });
    socket.on("error", () => {});
  });
}
