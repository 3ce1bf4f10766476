import { randomInt } from "node:crypto";
import { type Identity, parseIdentity, REGISTER_TYPE, type LoginResult } from "@mall/contract";
import type { Db, Queryable } from "../db/db.ts";
import { fail } from "../http/errors.ts";
import type { Role } from "../auth/policies.ts";
import { hashPassword } from "./passwords.ts";
import { createSession } from "./sessions.ts";
import { useCode } from "./codes.ts";
import { isUniqueViolation as isUnique } from "../db/sql.ts";

/** Usercodes are the invitation codes people share: 7 digits, unique. */
export async function newUsercode(q: Queryable): Promise<string> {
  for (;;) {
    const code = String(randomInt(1_000_000, 10_000_000));
    const [taken] = await q.query("select 1 from party where usercode = $1", [code]);
    if (!taken) return code;
  }
}

/** The referrer named by an invitation code (a live buyer or seller), or a refusal. */
export async function referrerOf(q: Queryable, code: string | undefined): Promise<number | undefined> {
  if (!code) return undefined;
  const [row] = await q.query<{ id: number }>(
    "select id from party where usercode = $1 and deleted_at is null and enabled and role in ('MEMBER', 'SELLER')",
    [code],
  );
  return row ? row.id : fail("invitationCodeWrong");
}

export interface NewAccount {
  type: number;
  username: string;
  password: string;
  agentCode?: string | undefined;
  /** Required for phone and e-mail registrations through registerWithVerifcode. */
  verifcode?: string | undefined;
  requireCode: boolean;
  role: Role;
  now: Date;
  ip?: string;
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

/** Creates the party (and, for the shop, logs it in). Returns the party id and, when asked, a session. */
export async function register(
  db: Db,
  a: NewAccount,
  app?: "shop" | "seller",
): Promise<{ partyId: number } & Partial<LoginResult>> {
  const id = parseIdentity(a.type, a.username);
  if (typeof id === "string") return fail(id);
  const hash = await hashPassword(a.password);
  if (a.requireCode && id.kind !== "username") {
    // Outside the transaction: a wrong guess must count even though the registration is refused.
    await useCode(db, { target: id.value, purpose: "register", code: a.verifcode ?? "", now: a.now });
  }
  try {
    return await db.tx(async (tx) => {
      // A double submit of the same name waits here and then finds the name taken (重复提交 in the original).
      await tx.query("select pg_advisory_xact_lock(hashtext($1))", [`register:${id.value}`]);
      await assertIdentityFree(tx, id, a.now);
      const invitedBy = await referrerOf(tx, a.agentCode);
      const usercode = await newUsercode(tx);
      const [row] = await tx.query<{ id: number }>(
        `insert into party (username, usercode, role, email, phone, password_hash, invited_by, created_at, last_login_at, last_login_ip)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $8, $9) returning id`,
        [
          id.value,
          usercode,
          a.role,
          id.kind === "email" ? id.value : null,
          id.kind === "phone" ? id.value : null,
          hash,
          invitedBy ?? null,
          a.now,
          a.ip ?? null,
        ],
      );
      if (!row) throw new Error("party insert returned nothing");
      if (!app) return { partyId: row.id };
      const token = await createSession(tx, { partyId: row.id, app, now: a.now, ...(a.ip ? { ip: a.ip } : {}) });
      return { partyId: row.id, token, username: id.value, usercode };
    });
  } catch (e) {
    if (isUnique(e)) return fail(id.kind === "username" ? "usernameTaken" : "phoneOrEmailBound");
    throw e;
  }
}

export { REGISTER_TYPE };
