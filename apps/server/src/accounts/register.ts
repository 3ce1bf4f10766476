import { randomInt } from "node:crypto";
import { type Identity, type LoginResult, parseIdentity } from "@mall/contract";
import type { Role } from "../auth/policies.ts";
import type { Db, Queryable } from "../db/db.ts";
import { isUniqueViolation } from "../db/sql.ts";
import { fail } from "../http/errors.ts";
import { useCode } from "./codes.ts";
import { hashPassword } from "./passwords.ts";
import { createSession } from "./sessions.ts";

/** Usercodes are the invitation codes people share: 7 digits, unique. */
export async function newUsercode(q: Queryable): Promise<string> {
  for (;;) {
    const code = String(randomInt(1_000_000, 10_000_000));
    const [taken] = await q.query("select 1 from party where usercode = $1", [code]);
    if (!taken) return code;
  }
}

/** The referrer named by an invitation code (a live buyer or seller), or a refusal. */
async function referrerOf(q: Queryable, code: string | undefined): Promise<number | undefined> {
  if (!code) return undefined;
  const [row] = await q.query<{ id: number }>(
    "select id from party where usercode = $1 and deleted_at is null and enabled and role in ('MEMBER', 'SELLER')",
    [code],
  );
  return row ? row.id : fail("invitationCodeWrong");
}

/** The identity a registration's `type` and name stand for, or the refusal of the first rule it breaks. */
export function identityOf(type: number, name: string): Identity {
  const id = parseIdentity(type, name);
  return typeof id === "string" ? fail(id) : id;
}

/** Checks a new identity against live accounts and recently cancelled names, inside the transaction. */
export async function assertIdentityFree(q: Queryable, id: Identity, now: Date) {
  const [blocked] = await q.query("select 1 from released_name where name = $1 and blocked_until > $2", [
    id.value,
    now,
  ]);
  if (blocked) fail("registerTooSoon");
  const [taken] = await q.query(
    "select 1 from party where username = $1 or (deleted_at is null and (lower(email) = lower($1) or phone = $1))",
    [id.value],
  );
  if (taken) fail(id.kind === "username" ? "usernameTaken" : "phoneOrEmailBound");
}

/** Waits for any other registration of the same name (a double submit, 重复提交 in the original) to finish. */
export const lockName = (tx: Queryable, name: string) =>
  tx.query("select pg_advisory_xact_lock(hashtext($1))", [`register:${name}`]);

export interface Registration {
  identity: Identity;
  passwordHash: string;
  role: Role;
  /** An invitation code: a live buyer's or seller's usercode. */
  agentCode?: string | undefined;
  avatar?: number | undefined;
  now: Date;
  ip?: string | undefined;
}

/**
 * Registers a buyer or a seller, once lockName and assertIdentityFree have passed; the invitation code must be
 * real. The new account is signed in at once, so its first login is now; the caller opens its app's session.
 */
export async function createParty(tx: Queryable, a: Registration): Promise<{ partyId: number; usercode: string }> {
  const id = a.identity;
  const invitedBy = await referrerOf(tx, a.agentCode);
  const usercode = await newUsercode(tx);
  const [row] = await tx
    .query<{ id: number }>(
      `insert into party (username, usercode, role, email, phone, avatar, password_hash, invited_by, created_at,
         last_login_at, last_login_ip)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $9, $10) returning id`,
      [
        id.value,
        usercode,
        a.role,
        id.kind === "email" ? id.value : null,
        id.kind === "phone" ? id.value : null,
        a.avatar ?? 1,
        a.passwordHash,
        invitedBy ?? null,
        a.now,
        a.ip ?? null,
      ],
    )
    .catch((e: unknown) => {
      // Two registrations of one name that slipped past the lock: the unique index has the last word.
      if (isUniqueViolation(e)) fail(id.kind === "username" ? "usernameTaken" : "phoneOrEmailBound");
      throw e;
    });
  if (!row) throw new Error("party insert returned nothing");
  return { partyId: row.id, usercode };
}

export interface NewBuyer {
  type: number;
  username: string;
  password: string;
  agentCode?: string | undefined;
  /** Required for phone and e-mail registrations through registerWithVerifcode. */
  verifcode?: string | undefined;
  /** A fund password set with the account (localuser!register_username). */
  safeword?: string | undefined;
  requireCode: boolean;
  now: Date;
  ip?: string;
}

/**
 * A buyer's registration, signed in to the shop. It takes the Db rather than a transaction: a wrong code is
 * counted outside the transaction, so the guess counts even though the registration is refused.
 */
export async function register(db: Db, a: NewBuyer): Promise<LoginResult> {
  const identity = identityOf(a.type, a.username);
  const [passwordHash, safewordHash] = await Promise.all([
    hashPassword(a.password),
    a.safeword ? hashPassword(a.safeword) : undefined,
  ]);
  if (a.requireCode && identity.kind !== "username") {
    await useCode(db, { target: identity.value, purpose: "register", code: a.verifcode ?? "", now: a.now });
  }
  return db.tx(async (tx) => {
    await lockName(tx, identity.value);
    await assertIdentityFree(tx, identity, a.now);
    const { partyId, usercode } = await createParty(tx, {
      identity,
      passwordHash,
      role: "MEMBER",
      agentCode: a.agentCode,
      now: a.now,
      ip: a.ip,
    });
    if (safewordHash) await tx.query("update party set safeword_hash = $2 where id = $1", [partyId, safewordHash]);
    const token = await createSession(tx, { partyId, app: "shop", now: a.now, ...(a.ip ? { ip: a.ip } : {}) });
    return { token, username: identity.value, usercode };
  });
}
