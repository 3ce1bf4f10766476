import {
  type ConsoleUser,
  type ConsoleUserDetail,
  centsToDecimal,
  type LocalUser,
  type OutboxMessage,
  type PageOf,
  pageInfo,
  toWireDate,
} from "@mall/contract";
import type { Queryable } from "../db/db.ts";
import { containsPattern, pageWindow } from "../db/sql.ts";
import { fail } from "../http/errors.ts";

/** `localuser!get`: the signed-in buyer as the shop's user centre shows them (contract 3.5). */
export async function localUser(q: Queryable, partyId: number): Promise<LocalUser> {
  const [p] = await q.query<{
    username: string;
    role: string;
    usercode: string;
    phone: string | null;
    email: string | null;
    last_login_at: Date | null;
    last_login_ip: string | null;
    avatar: number;
    safeword: boolean;
    seller: boolean;
  }>(
    `select username, role, usercode, phone, email, last_login_at, last_login_ip, avatar,
       safeword_hash is not null safeword, exists (select 1 from seller s where s.party_id = party.id) seller
     from party where id = $1`,
    [partyId],
  );
  if (!p) return fail("userNotFound");
  return {
    username: p.username,
    userrole: p.role,
    roletype: p.seller ? 1 : 0,
    usercode: p.usercode,
    phone: p.phone,
    phoneverif: Boolean(p.phone),
    email: p.email,
    emailverif: Boolean(p.email),
    lastlogintime: toWireDate(p.last_login_at),
    lastloginip: p.last_login_ip,
    avatar: String(p.avatar),
    name: p.username,
    safeword: p.safeword ? 1 : 0,
    google_auth_secret: null,
    googleverif: false,
    identityverif: false,
    advancedverif: false,
    nationality: null,
    kyc_status: 0,
    signPdfUrl: null,
    kyc_high_level_status: 0,
    test: p.role === "TEST",
    url: "",
    usercode_qr: "",
  };
}

type UserRow = {
  id: number;
  username: string;
  usercode: string;
  role: string;
  email: string | null;
  phone: string | null;
  enabled: boolean;
  deleted_at: Date | null;
  available: bigint;
  frozen: bigint;
  last_login_at: Date | null;
  last_login_ip: string | null;
  created_at: Date;
};

// Balances come from the ledger's accounts (kept in step with their postings), not from a copy on party.
const USER_COLUMNS = `p.id, p.username, p.usercode, p.role, p.email, p.phone, p.enabled, p.deleted_at,
  coalesce(a.balance, 0) available, coalesce(f.balance, 0) frozen, p.last_login_at, p.last_login_ip, p.created_at`;
const USER_JOINS = `left join ledger_account a on a.party_id = p.id and a.code = 'available' and a.currency = 'USDT'
  left join ledger_account f on f.party_id = p.id and f.code = 'frozen' and f.currency = 'USDT'`;

const toUser = (r: UserRow): ConsoleUser => ({
  id: r.id,
  username: r.username,
  usercode: r.usercode,
  role: r.role,
  email: r.email,
  phone: r.phone,
  enabled: r.enabled,
  deleted: r.deleted_at !== null,
  balance: centsToDecimal(r.available),
  frozen: centsToDecimal(r.frozen),
  lastLoginAt: toWireDate(r.last_login_at),
  lastLoginIp: r.last_login_ip,
  createdAt: toWireDate(r.created_at),
});

export type UserFilter = { q?: string | undefined; role?: string | undefined; enabled?: "0" | "1" | undefined };

/**
 * The console's user list: one statement per page whatever its size (the rows, their balances and, through
 * count(*) over (), the total). Newest first.
 */
