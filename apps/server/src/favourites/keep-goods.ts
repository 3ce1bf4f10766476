import type { KeptGoodsVo, Locale } from "@mall/contract";
import type { Queryable } from "../db/db.ts";
import { categoryIndex, closedSellerIds, goodsByIds } from "../catalogue/index.ts";
import { num } from "../db/sql.ts";
import type { Caches } from "../http/cache.ts";
import { fail } from "../http/errors.ts";

/** Favourite goods (keepGoods!*): a buyer's bookmarks of listings, newest first. */

/** keepGoods!add: only a listing that can be bought now (on shelf, store open) can be made a favourite. */
export async function keepGoods(db: Queryable, partyId: number, sellerGoodsId: number): Promise<void> {
  const [g] = await db.query<{ ok: boolean }>(
    "select sg.is_shelf and s.status = 1 as ok from seller_goods sg join seller s on s.id = sg.seller_id where sg.id = $1",
    [sellerGoodsId],
  );
  if (!g?.ok) return fail("goodsNotFound");
  const added = await db.query(
    `insert into keep_goods (party_id, seller_goods_id) values ($1, $2)
     on conflict do nothing returning seller_goods_id`,
    [partyId, sellerGoodsId],
  );
  if (added.length === 0) fail("duplicateAdd");
}

/** keepGoods!del: removing a favourite that is not there is already done, so it succeeds. */
export async function unkeepGoods(db: Queryable, partyId: number, sellerGoodsId: number): Promise<void> {
  await db.query("delete from keep_goods where party_id = $1 and seller_goods_id = $2", [partyId, sellerGoodsId]);
}

export async function keptCount(db: Queryable, partyId: number): Promise<number> {
  const [r] = await db.query<{ n: bigint }>("select count(*) as n from keep_goods where party_id = $1", [partyId]);
  return num(r?.n);
}

/** Which of these listings the buyer keeps among their favourites: one statement for a page of cards. */
export async function keptAmong(db: Queryable, partyId: number, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db.query<{ id: number }>(
    "select seller_goods_id id from keep_goods where party_id = $1 and seller_goods_id = any($2::int[])",
    [partyId, ids],
  );
  return new Set(rows.map((r) => r.id));
}

export async function isKept(db: Queryable, partyId: number, sellerGoodsId: number): Promise<boolean> {
  const r = await db.query("select 1 from keep_goods where party_id = $1 and seller_goods_id = $2", [
    partyId,
    sellerGoodsId,
  ]);
  return r.length > 0;
}

/**
 * keepGoods!list: the goods cards of the catalogue, off-shelf ones included (the buyer sees why they can no
 * longer buy), with black = 1 for goods of a closed store. Three statements whatever the page size.
 */
export async function keptPage(
  db: Queryable,
  caches: Caches,
  locale: Locale,
  o: { partyId: number; limit: number; offset: number; now: Date },
): Promise<{ list: KeptGoodsVo[]; total: number }> {
  const [total, rows] = await Promise.all([
    keptCount(db, o.partyId),
    db.query<{ id: number }>(
      `select seller_goods_id as id from keep_goods where party_id = $1
       order by created_at desc, seller_goods_id desc limit $2 offset $3`,
      [o.partyId, o.limit, o.offset],
    ),
  ]);
  if (rows.length === 0) return { list: [], total };
  const [cats, closed] = await Promise.all([categoryIndex(db, caches, locale), closedSellerIds(db, caches)]);
  const shelf = { db, caches, locale, cats, now: o.now };
  const goods = await goodsByIds(
    shelf,
    rows.map((r) => r.id),
  );
  const list = goods.map((g): KeptGoodsVo => ({ ...g, isKeep: 1, black: closed.includes(Number(g.sellerId)) ? 1 : 0 }));
  return { list, total };
}
