import { z } from "zod";
import { intOr, optionalId, optionalInt, optionalText, sends } from "./params.ts";

/**
 * Customer-service chat and store chat (issue 13, api-contract-money-chat.md §4, decision 0017). A buyer talks
 * with the platform (its agents' desk) and with each store. Every message carries its conversation's sequence
 * number; a client that saw up to `seq` asks for what came after it, so nothing is lost or shown twice.
 */

/** The longest message text, in characters, after the wire's URL-decoding. */
export const CHAT_TEXT_MAX = 2000;
/** What the original pages by: 10 platform messages, 30 store messages per call. */
export const PLATFORM_PAGE = 10;
export const STORE_PAGE = 30;
/** Spec point 9: the dialog polls every 5 s while open; the badges every 30 s; a lost websocket retries each second. */
export const CHAT_POLL_MS = 5_000;
export const CHAT_BADGE_POLL_MS = 30_000;
export const CHAT_RETRY_MS = 1_000;
/** The websocket's path on the API server (the original's separate port 5000 is one server here). */
export const CHAT_SOCKET_PATH = "/api/chat/socket";

export const CHAT_TYPES = ["text", "img"] as const;
export type ChatType = (typeof CHAT_TYPES)[number];
/** Who wrote a message: the buyer, the store's seller, an agent, or the platform's automatic answer. */
export const CHAT_SIDES = ["buyer", "store", "agent", "system"] as const;
export type ChatSide = (typeof CHAT_SIDES)[number];

/** One message as our own calls and the websocket carry it; `mine` is from the reader's side. */
export const chatMessageVo = z.object({
  id: z.string(),
  conversationId: z.string(),
  seq: z.number().int(),
  side: z.enum(CHAT_SIDES),
  mine: z.boolean(),
  type: z.enum(CHAT_TYPES),
  content: z.string(),
  /** ISO-8601: the reader shows it in their own zone. */
  at: z.string(),
  /** The agent's or seller's name on their messages; null on the buyer's and the automatic ones. */
  authorName: z.string().nullable(),
  productId: z.number().int().nullable(),
  clientKey: z.string().nullable(),
});
export type ChatMessageVo = z.infer<typeof chatMessageVo>;

const personVo = z.object({ partyId: z.number().int(), username: z.string(), avatar: z.string() });
const storeVo = z.object({ id: z.number().int(), partyId: z.number().int(), name: z.string(), avatar: z.string() });
const productVo = z.object({ id: z.number().int(), name: z.string(), img: z.string() });

/** A conversation as a list shows it to one side: `unread` is that side's. */
export const chatConversationVo = z.object({
  id: z.string(),
  kind: z.enum(["platform", "store"]),
  buyer: personVo,
  store: storeVo.nullable(),
  agent: personVo.nullable(),
  status: z.enum(["open", "closed"]),
  lastSeq: z.number().int(),
  unread: z.number().int(),
  lastAt: z.string().nullable(),
  lastPreview: z.string(),
  product: productVo.nullable(),
});
export type ChatConversationVo = z.infer<typeof chatConversationVo>;

/** A page of history, oldest first; `more` says there are older ones before the first. */
export const chatHistoryVo = z.object({ items: z.array(chatMessageVo), more: z.boolean() });

// ---- The original's wire (api-contract.md 3.9, api-contract-money-chat.md §4) ----

/** `newOnlinechat!list` items, newest first. `send` means written by the buyer. */
export const platformWireMessage = z.object({
  id: z.string(),
  send_receive: z.enum(["send", "receive"]),
  type: z.enum(CHAT_TYPES),
  content: z.string(),
  targetUsername: z.string().nullable(),
  createtime: z.string(),
  delete_status: z.number().int(),
  // Ours, beside the original's fields.
  seq: z.number().int(),
  at: z.string(),
});
/** `public/userOnlineChatController!list` items, newest first. `send` means written by the caller. */
export const storeWireMessage = z.object({
  id: z.string(),
  send_receive: z.enum(["send", "receive"]),
  type: z.enum(CHAT_TYPES),
  content: z.string(),
  createtime: z.string(),
  delete_status: z.number().int(),
  seq: z.number().int(),
});
export const storeWireSent = z.object({
  updatetime: z.string(),
  delete_status: z.number().int(),
  chat_id: z.string(),
  type: z.enum(CHAT_TYPES),
  content: z.string(),
  send_receive: z.literal("send"),
});
/** `userlist` rows: the other side of each of the caller's store conversations. */
export const storeWireConversation = z.object({
  id: z.string(),
  partyid: z.string(),
  username: z.string(),
  avatar: z.string(),
  unreadmsg: z.number().int(),
  content: z.string(),
  updatetime: z.string(),
  sellerId: z.number().int(),
});

const messageId = optionalText(24);
/** The text as sent: URL-encoded by the clients (decoded by the server), at most a few times CHAT_TEXT_MAX. */
const wireContent = sends<string | undefined>()(
  z.preprocess((v) => (v == null ? "" : v), z.string().max(CHAT_TEXT_MAX * 12)),
);
const chatType = sends<string | undefined>()(
  z.preprocess((v) => (v === "" || v == null ? "text" : v), z.enum(CHAT_TYPES)),
);
const clientKey = optionalText(40);
const loginType = sends<string | undefined>()(
  z.preprocess((v) => (v === "" || v == null ? undefined : v), z.enum(["user", "shop"]).optional()),
);

