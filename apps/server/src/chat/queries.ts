import { centsToDecimal, PLATFORM_PAGE, STORE_PAGE, toWireDate } from "@mall/contract";
import { partyBalances } from "../ledger/balances.ts";
import type { Queryable } from "../db/db.ts";
import { fail } from "../http/errors.ts";
import {
  type ConvRow,
  conversationVo,
  convSelect,
  MESSAGE_SELECT,
  type MessageRow,
  messageVo,
  type Reader,
} from "./conversations.ts";

const HISTORY_PAGE = 30;
/** A resync answers at most this many; a client far behind asks again from the last one. */
const AFTER_LIMIT = 500;

/** A page of history before `beforeSeq` (the newest page without it), oldest first. */
export async function historyOf(q: Queryable, c: ConvRow, r: Reader, beforeSeq?: number) {
  const rows = await q.query<MessageRow>(
    `${MESSAGE_SELECT} where m.conversation_id = $1 and m.seq < $2 order by m.seq desc limit $3`,
    [c.id, beforeSeq ?? 2_147_483_647, HISTORY_PAGE + 1],
  );
  const more = rows.length > HISTORY_PAGE;
  return {
    items: rows
      .slice(0, HISTORY_PAGE)
      .reverse()
      .map((m) => messageVo(m, r)),
    more,
  };
}

/** Messages after `afterSeq`, oldest first: what a client that saw up to afterSeq missed. */
export async function messagesAfter(q: Queryable, conversationId: string, afterSeq: number): Promise<MessageRow[]> {
  return q.query<MessageRow>(`${MESSAGE_SELECT} where m.conversation_id = $1 and m.seq > $2 order by m.seq limit $3`, [
    conversationId,
    afterSeq,
    AFTER_LIMIT,
  ]);
}

/** The original's paging by `message_id`: the page of messages older than that one, newest first. */
async function wirePage(q: Queryable, conversationId: string | undefined, messageId: string | undefined, size: number) {
  let before = 2_147_483_647;
  if (messageId !== undefined) {
    const [m] = /^\d{1,18}$/.test(messageId)
      ? await q.query<{ seq: number }>("select seq from chat_message where id = $1 and conversation_id = $2", [
          messageId,
          conversationId ?? "0",
        ])
      : [];
    if (!m) fail("chatMessageUnknown");
    before = m?.seq ?? before;
  }
  if (!conversationId) return [];
  return q.query<MessageRow>(
    `${MESSAGE_SELECT} where m.conversation_id = $1 and m.seq < $2 order by m.seq desc limit $3`,
    [conversationId, before, size],
  );
}

/** `newOnlinechat!list` items: `send` is the buyer's; createtime is the server's wall clock to the minute. */
export async function platformWireList(
  q: Queryable,
  conversationId: string | undefined,
  messageId: string | undefined,
) {
  const rows = await wirePage(q, conversationId, messageId, PLATFORM_PAGE);
  return rows.map((m) => ({
    id: m.id,
    send_receive: m.side === "buyer" ? ("send" as const) : ("receive" as const),
    type: m.type,
    content: m.deleted ? "" : m.content,
    targetUsername: m.side === "system" ? `${m.author_name ?? "platform"}_SYSTEM` : m.author_name,
    createtime: (toWireDate(m.created_at) ?? "").slice(0, 16),
    delete_status: m.deleted ? 1 : 0,
    seq: m.seq,
    at: new Date(m.created_at).toISOString(),
  }));
}

/** `userOnlineChatController!list` items: `send` is the caller's side; createtime ISO-8601. */
export async function storeWireList(
  q: Queryable,
  conversationId: string | undefined,
  messageId: string | undefined,
  r: Reader,
) {
  const rows = await wirePage(q, conversationId, messageId, STORE_PAGE);
  return rows.map((m) => {
    const vo = messageVo(m, r);
    return {
      id: m.id,
      send_receive: vo.mine ? ("send" as const) : ("receive" as const),
      type: m.type,
      content: vo.content,
      createtime: vo.at,
      delete_status: m.deleted ? 1 : 0,
      seq: m.seq,
    };
  });
}

/** The buyer's conversations (the platform's first, then stores by their last message). */
export async function buyerConversations(q: Queryable, buyerPartyId: number, lang: string) {
  const rows = await q.query<ConvRow>(
    `${convSelect("$2")} where c.buyer_party_id = $1 order by c.kind = 'platform' desc, c.last_at desc nulls last limit 200`,
    [buyerPartyId, lang],
  );
  const r: Reader = { as: "buyer", partyId: buyerPartyId };
  return rows.map((c) => conversationVo(c, r));
}

