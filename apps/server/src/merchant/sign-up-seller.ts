import type { Identity, LoginResult } from "@mall/contract";
import { assertIdentityFree, createParty, createSession, lockName } from "../accounts/index.ts";
import type { Queryable } from "../db/db.ts";
import { isUniqueViolation } from "../db/sql.ts";
import { fail } from "../http/errors.ts";

export interface SellerSignUp {
  storeName: string;
  contact: string;
  identity: Identity;
  passwordHash: string;
  agentCode?: string | undefined;
  avatar?: number | undefined;
  now: Date;
  ip?: string;
}

/** Waits for any other sign-up or rename to the same store name (any case) to finish. */
export const lockStoreName = (tx: Queryable, name: string) =>
  tx.query("select pg_advisory_xact_lock(hashtext($1))", [`store-name:${name.toLowerCase()}`]);

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

/**
 * Creates a SELLER account and its store application, then logs it in to the seller app. The checks are the
 * shop's registration's (identity, cancelled names, invitation code) plus the store name.
 */
export async function signUpSeller(tx: Queryable, a: SellerSignUp): Promise<LoginResult> {
  // Double submits of one name, or two sign-ups racing for one store name, wait here in turn.
  await lockName(tx, a.identity.value);
  await lockStoreName(tx, a.storeName);
  await assertIdentityFree(tx, a.identity, a.now);
  await assertStoreNameFree(tx, a.storeName);
  const { partyId, usercode } = await createParty(tx, {
    identity: a.identity,
    passwordHash: a.passwordHash,
    role: "SELLER",
    agentCode: a.agentCode,
    avatar: a.avatar,
    now: a.now,
    ip: a.ip,
  });
  await tx
    .query(
      `insert into store_application (party_id, store_name, contact, invite_code, status, created_at)
       values ($1, $2, $3, $4, 'pending', $5)`,
      [partyId, a.storeName, a.contact, a.agentCode ?? null, a.now],
    )
    .catch((e: unknown) => {
      if (isUniqueViolation(e)) fail("storeNameTaken");
      throw e;
    });
  const token = await createSession(tx, { partyId, app: "seller", now: a.now, ...(a.ip ? { ip: a.ip } : {}) });
  return { token, username: a.identity.value, usercode };
}