export const platformListParams = z.object({ message_id: messageId });
export const platformSendParams = z.object({ type: chatType, content: wireContent, clientKey });
export const storeListParams = z.object({
  partyid: optionalId(),
  sellerId: optionalId(),
  loginType,
  message_id: messageId,
});
export const storeSendParams = z.object({
  partyid: optionalId(),
  sellerId: optionalId(),
  loginType,
  type: chatType,
  content: wireContent,
  productId: optionalId(),
  clientKey,
});
export const storeUnreadParams = z.object({ partyid: optionalId(), loginType });
export const storeUserlistParams = z.object({ loginType, page_no: intOr(1, 10_000, 1) });
export const storeCheckParams = z.object({ partyid: optionalId(), sellerId: optionalId() });

// ---- Our calls: the storefront's, the seller app's inbox and the console's desk ----

export const openStoreChatParams = z.object({ sellerId: optionalId(), partyid: optionalId(), productId: optionalId() });
export const conversationParams = z.object({ conversationId: sends<string>()(z.string().regex(/^\d{1,18}$/)) });
export const historyParams = conversationParams.extend({ beforeSeq: optionalInt(1, 2_147_483_647) });
export const afterParams = conversationParams.extend({ afterSeq: intOr(0, 2_147_483_647, 0) });
export const readParams = conversationParams.extend({ seq: intOr(0, 2_147_483_647, 0) });
export const sendParams = conversationParams.extend({ type: chatType, content: wireContent, clientKey });
export const inboxParams = z.object({
  box: sends<string | undefined>()(
    z.preprocess((v) => (v === "" || v == null ? "all" : v), z.enum(["waiting", "mine", "all", "closed"])),
  ),
  q: optionalText(64),
  pageNum: intOr(1, 10_000, 1),
  pageSize: intOr(1, 100, 30),
});
export const inboxVo = z.object({ items: z.array(chatConversationVo), total: z.number().int() });
export const handoverParams = conversationParams.extend({ agentPartyId: optionalId() });
export const presenceParams = z.object({ away: intOr(0, 1, 0) });
export const cannedReplyVo = z.object({ id: z.number().int(), title: z.string(), body: z.string() });
export const cannedSaveParams = z.object({
  id: optionalId(),
  title: sends<string>()(z.string().trim().min(1).max(60)),
  body: sends<string>()(z.string().trim().min(1).max(CHAT_TEXT_MAX)),
});
export const cannedDeleteParams = z.object({ id: optionalId() });
export const chatAgentVo = z.object({
  partyId: z.number().int(),
  username: z.string(),
  online: z.boolean(),
  away: z.boolean(),
  open: z.number().int(),
});
export const chatSettingsVo = z.object({ autoAnswer: z.string(), blacklist: z.array(z.string()) });
export const chatSettingsParams = z.object({
  autoAnswer: sends<string | undefined>()(z.preprocess((v) => v ?? "", z.string().trim().max(CHAT_TEXT_MAX))),
  blacklist: sends<string | undefined>()(z.preprocess((v) => v ?? "", z.string().max(20_000))),
});
/** The buyer's file beside a desk conversation: recent orders, the wallet, loans. */
export const buyerContextVo = z.object({
  buyer: z.object({
    partyId: z.number().int(),
    username: z.string(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
    createdAt: z.string(),
    enabled: z.boolean(),
    blacklisted: z.boolean(),
  }),
  orders: z.array(z.object({ id: z.string(), status: z.number().int(), total: z.string(), createdAt: z.string() })),
  wallet: z.object({ available: z.string(), frozen: z.string() }),
  pendingDeposits: z.number().int(),
  pendingWithdrawals: z.number().int(),
  loans: z.array(
    z.object({ id: z.string(), status: z.number().int(), principal: z.string(), dueAt: z.string().nullable() }),
  ),
});
export const deskUnreadVo = z.object({ waiting: z.number().int(), mine: z.number().int() });

// ---- The websocket (CHAT_SOCKET_PATH): JSON frames both ways ----

/** What a client sends: its session first, then, after a reconnect, what it last saw per conversation. */
export type ChatClientFrame =
  | { t: "hello"; token: string; app: "shop" | "seller" | "admin" }
  | { t: "sync"; conversationId: string; afterSeq: number }
  | { t: "ping" };

/** Unread totals the receiving side shows on its badges. */
export type ChatTotals = { platform?: number; store?: number; waiting?: number };

/** What the server pushes. */
export type ChatServerFrame =
  | { t: "ready" }
  | { t: "denied" }
  | { t: "message"; conversation: ChatConversationVo; message: ChatMessageVo; totals: ChatTotals }
  | { t: "read"; conversationId: string; unread: number; totals: ChatTotals }
  | { t: "conversation"; conversation: ChatConversationVo }
  | { t: "messages"; conversationId: string; items: ChatMessageVo[] }
  | { t: "pong" };
