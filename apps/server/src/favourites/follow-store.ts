import { type FocusSellerVo, toWireDate } from "@mall/contract";
import type { Db, Queryable } from "../db/db.ts";
import { canFollowStores, type SessionUser } from "../auth/policies.ts";
import { sellerVos } from "../catalogue/index.ts";
import { num } from "../db/sql.ts";
import { fail } from "../http/errors.ts";

/**
 * Followed stores (focusSeller!*). A store's follower count (seller.focus_num) changes only here, in the
 * same transaction as the follow row and only when a row really appeared or went, so it is always the
 * number of rows: parallel clicks can neither inflate it nor push it below zero.
 */

/** focusSeller!add. Sellers cannot follow any store (spec 6), which also covers their own. */
export async function followStore(db: Db, user: SessionUser, sellerId: number): Promise<void> {
  if (!canFollowStores(user)) return fail("sellerCannotFollow");
  await db.tx(async (tx) => {
    const [store] = await tx.query<{ status: number; party_id: number | null }>(
      "select status, party_id from seller where id = $1",
      [sellerId],
    );
    if (store?.status !== 1) return fail("storeNotFound");
    if (store.party_id === user.partyId) return fail("sellerCannotFollow");
    const added = await tx.query(
      "insert into focus_seller (party_id, seller_id) values ($1, $2) on conflict do nothing returning id",
      [user.partyId, sellerId],
    );
    if (added.length === 0) return fail("duplicateAdd");
    await tx.query("update seller set focus_num = focus_num + 1 where id = $1", [sellerId]);
  });
}

/** focusSeller!del: unfollowing a store one does not follow changes nothing and succeeds. */
export async function unfollowStore(db: Db, partyId: number, sellerId: number): Promise<void> {
  await db.tx(async (tx) => {
    const gone = await tx.query("delete from focus_seller where party_id = $1 and seller_id = $2 returning id", [
      partyId,
      sellerId,
    ]);
    if (gone.length === 0) return;
    await tx.query("update seller set focus_num = greatest(focus_num - 1, 0) where id = $1", [sellerId]);
  });
}

export async function followedCount(db: Queryable, partyId: number): Promise<number> {
  const [r] = await db.query<{ n: bigint }>("select count(*) as n from focus_seller where party_id = $1", [partyId]);
  return num(r?.n);
}

export async function isFollowing(db: Queryable, partyId: number, sellerId: number): Promise<boolean> {
  const r = await db.query("select 1 from focus_seller where party_id = $1 and seller_id = $2", [partyId, sellerId]);
  return r.length > 0;
}

/** focusSeller!list, newest first; closed stores stay listed (status 0) so they can be unfollowed. */
export async function followedPage(
  db: Queryable,
  o: { partyId: number; limit: number; offset: number },
): Promise<{ list: FocusSellerVo[]; total: number }> {
  const [total, rows] = await Promise.all([
    followedCount(db, o.partyId),
    db.query<{ id: number; party_id: number; seller_id: number; created_at: Date }>(
      `select id, party_id, seller_id, created_at from focus_seller where party_id = $1
       order by id desc limit $2 offset $3`,
      [o.partyId, o.limit, o.offset],
    ),
  ]);
  if (rows.length === 0) return { list: [], total };
  const stores = new Map(
    (
      await sellerVos(
        db,
        rows.map((r) => r.seller_id),
      )
    ).map((s) => [s.id, s]),
  );
  const list = rows.flatMap((r): FocusSellerVo[] => {
    const s = stores.get(String(r.seller_id));
    return s
      ? [
          {
            // Ids are text, as the original sent them (wire.ts, wireId).
            id: String(r.id),
            partyId: String(r.party_id),
            sellerId: String(r.seller_id),
            createTime: toWireDate(r.created_at) ?? "",
            sellerVo: { ...s, isFocus: 1 },
          },
        ]
      : [];
  });
  return { list, total };
}
