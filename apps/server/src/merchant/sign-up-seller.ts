import { type LoginResult, parseIdentity } from "@mall/contract";
import { assertIdentityFree, newUsercode, referrerOf } from "../accounts/register.ts";
import { hashPassword } from "../accounts/passwords.ts";
import { createSession } from "../accounts/sessions.ts";
import type { Db, Queryable } from "../db/db.ts";
import { fail } from "../http/errors.ts";
import { isUniqueViolation } from "../db/sql.ts";

export interface SellerSignUp {
  storeName: string;
  contact: string;
  type: number;
  username: string;
  password: string;
  agentCode?: string | undefined;
  avatar?: number | undefined;
  now: Date;
  ip?: string;
}

/**
 * A store name is taken by a live store or by an application still open (pending, or approved and so
 * became a store). Rejected applications free their name.
 */
export async function assertStoreNameFree(q: Queryable, name: string, exceptSellerId?: number) {
  const [taken] = await q.query(
    `select 1 from seller where lower(name) = lower($1) and id is distinct from $2
     union all
     select 1 from store_application
     where lower(store_name) = lower($1) and status <> 'rejected' and seller_id is distinct from $2
     limit 1`,
    [name, exceptSellerId ?? null],
  );
  if (taken) fail("storeNameTaken");
}

const uniqueViolation = (e: unknown) => e as { code?: string; constraint?: string; message?: string };

/**
 * Creates a SELLER account and its store application in one transaction, then logs it in to the seller app.
 * The checks are the shop's registration's (identity, cancelled names, invitation code) plus the store name.
 */
export async function signUpSeller(db: Db, a: SellerSignUp): Promise<LoginResult> {
  const id = parseIdentity(a.type, a.username);
  if (typeof id === "string") return fail(id);
  const hash = await hashPassword(a.password);
  try {
    return await db.tx(async (tx) => {
      // Double submits of one name, or two sign-ups racing for one store name, wait here in turn.
      await tx.query("select pg_advisory_xact_lock(hashtext($1))", [`register:${id.value}`]);
      await tx.query("select pg_advisory_xact_lock(hashtext($1))", [`store-name:${a.storeName.toLowerCase()}`]);
      await assertIdentityFree(tx, id, a.now);
      await assertStoreNameFree(tx, a.storeName);
      const invitedBy = await referrerOf(tx, a.agentCode);
      const usercode = await newUsercode(tx);
      const [party] = await tx.query<{ id: number }>(
        `insert into party (username, usercode, role, email, phone, avatar, password_hash, invited_by, created_at,
           last_login_at, last_login_ip)
         values ($1, $2, 'SELLER', $3, $4, $5, $6, $7, $8, $8, $9) returning id`,
        [
          id.value,
          usercode,
          id.kind === "email" ? id.value : null,
          id.kind === "phone" ? id.value : null,
          a.avatar ?? 1,
          hash,
          invitedBy ?? null,
          a.now,
          a.ip ?? null,
        ],
      );
      if (!party) throw new Error("party insert returned nothing");
      await tx.query(
        `insert into store_application (party_id, store_name, contact, invite_code, status, created_at)
         values ($1, $2, $3, $4, 'pending', $5)`,
        [party.id, a.storeName, a.contact, a.agentCode ?? null, a.now],
      );
      const token = await createSession(tx, {
        partyId: party.id,
        app: "seller",
        now: a.now,
        ...(a.ip ? { ip: a.ip } : {}),
      });
      return { token, username: id.value, usercode };
    });
  } catch (e) {
    const err = uniqueViolation(e);
    if (isUniqueViolation(err)) {
      if (`${err.constraint ?? ""} ${err.message ?? ""}`.includes("store_application")) return fail("storeNameTaken");
      return fail(id.kind === "username" ? "usernameTaken" : "phoneOrEmailBound");
    }
    throw e;
  }
}