export async function listUsers(
  q: Queryable,
  f: UserFilter & { pageNum: number; pageSize: number },
): Promise<PageOf<ConsoleUser>> {
  const { limit, offset } = pageWindow(f);
  const rows = await q.query<UserRow & { total: number }>(
    `select ${USER_COLUMNS}, count(*) over ()::int total
     from party p ${USER_JOINS}
     where ($1::text is null or p.username ilike $2 or p.email ilike $2 or p.phone like $2
         or replace(p.phone, ' ', '') like $2 or p.usercode = $1)
       and ($3::text is null or p.role = $3)
       and ($4::boolean is null or p.enabled = $4)
     order by p.created_at desc, p.id desc
     limit $5 offset $6`,
    [
      f.q ?? null,
      f.q ? containsPattern(f.q) : null,
      f.role ?? null,
      f.enabled === undefined ? null : f.enabled === "1",
      limit,
      offset,
    ],
  );
  return { pageInfo: pageInfo(f.pageNum, f.pageSize, rows[0]?.total ?? 0), pageList: rows.map(toUser) };
}

/** Everything the detail drawer shows, in one statement. */
export async function getUser(q: Queryable, id: number, now: Date): Promise<ConsoleUserDetail | undefined> {
  const [r] = await q.query<
    UserRow & {
      country_code: string | null;
      deleted_reason: string | null;
      sessions: number;
      role_id: number | null;
      role_name: string | null;
      store_id: number | null;
      store_name: string | null;
      store_status: number | null;
      inviter_id: number | null;
      inviter_username: string | null;
      inviter_usercode: string | null;
    }
  >(
    `select ${USER_COLUMNS}, p.country_code, p.deleted_reason,
       (select count(*)::int from session s where s.party_id = p.id and s.expires_at > $2) sessions,
       r.id role_id, r.name role_name, st.id store_id, st.name store_name, st.status store_status,
       i.id inviter_id, i.username inviter_username, i.usercode inviter_usercode
     from party p ${USER_JOINS}
       left join staff_role r on r.id = p.staff_role_id
       left join lateral (select id, name, status from seller where party_id = p.id order by id limit 1) st on true
       left join party i on i.id = p.invited_by
     where p.id = $1`,
    [id, now],
  );
  if (!r) return undefined;
  return {
    ...toUser(r),
    countryCode: r.country_code,
    sessions: r.sessions,
    staffRole: r.role_id !== null ? { id: r.role_id, name: r.role_name ?? "" } : null,
    store: r.store_id !== null ? { id: r.store_id, name: r.store_name ?? "", status: r.store_status ?? 0 } : null,
    inviter:
      r.inviter_id !== null
        ? { id: r.inviter_id, username: r.inviter_username ?? "", usercode: r.inviter_usercode ?? "" }
        : null,
    deletedAt: toWireDate(r.deleted_at),
    deletedReason: r.deleted_reason,
  };
}

/** The outbox, newest first, optionally of one recipient (part of the address, any case). One statement. */
export async function listOutbox(
  q: Queryable,
  f: { pageNum: number; pageSize: number; q?: string | undefined },
): Promise<PageOf<OutboxMessage>> {
  const { limit, offset } = pageWindow(f);
  const rows = await q.query<{
    id: bigint;
    channel: string;
    recipient: string;
    subject: string;
    body: string;
    created_at: Date;
    sent_at: Date | null;
    error: string | null;
    total: number;
  }>(
    `select id, channel, recipient, subject, body, created_at, sent_at, error, count(*) over ()::int total
     from outbox where ($1::text is null or recipient ilike $1)
     order by created_at desc, id desc limit $2 offset $3`,
    [f.q ? containsPattern(f.q) : null, limit, offset],
  );
  return {
    pageInfo: pageInfo(f.pageNum, f.pageSize, rows[0]?.total ?? 0),
    pageList: rows.map((r) => ({
      id: String(r.id),
      channel: r.channel,
      recipient: r.recipient,
      subject: r.subject,
      body: r.body,
      createdAt: toWireDate(r.created_at),
      sentAt: toWireDate(r.sent_at),
      error: r.error,
    })),
  };
}