/** The `userlist` rows: the other side of each store conversation of the caller. */
export async function storeWireUserlist(q: Queryable, r: Reader, page: number) {
  const where =
    r.as === "store" ? "c.kind = 'store' and c.seller_id = $1" : "c.kind = 'store' and c.buyer_party_id = $1";
  const rows = await q.query<ConvRow>(
    `${convSelect("'en'")} where ${where} and c.last_seq > 0 order by c.last_at desc nulls last limit 50 offset $2`,
    [r.as === "store" ? r.sellerId : r.partyId, (page - 1) * 50],
  );
  return rows.map((c) => ({
    id: c.id,
    partyid: String(r.as === "store" ? c.buyer_party_id : (c.store_party_id ?? 0)),
    username: r.as === "store" ? c.buyer_username : (c.store_name ?? ""),
    avatar: r.as === "store" ? String(c.buyer_avatar) : (c.store_avatar ?? ""),
    unreadmsg: r.as === "store" ? c.other_unread : c.buyer_unread,
    content: c.last_preview,
    updatetime: (toWireDate(c.last_at) ?? "").slice(0, 16),
    sellerId: c.seller_id ?? 0,
  }));
}

export type Box = "waiting" | "mine" | "all" | "closed";

/**
 * The seller's or the desk's inbox: newest first, searchable by the buyer's name. The desk's boxes: waiting
 * (nobody holds it), mine, all open, closed.
 */
export async function inboxOf(
  q: Queryable,
  r: Reader,
  p: { box: Box; q?: string | undefined; pageNum: number; pageSize: number },
  lang: string,
) {
  const args: unknown[] = [];
  const where: string[] = [];
  if (r.as === "store") {
    args.push(r.sellerId);
    where.push(`c.kind = 'store' and c.seller_id = $${args.length} and c.last_seq > 0`);
  } else {
    where.push("c.kind = 'platform' and c.last_seq > 0");
    if (p.box === "waiting") where.push("c.agent_party_id is null and c.status = 'open'");
    if (p.box === "mine") {
      args.push(r.partyId);
      where.push(`c.agent_party_id = $${args.length} and c.status = 'open'`);
    }
    if (p.box === "all") where.push("c.status = 'open'");
    if (p.box === "closed") where.push("c.status = 'closed'");
  }
  if (p.q) {
    args.push(`%${p.q.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`);
    where.push(`b.username ilike $${args.length}`);
  }
  const whereSql = where.join(" and ");
  const [count] = await q.query<{ n: number }>(
    `select count(*)::int n from chat_conversation c join party b on b.id = c.buyer_party_id where ${whereSql}`,
    args,
  );
  const n = args.length;
  const rows = await q.query<ConvRow>(
    `${convSelect(`$${n + 1}`)} where ${whereSql} order by c.last_at desc nulls last, c.id desc limit $${n + 2} offset $${n + 3}`,
    [...args, lang, p.pageSize, (p.pageNum - 1) * p.pageSize],
  );
  return { items: rows.map((c) => conversationVo(c, r)), total: count?.n ?? 0 };
}

/** The buyer's file beside a desk conversation: who, recent orders, wallet, money in flight, loans. */
export async function buyerContext(q: Queryable, buyerPartyId: number, blacklisted: boolean) {
  const [b] = await q.query<{
    id: number;
    username: string;
    email: string | null;
    phone: string | null;
    created_at: Date;
    enabled: boolean;
  }>("select id, username, email, phone, created_at, enabled from party where id = $1", [buyerPartyId]);
  if (!b) return fail("chatNoUser");
  const orders = await q.query<{ id: string; status: number; total: string; created_at: Date }>(
    `select id, status, prize_real::text total, created_at from mall_order
     where party_id = $1 order by created_at desc limit 5`,
    [buyerPartyId],
  );
  const [money] = await q.query<{ deposits: number; withdrawals: number }>(
    `select (select count(*)::int from deposit where party_id = $1 and state = 0) deposits,
            (select count(*)::int from withdrawal where party_id = $1 and state = 0) withdrawals`,
    [buyerPartyId],
  );
  const loans = await q.query<{ id: string; status: number; principal: string; due_at: Date | null }>(
    "select id, status, principal::text principal, due_at from loan where party_id = $1 order by created_at desc limit 5",
    [buyerPartyId],
  );
  const wallet = await partyBalances(q, buyerPartyId);
  return {
    buyer: {
      partyId: b.id,
      username: b.username,
      email: b.email,
      phone: b.phone,
      createdAt: new Date(b.created_at).toISOString(),
      enabled: b.enabled,
      blacklisted,
    },
    orders: orders.map((o) => ({
      id: o.id,
      status: o.status,
      total: centsToDecimal(BigInt(o.total)),
      createdAt: new Date(o.created_at).toISOString(),
    })),
    wallet: { available: centsToDecimal(wallet.available), frozen: centsToDecimal(wallet.frozen) },
    pendingDeposits: money?.deposits ?? 0,
    pendingWithdrawals: money?.withdrawals ?? 0,
    loans: loans.map((l) => ({
      id: l.id,
      status: l.status,
      principal: centsToDecimal(BigInt(l.principal)),
      dueAt: l.due_at ? new Date(l.due_at).toISOString() : null,
    })),
  };
}
