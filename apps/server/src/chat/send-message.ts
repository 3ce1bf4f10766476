import type { ChatType } from "@mall/contract";
import type { Queryable } from "../db/db.ts";
import { fail } from "../http/errors.ts";
import { AGENT_ONLINE_SQL } from "./agents.ts";
import { MESSAGE_SELECT, type MessageRow } from "./conversations.ts";
import { previewOf } from "./text.ts";

export type Author =
  | { side: "buyer"; partyId: number }
  | { side: "store"; partyId: number }
  | { side: "agent"; partyId: number };

export type Posted = {
  /** The stored messages, in order: the author's, then the automatic answer when one was given. */
  messages: MessageRow[];
  /** A retried send (same client key): the message stored the first time, and nothing new to announce. */
  duplicate: boolean;
  /** The desk's conversation was given to this agent by this message. */
  assignedTo: number | null;
};

/** The automatic first answer is given again only after this much quiet. */
const AUTO_ANSWER_GAP = "30 minutes";

/**
 * Stores one message (decision 0017). Under the conversation's row lock, in the caller's transaction: the next
 * sequence number, the unread counts and read marks of both sides, the preview; on the desk's conversations
 * the first buyer message goes to the least busy agent online, or, with nobody online, the automatic answer
 * follows. Being one transaction on one row, each of those happens once whichever instance took the message.
 */
export async function postMessage(
  tx: Queryable,
  conversationId: string,
  author: Author,
  m: { type: ChatType; content: string; productId?: number | undefined; clientKey?: string | undefined; now: Date },
): Promise<Posted> {
  const [conv] = await tx.query<{ kind: string; agent_party_id: number | null; auto_answered_at: Date | null }>(
    "select kind, agent_party_id, auto_answered_at from chat_conversation where id = $1 for update",
    [conversationId],
  );
  if (!conv) return fail("chatNotFound");
  if (m.clientKey) {
    const same = await tx.query<MessageRow>(`${MESSAGE_SELECT} where m.conversation_id = $1 and m.client_key = $2`, [
      conversationId,
      m.clientKey,
    ]);
    if (same.length) return { messages: same, duplicate: true, assignedTo: null };
  }
  const fromBuyer = author.side === "buyer";
  let assignedTo: number | null = null;
  if (author.side === "agent" && conv.agent_party_id == null) assignedTo = author.partyId;
  if (fromBuyer && conv.kind === "platform" && conv.agent_party_id == null) {
    const [agent] = await tx.query<{ party_id: number }>(
      `select a.party_id from chat_agent a
       where ${AGENT_ONLINE_SQL}
       order by (select count(*) from chat_conversation c
                 where c.kind = 'platform' and c.agent_party_id = a.party_id and c.status = 'open'), a.seen_at desc
       limit 1`,
      [m.now],
    );
    assignedTo = agent?.party_id ?? null;
  }
  const messages = [await insertMessage(tx, conversationId, author.side, author.partyId, m, assignedTo)];

  const quietDesk = fromBuyer && conv.kind === "platform" && conv.agent_party_id == null && assignedTo == null;
  if (quietDesk) {
    const [auto] = await tx.query<{ value: string }>(
      `select value from syspara where code = 'online_auto_answer'
       and ($2::timestamptz is null or $2::timestamptz < $1::timestamptz - interval '${AUTO_ANSWER_GAP}')`,
      [m.now, conv.auto_answered_at],
    );
    if (auto?.value.trim()) {
      messages.push(
        await insertMessage(
          tx,
          conversationId,
          "system",
          null,
          { type: "text", content: auto.value.trim(), now: m.now },
          null,
        ),
      );
      await tx.query("update chat_conversation set auto_answered_at = $2 where id = $1", [conversationId, m.now]);
    }
  }
  return { messages, duplicate: false, assignedTo };
}

/**
 * One message and the conversation's counters. The writer's side has read everything up to its own message;
 * the other side has one more unread. The automatic answer counts as unread for the buyer only.
 */
async function insertMessage(
  tx: Queryable,
  conversationId: string,
  side: "buyer" | "store" | "agent" | "system",
  authorPartyId: number | null,
  m: { type: ChatType; content: string; productId?: number | undefined; clientKey?: string | undefined; now: Date },
  assignTo: number | null,
): Promise<MessageRow> {
  const [c] = await tx.query<{ last_seq: number }>(
    `update chat_conversation set
       last_seq = last_seq + 1,
       last_at = $3,
       last_preview = $4,
       status = 'open',
       product_id = coalesce($5, product_id),
       agent_party_id = coalesce(agent_party_id, $6),
       buyer_unread = case when $2 = 'buyer' then 0 else buyer_unread + 1 end,
       buyer_read_seq = case when $2 = 'buyer' then last_seq + 1 else buyer_read_seq end,
       other_unread = case when $2 = 'buyer' then other_unread + 1 when $2 = 'system' then other_unread else 0 end,
       other_read_seq = case when $2 in ('store', 'agent') then last_seq + 1 else other_read_seq end
     where id = $1 returning last_seq`,
    [conversationId, side, m.now, previewOf(m.type, m.content), m.productId ?? null, assignTo],
  );
  const seq = c?.last_seq ?? fail("chatNotFound");
  const [row] = await tx.query<{ id: string }>(
    `insert into chat_message (conversation_id, seq, side, author_party_id, type, content, product_id, client_key, created_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9) returning id::text id`,
    [conversationId, seq, side, authorPartyId, m.type, m.content, m.productId ?? null, m.clientKey ?? null, m.now],
  );
  const [stored] = await tx.query<MessageRow>(`${MESSAGE_SELECT} where m.id = $1`, [row?.id]);
  return stored ?? fail("chatNotFound");
}

/**
 * Marks a side's reading up to `seq` (the last it showed; 0 or beyond the end: everything). Its unread count
 * becomes the other side's messages after that mark. A mark never moves back.
 */
export async function markRead(
  tx: Queryable,
  conversationId: string,
  side: "buyer" | "other",
  seq: number,
): Promise<number> {
  const mine = side === "buyer" ? "buyer" : "other";
  const others = side === "buyer" ? "('store', 'agent', 'system')" : "('buyer')";
  const [row] = await tx.query<{ unread: number }>(
    `with c as (select id, last_seq, ${mine}_read_seq read_seq from chat_conversation where id = $1 for update),
     mark as (select id, greatest(read_seq, case when $2::int <= 0 or $2::int > last_seq then last_seq else $2::int end) upto from c)
     update chat_conversation cc set
       ${mine}_read_seq = mark.upto,
       ${mine}_unread = (select count(*)::int from chat_message m
                         where m.conversation_id = cc.id and m.seq > mark.upto and m.side in ${others})
     from mark where cc.id = mark.id
     returning ${mine}_unread unread`,
    [conversationId, seq],
  );
  return row?.unread ?? fail("chatNotFound");
}
