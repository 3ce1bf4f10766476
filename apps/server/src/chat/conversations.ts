import type { ChatConversationVo, ChatMessageVo, ChatSide } from "@mall/contract";
import type { Queryable } from "../db/db.ts";
import { fail } from "../http/errors.ts";

/**
 * Conversations and who may read them (issue 13). Three kinds of reader: the buyer (a shop session), the
 * store (its seller's session) and the platform's desk (staff with the `service` permission). A reader that
 * is not a party of a conversation gets chatNotFound, never a hint that it exists.
 */
export type Reader =
  | { as: "buyer"; partyId: number }
  | { as: "store"; sellerId: number; partyId: number }
  | { as: "desk"; partyId: number };

export type ConvRow = {
  id: string;
  kind: "platform" | "store";
  buyer_party_id: number;
  seller_id: number | null;
  agent_party_id: number | null;
  status: "open" | "closed";
  last_seq: number;
  buyer_read_seq: number;
  other_read_seq: number;
  buyer_unread: number;
  other_unread: number;
  last_at: Date | null;
  last_preview: string;
  product_id: number | null;
  buyer_username: string;
  buyer_avatar: number;
  store_party_id: number | null;
  store_name: string | null;
  store_avatar: string | null;
  agent_username: string | null;
  agent_avatar: number | null;
  product_name: string | null;
  product_goods_id: number | null;
};

export type MessageRow = {
  id: string;
  conversation_id: string;
  seq: number;
  side: ChatSide;
  author_party_id: number | null;
  author_name: string | null;
  type: "text" | "img";
  content: string;
  product_id: number | null;
  client_key: string | null;
  deleted: boolean;
  created_at: Date;
};

/** The conversation with everything a list shows: names, pictures, the product it is about. */
export const CONV_SELECT = `
  select c.id::text id, c.kind, c.buyer_party_id, c.seller_id, c.agent_party_id, c.status, c.last_seq,
    c.buyer_read_seq, c.other_read_seq, c.buyer_unread, c.other_unread, c.last_at, c.last_preview, c.product_id,
    b.username buyer_username, b.avatar buyer_avatar,
    s.party_id store_party_id, s.name store_name, s.avatar store_avatar,
    a.username agent_username, a.avatar agent_avatar,
    coalesce(pl.name, pe.name) product_name, sg.goods_id product_goods_id
  from chat_conversation c
  join party b on b.id = c.buyer_party_id
  left join seller s on s.id = c.seller_id
  left join party a on a.id = c.agent_party_id
  left join seller_goods sg on sg.id = c.product_id
  left join system_goods_lang pe on pe.goods_id = sg.goods_id and pe.lang = 'en'
  left join system_goods_lang pl on pl.goods_id = sg.goods_id and pl.lang = $LANG`;

export const convSelect = (langParam: string) => CONV_SELECT.replace("$LANG", langParam);

export const MESSAGE_SELECT = `
  select m.id::text id, m.conversation_id::text conversation_id, m.seq, m.side, m.author_party_id,
    case when m.side in ('agent', 'store') then ap.username end author_name,
    m.type, m.content, m.product_id, m.client_key, m.deleted, m.created_at
  from chat_message m left join party ap on ap.id = m.author_party_id`;

/** A party's avatar is an index into the apps' own pictures, as the account calls send it. */
const partyAvatar = (n: number | null) => String(n ?? 1);
const iso = (d: Date | string | null) => (d ? new Date(d).toISOString() : null);

/** Which side of a conversation a reader is, and the unread count that side sees. */
export const sideOf = (r: Reader): "buyer" | "other" => (r.as === "buyer" ? "buyer" : "other");

export function conversationVo(c: ConvRow, r: Reader): ChatConversationVo {
  return {
    id: c.id,
    kind: c.kind,
    buyer: { partyId: c.buyer_party_id, username: c.buyer_username, avatar: partyAvatar(c.buyer_avatar) },
    store:
      c.seller_id != null
        ? { id: c.seller_id, partyId: c.store_party_id ?? 0, name: c.store_name ?? "", avatar: c.store_avatar ?? "" }
        : null,
    agent:
      c.agent_party_id != null
        ? { partyId: c.agent_party_id, username: c.agent_username ?? "", avatar: partyAvatar(c.agent_avatar) }
        : null,
    status: c.status,
    lastSeq: c.last_seq,
    unread: sideOf(r) === "buyer" ? c.buyer_unread : c.other_unread,
    lastAt: iso(c.last_at),
    lastPreview: c.last_preview,
    product:
      c.product_id != null && c.product_goods_id != null
        ? { id: c.product_id, name: c.product_name ?? "", img: `/media/goods/${c.product_goods_id}/1.svg` }
        : null,
  };
}

