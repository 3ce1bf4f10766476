import type { GoodsVo, Locale } from "@mall/contract";
import type { Queryable } from "../db/db.ts";
import { num, SqlParams } from "../db/sql.ts";
import { type Caches, cached } from "../http/cache.ts";
import { type CategoryIndex, categoryColumn } from "./categories.ts";
import {
  DEFAULT_ORDER,
  type GoodsRow,
  goodsCards,
  goodsOrder,
  goodsSelect,
  type SortFlags,
  toGoodsVo,
} from "./goods.ts";
import { ANCHOR_EVERY, keysetOf, listAnchors, seekFrom } from "./page-anchors.ts";
import { discountOn } from "./pricing.ts";

/**
 * The shelf as one request reads it: the database and caches, the language of names, the categories in that
 * language, and the time at which discounts are on (the injected clock's).
 */
export interface Shelf {
  db: Queryable;
  caches: Caches;
  locale: Locale;
  cats: CategoryIndex;
  now: Date;
}

export interface GoodsFilter extends SortFlags {
  sellerId?: number | undefined;
  categoryId?: number | undefined;
  discount?: boolean;
  recOnly?: boolean;
}

/** LIMIT and OFFSET of a list; `count: false` skips the total (blocks that show no pages). */
export type GoodsWindow = { limit: number; offset: number; count?: boolean };

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
function goodsWhere(f: GoodsFilter, s: Shelf, closed: number[], p: SqlParams): string | undefined {
  const where = [`sg.is_shelf${openStoresOnly(closed, p)}`];
  if (f.sellerId) where.push(`sg.seller_id = ${p.add(f.sellerId)}`);
  if (f.categoryId) {
    const col = categoryColumn(s.cats, f.categoryId);
    // An unknown category has no goods: answered as an empty page without touching the listings.
    if (!col) return undefined;
    where.push(`sg.${col} = ${p.add(f.categoryId)}`);
  }
  if (f.discount) where.push(discountOn(p.add(s.now)));
  if (f.recOnly) where.push("sg.is_rec");
  return where.join(" and ");
}

/**
 * The most rows a page reads from where it starts: a page starts at most ANCHOR_EVERY - 1 rows before its
 * first row (from an anchor, or from the top), and holds at most 100 (contract 2.6). Written into the
 * statement as a constant bound under the page's parameters, it lets the planner cost the statement without
 * knowing them: PostgreSQL's plan cache then keeps one generic plan per list shape instead of planning each
 * call (a LIMIT $1 alone is costed as a tenth of the list, so the custom plan always looked cheaper).
 */
const PLAN_REACH = ANCHOR_EVERY + 100;

/**
 * One page of goods cards: one statement for the page and one (cached) count, whatever the page size.
 * The count is the expensive part on a million listings, so it may be up to a minute stale. Past the first
 * ANCHOR_EVERY rows a page seeks from the list's anchors (page-anchors.ts) instead of skipping rows by
 * OFFSET, and the anchors' total is the count: any page costs about what the first does.
 */
export async function listGoods(
  s: Shelf,
  f: GoodsFilter,
  page: GoodsWindow,
): Promise<{ list: GoodsVo[]; total: number }> {
  const p = new SqlParams();
  const where = goodsWhere(f, s, await closedSellerIds(s.db, s.caches), p);
  if (!where) return { list: [], total: 0 };
  const order = goodsOrder(f, DEFAULT_ORDER, { allowRec: Boolean(f.sellerId || f.recOnly) });
  const whereParams = [...p.values];
  // The discount window's instant is new on every call: the count, a minute stale anyway, is keyed without it.
  const key = `${where}|${JSON.stringify(whereParams.map((v) => (v === s.now ? "now" : v)))}`;
  const keyset = page.offset >= ANCHOR_EVERY ? keysetOf(order) : undefined;
  const anchors =
    keyset && (await listAnchors(s.db, s.caches, `${key}|${order}`, { keyset, where, order, params: whereParams }));
  if (anchors && page.offset >= anchors.total) return { list: [], total: anchors.total };
  const seek = keyset && anchors ? seekFrom(anchors, keyset, page.offset, p) : undefined;
  const skip = seek ? seek.skip : page.offset;
  const ordered = `select sg.id from seller_goods sg where ${where}${seek?.clause ?? ""} order by ${order}`;
  const window = `limit ${p.add(page.limit)} offset ${p.add(skip)}`;
  const ids =
    skip + page.limit <= PLAN_REACH
      ? `array(select x.id from (${ordered} limit ${PLAN_REACH}) x ${window})`
      : `array(${ordered} ${window})`;
  const rows = await s.db.query<GoodsRow>(goodsCards(ids, p, s.locale, s.now), p.values);
  const list = rows.map((r) => toGoodsVo(r, s.cats));
  if (page.count === false) return { list, total: list.length };
  if (anchors) return { list, total: anchors.total };
  const total = await cached(s.caches.counts, `goods|${key}`, async () => {
    const n = await s.db.query<{ n: bigint }>(`select count(*) as n from seller_goods sg where ${where}`, whereParams);
    return num(n[0]?.n);
  });
  return { list, total };
}

/** Listings by id, in the order given (detail pages, favourites). */
export async function goodsByIds(s: Shelf, ids: number[], opts: { des?: boolean } = {}): Promise<GoodsVo[]> {
  if (ids.length === 0) return [];
  const p = new SqlParams();
  const pageSql = `(select sg.*, array_position(${p.add(ids)}::int[], sg.id) as ord from seller_goods sg where sg.id = any(${p.add(ids)}::int[]))`;
  const rows = await s.db.query<GoodsRow>(
    goodsSelect(pageSql, p, s.locale, { order: "sg.ord", des: opts.des ?? false, now: s.now }),
    p.values,
  );
  return rows.map((r) => toGoodsVo(r, s.cats, opts));
}

/**
 * sellerGoods!recommend_new, by type: 0 the newest, 1 the platform's picks, 2 the best sellers. A platform
 * that has not picked any yet still gets a useful home block: its best-weighted goods.
 */
export async function recommendedGoods(s: Shelf, type: number, page: GoodsWindow): Promise<GoodsVo[]> {
  const flags = { isPrice: 0, isNew: type === 0 ? 2 : 0, isHot: type === 2 ? 2 : 0, isRec: type === 1 ? 2 : 0 };
  const at = { ...page, count: false };
  const { list } = await listGoods(s, { ...flags, recOnly: type === 1 }, at);
  if (list.length === 0 && type === 1) return (await listGoods(s, { ...flags, isRec: 0 }, at)).list;
  return list;
}

/** sellerGoods!recommend_like: the twelve best sellers of a store, or of the whole mall. */
export async function bestSellers(s: Shelf, sellerId: number | undefined): Promise<GoodsVo[]> {
  const flags = { isPrice: 0, isNew: 0, isHot: 2, isRec: 0, sellerId };
  return (await listGoods(s, flags, { limit: 12, offset: 0, count: false })).list;
}
