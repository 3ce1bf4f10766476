import { createHash, randomBytes } from "node:crypto";
import type { Queryable } from "../db/db.ts";
import type { App as AppName, SessionUser } from "../auth/policies.ts";
import { SessionError } from "../http/errors.ts";

/** How long a session lasts without a heartbeat; console sessions are kept short. */
export const SESSION_TTL_MS: Record<AppName, number> = {
  shop: 30 * 86_400_000,
  seller: 7 * 86_400_000,
  admin: 12 * 3_600_000,
};

/**
 * However often a heartbeat comes, a session ends this long after its login: a stolen token does not live
 * for ever. The user logs in again.
 */
export const SESSION_MAX_AGE_MS: Record<AppName, number> = {
  shop: 90 * 86_400_000,
  seller: 30 * 86_400_000,
  admin: 24 * 3_600_000,
};

/** Sessions one account keeps per app (browsers, devices); a new login ends the oldest beyond it. */
export const MAX_SESSIONS_PER_APP = 10;

/** The contract's token shape: 32 lower-case hex characters, here from 128 random bits. */
export const newToken = () => randomBytes(16).toString("hex");
const TOKEN_SHAPE = /^[0-9a-f]{32}$/;
export const tokenHash = (token: string) => createHash("sha256").update(token).digest();

export async function createSession(
  q: Queryable,
  s: { partyId: number; app: AppName; now: Date; ip?: string },
): Promise<string> {
  const token = newToken();
  await q.query(
    "insert into session (token_hash, party_id, app, created_at, expires_at, ip) values ($1, $2, $3, $4, $5, $6)",
    [tokenHash(token), s.partyId, s.app, s.now, new Date(s.now.getTime() + SESSION_TTL_MS[s.app]), s.ip ?? null],
  );
  // This account's expired sessions go, and so do its oldest ones in this app beyond the cap.
  await q.query(
    `delete from session where party_id = $1 and (expires_at <= $3 or (app = $2 and token_hash in (
       select token_hash from session where party_id = $1 and app = $2
       order by created_at desc, token_hash offset $4)))`,
    [s.partyId, s.app, s.now, MAX_SESSIONS_PER_APP],
  );
  return token;
}

/** Removes every expired session (a timed job; safe to run on several instances at once). */
export async function pruneSessions(q: Queryable, now: Date): Promise<number> {
  const rows = await q.query("delete from session where expires_at <= $1 returning 1", [now]);
  return rows.length;
}

type Row = {
  id: number;
  username: string;
  usercode: string;
  role: string;
  enabled: boolean;
  deleted_at: Date | null;
  app: AppName;
  expires_at: Date;
  permissions: string[] | null;
  seller_id: number | null;
};

/**
 * The user behind a token, or undefined when it is unknown or expired. A disabled account answers code 403
 * with its own message, on every call, so it is logged out everywhere at once.
 */
export async function resolveSession(q: Queryable, token: string, now: Date): Promise<SessionUser | undefined> {
  if (!TOKEN_SHAPE.test(token)) return undefined;
  const [row] = await q.query<Row>(
    `select p.id, p.username, p.usercode, p.role, p.enabled, p.deleted_at, s.app, s.expires_at, r.permissions,
       (select id from seller where party_id = p.id order by id limit 1) seller_id
     from session s join party p on p.id = s.party_id left join staff_role r on r.id = p.staff_role_id
     where s.token_hash = $1`,
    [tokenHash(token)],
  );
  if (!row || row.deleted_at || row.expires_at.getTime() <= now.getTime()) return undefined;
  if (!row.enabled) throw new SessionError("accountDisabled");
  return {
    partyId: row.id,
    username: row.username,
    usercode: row.usercode,
    role: row.role,
    app: row.app,
    permissions: row.permissions ?? [],
    sellerId: row.seller_id ?? undefined,
  };
}

export async function endSession(q: Queryable, token: string): Promise<void> {
  await q.query("delete from session where token_hash = $1", [tokenHash(token)]);
}

/** Logs a party out of every app and browser (password change keeps the current one). */
export async function endAllSessions(q: Queryable, partyId: number, keepToken?: string): Promise<void> {
  await q.query("delete from session where party_id = $1 and token_hash is distinct from $2", [
    partyId,
    keepToken ? tokenHash(keepToken) : null,
  ]);
}

/** The heartbeat keeps an active session alive for another full period, up to its maximum age. */
export async function touchSession(q: Queryable, token: string, app: AppName, now: Date): Promise<void> {
  await q.query(
    `update session set expires_at = least(greatest(expires_at, $2), created_at + $3 * interval '1 millisecond')
     where token_hash = $1`,
    [tokenHash(token), new Date(now.getTime() + SESSION_TTL_MS[app]), SESSION_MAX_AGE_MS[app]],
  );
}