/** Whether a message is the reader's own side's: the buyer's for the buyer, the store's or an agent's otherwise. */
export const isMine = (m: { side: ChatSide }, r: Reader): boolean =>
  r.as === "buyer" ? m.side === "buyer" : r.as === "store" ? m.side === "store" : m.side === "agent";

export function messageVo(m: MessageRow, r: Reader): ChatMessageVo {
  return {
    id: m.id,
    conversationId: m.conversation_id,
    seq: m.seq,
    side: m.side,
    mine: isMine(m, r),
    type: m.type,
    content: m.deleted ? "" : m.content,
    at: new Date(m.created_at).toISOString(),
    authorName: m.author_name,
    productId: m.product_id,
    clientKey: isMine(m, r) ? m.client_key : null,
  };
}

/** Whether the reader is a party of the conversation. */
export function mayRead(c: Pick<ConvRow, "kind" | "buyer_party_id" | "seller_id">, r: Reader): boolean {
  if (r.as === "buyer") return c.buyer_party_id === r.partyId;
  if (r.as === "store") return c.kind === "store" && c.seller_id === r.sellerId;
  return c.kind === "platform";
}

/** A conversation the reader is a party of, or chatNotFound. */
export async function readableConversation(
  q: Queryable,
  conversationId: string,
  r: Reader,
  lang = "en",
): Promise<ConvRow> {
  const [c] = await q.query<ConvRow>(`${convSelect("$2")} where c.id = $1`, [conversationId, lang]);
  if (!c || !mayRead(c, r)) return fail("chatNotFound");
  return c;
}

export async function conversationById(q: Queryable, id: string, lang = "en"): Promise<ConvRow> {
  const [c] = await q.query<ConvRow>(`${convSelect("$2")} where c.id = $1`, [id, lang]);
  if (!c) return fail("chatNotFound");
  return c;
}

/** The buyer's conversation with the platform, made on first use. */
export async function platformConversationOf(q: Queryable, buyerPartyId: number): Promise<string> {
  const [row] = await q.query<{ id: string }>(
    `with made as (
       insert into chat_conversation (kind, buyer_party_id) values ('platform', $1)
       on conflict (buyer_party_id) where kind = 'platform' do nothing returning id
     )
     select id::text id from made
     union all select id::text from chat_conversation where kind = 'platform' and buyer_party_id = $1
     limit 1`,
    [buyerPartyId],
  );
  return row?.id ?? fail("chatNotFound");
}

/**
 * The buyer's conversation with a store, made on first use. A store that is not open, or the buyer's own
 * store, cannot be written to.
 */
export async function storeConversationOf(q: Queryable, buyerPartyId: number, sellerId: number): Promise<string> {
  const [store] = await q.query<{ party_id: number | null; status: number }>(
    "select party_id, status from seller where id = $1",
    [sellerId],
  );
  if (!store || store.party_id == null) return fail("chatNoUser");
  if (store.party_id === buyerPartyId) return fail("chatOwnStore");
  const [row] = await q.query<{ id: string }>(
    `with made as (
       insert into chat_conversation (kind, buyer_party_id, seller_id) values ('store', $1, $2)
       on conflict (buyer_party_id, seller_id) where kind = 'store' do nothing returning id
     )
     select id::text id from made
     union all select id::text from chat_conversation where kind = 'store' and buyer_party_id = $1 and seller_id = $2
     limit 1`,
    [buyerPartyId, sellerId],
  );
  return row?.id ?? fail("chatNotFound");
}

/** The store a seller's party id owns (the original's `partyid` of the other side); undefined if none. */
export async function storeOfParty(q: Queryable, partyId: number): Promise<number | undefined> {
  const [s] = await q.query<{ id: number }>("select id from seller where party_id = $1 order by id limit 1", [partyId]);
  return s?.id;
}
