import { audit } from "../auth/audit-log.ts";
import type { Queryable } from "../db/db.ts";
import type { SessionUser } from "../http/actions.ts";
import { fail } from "../http/errors.ts";

type Application = { id: number; party_id: number; store_name: string; contact: string; status: string };

/**
 * Locks a pending application for review. A second reviewer (or a double click) waits on the row lock and
 * then finds it no longer pending: 重复提交, and nothing else happens.
 */
async function lockPending(tx: Queryable, id: number): Promise<Application> {
  const [row] = await tx.query<Application>(
    "select id, party_id, store_name, contact, status from store_application where id = $1 for update",
    [id],
  );
  if (!row) return fail("noData");
  if (row.status !== "pending") return fail("duplicateSubmit");
  return row;
}

/** Pictures every store starts with, drawn from its id as the demo stores' are (media/routes.ts). */
const storeArt = (sellerId: number) => {
  const base = `/media/seller/${sellerId}`;
  return [`${base}/avatar.svg`, `${base}/banner/1.svg`, `${base}/banner/2.svg`, `${base}/banner/3.svg`];
};

/** Opens the store an application asks for and marks the application approved, in one transaction. */
export async function approveApplication(
  tx: Queryable,
  staff: SessionUser,
  id: number,
  now: Date,
): Promise<{ id: number; sellerId: number }> {
  const app = await lockPending(tx, id);
  const [clash] = await tx.query("select 1 from seller where lower(name) = lower($1) limit 1", [app.store_name]);
  if (clash) fail("storeNameTaken");
  const [store] = await tx.query<{ id: number }>(
    "insert into seller (party_id, name, contact, status, created_at) values ($1, $2, $3, 1, $4) returning id",
    [app.party_id, app.store_name, app.contact, now],
  );
  if (!store) throw new Error("seller insert returned nothing");
  await tx.query("update seller set avatar = $2, banner1 = $3, banner2 = $4, banner3 = $5 where id = $1", [
    store.id,
    ...storeArt(store.id),
  ]);
  await tx.query(
    `update store_application set status = 'approved', seller_id = $2, reviewed_by = $3, reviewed_at = $4
     where id = $1`,
    [id, store.id, staff.partyId, now],
  );
  await audit(
    tx,
    staff,
    "store.approve",
    { type: "store_application", id },
    { status: "pending", storeName: app.store_name, partyId: app.party_id },
    { status: "approved", storeName: app.store_name, partyId: app.party_id, sellerId: store.id },
  );
  return { id, sellerId: store.id };
}

/** Refuses an application with the reason the applicant will read. */
export async function rejectApplication(
  tx: Queryable,
  staff: SessionUser,
  o: { id: number; reason: string; now: Date },
): Promise<{ id: number }> {
  const app = await lockPending(tx, o.id);
  await tx.query(
    `update store_application set status = 'rejected', reason = $2, reviewed_by = $3, reviewed_at = $4
     where id = $1`,
    [o.id, o.reason, staff.partyId, o.now],
  );
  await audit(
    tx,
    staff,
    "store.reject",
    { type: "store_application", id: o.id },
    { status: "pending", storeName: app.store_name, partyId: app.party_id },
    { status: "rejected", storeName: app.store_name, partyId: app.party_id, reason: o.reason },
  );
  return { id: o.id };
}
