import type { Queryable } from "../db/db.ts";
import { fail } from "../http/errors.ts";

/** An agent is online while their console's heartbeat (the socket or a presence call) is this fresh. */
export const AGENT_FRESH = "60 seconds";
/** `a` is chat_agent; $1 is now. */
export const AGENT_ONLINE_SQL = `a.seen_at > $1::timestamptz - interval '${AGENT_FRESH}' and not a.away
  and exists (select 1 from party p join staff_role r on r.id = p.staff_role_id
              where p.id = a.party_id and p.enabled and 'service' = any (r.permissions))`;

/** The heartbeat: the agent is on the desk now (away says whether new conversations may go to them). */
export async function touchAgent(q: Queryable, partyId: number, now: Date, away?: boolean): Promise<void> {
  await q.query(
    `insert into chat_agent (party_id, seen_at, away) values ($1, $2, coalesce($3, false))
     on conflict (party_id) do update set seen_at = greatest(chat_agent.seen_at, excluded.seen_at),
       away = coalesce($3, chat_agent.away)`,
    [partyId, now, away ?? null],
  );
}

export async function agentsOf(q: Queryable, now: Date) {
  const rows = await q.query<{ party_id: number; username: string; online: boolean; away: boolean; open: number }>(
    `select p.id party_id, p.username,
       coalesce(a.seen_at > $1::timestamptz - interval '${AGENT_FRESH}', false) online, coalesce(a.away, false) away,
       (select count(*)::int from chat_conversation c
        where c.kind = 'platform' and c.agent_party_id = p.id and c.status = 'open') open
     from party p join staff_role r on r.id = p.staff_role_id
     left join chat_agent a on a.party_id = p.id
     where p.enabled and p.deleted_at is null and 'service' = any (r.permissions)
     order by online desc, open, p.username`,
    [now],
  );
  return rows.map((r) => ({ partyId: r.party_id, username: r.username, online: r.online, away: r.away, open: r.open }));
}

/**
 * Assignment moves of the desk, each one statement on the conversation's row: take (a waiting one, or one
 * already mine), hand over (to a named agent holding `service`, or back to the queue), close and reopen.
 */
export async function takeConversation(q: Queryable, id: string, agentPartyId: number): Promise<void> {
  const rows = await q.query(
    `update chat_conversation set agent_party_id = $2, status = 'open'
     where id = $1 and kind = 'platform' and (agent_party_id is null or agent_party_id = $2) returning id`,
    [id, agentPartyId],
  );
  if (!rows.length) await refuseMove(q, id);
}

export async function handOver(q: Queryable, id: string, to: number | undefined): Promise<void> {
  if (to !== undefined) {
    const [ok] = await q.query(
      `select 1 from party p join staff_role r on r.id = p.staff_role_id
       where p.id = $1 and p.enabled and 'service' = any (r.permissions)`,
      [to],
    );
    if (!ok) fail("chatNoUser");
  }
  const rows = await q.query(
    "update chat_conversation set agent_party_id = $2 where id = $1 and kind = 'platform' returning id",
    [id, to ?? null],
  );
  if (!rows.length) fail("chatNotFound");
}

export async function setStatus(q: Queryable, id: string, status: "open" | "closed"): Promise<void> {
  const rows = await q.query(
    "update chat_conversation set status = $2 where id = $1 and kind = 'platform' returning id",
    [id, status],
  );
  if (!rows.length) fail("chatNotFound");
}

async function refuseMove(q: Queryable, id: string): Promise<never> {
  const [c] = await q.query("select 1 from chat_conversation where id = $1 and kind = 'platform'", [id]);
  return fail(c ? "chatHandedOver" : "chatNotFound");
}

/** An agent may write in a conversation that waits (taking it) or is theirs; another's answers 该用户已移交. */
export async function mayAnswer(q: Queryable, id: string, agentPartyId: number): Promise<void> {
  const [c] = await q.query<{ agent_party_id: number | null }>(
    "select agent_party_id from chat_conversation where id = $1 and kind = 'platform'",
    [id],
  );
  if (!c) fail("chatNotFound");
  if (c && c.agent_party_id != null && c.agent_party_id !== agentPartyId) fail("chatHandedOver");
}

// ---- Blacklist (the original's syspara online_username_black_menu) and the automatic answer ----

const parseList = (v: string | undefined) =>
  (v ?? "")
    .split(/[\s,]+/)
    .map((s) => s.trim())
    .filter(Boolean);

export async function chatSettings(q: Queryable): Promise<{ autoAnswer: string; blacklist: string[] }> {
  const rows = await q.query<{ code: string; value: string }>(
    "select code, value from syspara where code in ('online_auto_answer', 'online_username_black_menu')",
  );
  const get = (c: string) => rows.find((r) => r.code === c)?.value;
  return { autoAnswer: get("online_auto_answer") ?? "", blacklist: parseList(get("online_username_black_menu")) };
}

export async function saveChatSettings(q: Queryable, autoAnswer: string, blacklist: string[]): Promise<void> {
  const unique = [...new Set(blacklist.map((u) => u.toLowerCase()))].slice(0, 2000);
  await q.query(
    `insert into syspara (code, value) values ('online_auto_answer', $1), ('online_username_black_menu', $2)
     on conflict (code) do update set value = excluded.value`,
    [autoAnswer, unique.join(",")],
  );
}

export const parseBlacklist = parseList;

/** Whether a buyer's messages are ignored (silently, as the original does). */
export async function isBlacklisted(q: Queryable, username: string): Promise<boolean> {
  const [row] = await q.query<{ value: string }>("select value from syspara where code = 'online_username_black_menu'");
  const name = username.toLowerCase();
  return parseList(row?.value).some((u) => u.toLowerCase() === name);
}

export async function setBlacklisted(q: Queryable, username: string, on: boolean): Promise<void> {
  const s = await chatSettings(q);
  const name = username.toLowerCase();
  const rest = s.blacklist.filter((u) => u.toLowerCase() !== name);
  await saveChatSettings(q, s.autoAnswer, on ? [...rest, name] : rest);
}

// ---- Canned replies ----

export async function cannedReplies(q: Queryable) {
  return q.query<{ id: number; title: string; body: string }>(
    "select id, title, body from chat_canned_reply order by title, id",
  );
}

export async function saveCanned(
  q: Queryable,
  by: number,
  c: { id?: number | undefined; title: string; body: string },
) {
  const [row] = c.id
    ? await q.query<{ id: number; title: string; body: string }>(
        "update chat_canned_reply set title = $2, body = $3 where id = $1 returning id, title, body",
        [c.id, c.title, c.body],
      )
    : await q.query<{ id: number; title: string; body: string }>(
        "insert into chat_canned_reply (title, body, created_by) values ($1, $2, $3) returning id, title, body",
        [c.title, c.body, by],
      );
  return row ?? fail("noData");
}
