import type { GoodsVo, Locale } from "@mall/contract";
import type { Queryable } from "../db/db.ts";
import { type Caches, cached } from "../http/cache.ts";
import { type CategoryIndex, categoryColumn } from "./categories.ts";
import {
  DEFAULT_ORDER,
  DISCOUNT_ACTIVE,
  type GoodsRow,
  goodsOrder,
  goodsSelect,
  type SortFlags,
  toGoodsVo,
} from "./goods.ts";
import { num, SqlParams } from "../db/sql.ts";

export interface GoodsFilter extends SortFlags {
  sellerId?: number | undefined;
  categoryId?: number | undefined;
  discount?: boolean;
  recOnly?: boolean;
}

/**
 * Closed stores (status 0) are few: their ids are excluded by a plain filter, which keeps every list on its
 * index instead of joining the store table for each listing. Cached with the reference data.
 */
export function closedSellerIds(db: Queryable, caches: Caches): Promise<number[]> {
  return cached(caches.reference, "closedSellers", async () =>
    (await db.query<{ id: number }>("select id from seller where status <> 1")).map((r) => r.id),
  ) as Promise<number[]>;
}

/** `and` clause hiding the goods of closed stores; empty when every store is open. */
export const openStoresOnly = (closed: number[], p: SqlParams) =>
  closed.length ? ` and sg.seller_id <> all(${p.add(closed)}::int[])` : "";

/** WHERE of the goods lists; every combination has an index in 001/002 (leading column, then the sort). */
function goodsWhere(f: GoodsFilter, cats: CategoryIndex, closed: number[], p: SqlParams): string | undefined {
  const where = [`sg.is_shelf${openStoresOnly(closed, p)}`];
  if (f.sellerId) where.push(`sg.seller_id = ${p.add(f.sellerId)}`);
  if (f.categoryId) {
    const col = categoryColumn(cats, f.categoryId);
    // An unknown category has no goods: answered as an empty page without touching the listings.
    if (!col) return undefined;
    where.push(`sg.${col} = ${p.add(f.categoryId)}`);
  }
  if (f.discount) where.push(DISCOUNT_ACTIVE);
  if (f.recOnly) where.push("sg.is_rec");
  return where.join(" and ");
}

/**
 * One page of goods cards: one statement for the page and one (cached) count, whatever the page size.
 * The count is the expensive part on a million listings, so it may be up to a minute stale.
 */
export async function listGoods(
  db: Queryable,
  caches: Caches,
  locale: Locale,
  cats: CategoryIndex,
  f: GoodsFilter,
  page: { limit: number; offset: number; count?: boolean },
): Promise<{ list: GoodsVo[]; total: number }> {
  const p = new SqlParams();
  const where = goodsWhere(f, cats, await closedSellerIds(db, caches), p);
  if (!where) return { list: [], total: 0 };
  const order = goodsOrder(f, DEFAULT_ORDER, { allowRec: Boolean(f.sellerId || f.recOnly) });
  const whereParams = [...p.values];
  const pageSql = `(select sg.* from seller_goods sg where ${where} order by ${order}
    limit ${p.add(page.limit)} offset ${p.add(page.offset)})`;
  const rows = await db.query<GoodsRow>(goodsSelect(pageSql, p, locale, { order }), p.values);
  const list = rows.map((r) => toGoodsVo(r, cats));
  if (page.count === false) return { list, total: list.length };
  const total = await cached(caches.counts, `goods|${where}|${JSON.stringify(whereParams)}`, async () => {
    const n = await db.query<{ n: bigint }>(`select count(*) as n from seller_goods sg where ${where}`, whereParams);
    return num(n[0]?.n);
  });
  return { list, total };
}

/** Listings by id, in the order given (detail pages, favourites). */
export async function goodsByIds(
  db: Queryable,
  locale: Locale,
  cats: CategoryIndex,
  ids: number[],
  opts: { des?: boolean } = {},
): Promise<GoodsVo[]> {
  if (ids.length === 0) return [];
  const p = new SqlParams();
  const pageSql = `(select sg.*, array_position(${p.add(ids)}::int[], sg.id) as ord from seller_goods sg where sg.id = any(${p.add(ids)}::int[]))`;
  const rows = await db.query<GoodsRow>(
    goodsSelect(pageSql, p, locale, { order: "sg.ord", des: opts.des ?? false }),
    p.values,
  );
  return rows.map((r) => toGoodsVo(r, cats, opts));
}
