import type { GoodsVo, Locale, SearchKeywordResult } from "@mall/contract";
import type { Queryable } from "../db/db.ts";
import { likeEscape, num, SqlParams } from "../db/sql.ts";
import type { Caches } from "../http/cache.ts";
import { categoryColumn } from "./categories.ts";
import { type GoodsRow, goodsCards, goodsOrder, type SortFlags, toGoodsVo } from "./goods.ts";
import { discountOn } from "./pricing.ts";
import { closedSellerIds, type GoodsWindow, openStoresOnly, type Shelf } from "./queries.ts";
import { sellerVos } from "./sellers.ts";
import { langsOf } from "./sql.ts";

/**
 * Goods considered per keyword where a bounded answer is enough: the search box's suggestions and the
 * merchant's catalogue picker. The shop's search itself reads every match (exact totals, issue 15 §1).
 */
export const SEARCH_CANDIDATES = 200;

const CJK = /[\u2E80-\u9FFF\uAC00-\uD7AF\uF900-\uFAFF]/u;

/**
 * The keyword as a tsquery over mall_search_tsv (migration 002): Latin words as word prefixes, runs of CJK
 * characters as phrases of adjacent characters. Only letters and digits reach the query parser.
 */
export function searchTsQuery(keyword: string): string | undefined {
  const parts: string[] = [];
  for (const word of keyword.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []) {
    for (const run of word.match(
      /[\u2E80-\u9FFF\uAC00-\uD7AF\uF900-\uFAFF]+|[^\u2E80-\u9FFF\uAC00-\uD7AF\uF900-\uFAFF]+/gu,
    ) ?? []) {
      parts.push(CJK.test(run) ? [...run].join(" <-> ") : `${run}:*`);
    }
  }
  return parts.length ? parts.slice(0, 12).join(" & ") : undefined;
}

/**
 * A misspelt keyword with each Latin word of 3+ letters replaced by the closest known word (search_word,
 * trigram similarity); undefined when nothing changes. One statement.
 */
export async function correctKeyword(db: Queryable, keyword: string): Promise<string | undefined> {
  const words = (keyword.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, 6);
  const fixable = words.filter((w) => w.length >= 3 && !CJK.test(w) && !/^\d+$/.test(w));
  if (fixable.length === 0) return undefined;
  const rows = await db.query<{ w: string; fixed: string | null }>(
    `select u.w, (select word from search_word where word % u.w order by similarity(word, u.w) desc, word limit 1) as fixed
     from unnest($1::text[]) as u(w)`,
    [fixable],
  );
  const fixes = new Map(rows.map((r) => [r.w, r.fixed ?? r.w]));
  const corrected = words.map((w) => fixes.get(w) ?? w).join(" ");
  return corrected !== words.join(" ") ? corrected : undefined;
}

/**
 * The least string after every string that starts with `prefix`, in byte order: its last character one code
 * point up (UTF-8 keeps code point order and no character's encoding starts another's). Undefined when every
 * character is the last code point, which no keyword with a letter or digit is.
 */
export function prefixEnd(prefix: string): string | undefined {
  const chars = [...prefix];
  for (let c = chars.pop(); c !== undefined; c = chars.pop()) {
    const cp = c.codePointAt(0) ?? 0;
    // 0xD800–0xDFFF are surrogates, never characters of a text.
    if (cp < 0x10ffff) return chars.join("") + String.fromCodePoint(cp === 0xd7ff ? 0xe000 : cp + 1);
  }
  return undefined;
}

/**
 * Matching goods ids with a rank: 0 exact name, 1 name prefix (lower-name index), 2 every word found as a
 * word prefix or CJK phrase (GIN on search_tsv). Names in the request language and in English both count.
 * With a `limit`, at most that many goods, the first ones the indexes yield (a bounded cost on a million
 * listings, for suggestions); without one, every match.
 */
export function candidatesSql(keyword: string, locale: Locale, p: SqlParams, limit?: number): string | undefined {
  const langs = p.add(langsOf(locale));
  const tsq = searchTsQuery(keyword);
  if (!tsq) return undefined;
  const lower = keyword.toLowerCase();
  const kw = p.add(lower);
  // The name prefix as a range of the lower-name index (text_pattern_ops, byte order) rather than LIKE: a range
  // of parameters is an index condition in a kept plan too, where LIKE $1 is one only when planned per call.
  const end = p.add(prefixEnd(lower) ?? lower);
  const cap = limit === undefined ? "" : ` limit ${p.add(limit)}`;
  return `select goods_id, min(rank) as rank, 0 as sim from (
      (select goods_id, case when lower(name) = ${kw} then 0 else 1 end as rank from system_goods_lang
        where lang = any(${langs}::text[]) and lower(name) ~>=~ ${kw} and lower(name) ~<~ ${end}${cap})
      union all
      (select goods_id, 2 as rank from system_goods_lang
        where lang = any(${langs}::text[]) and search_tsv @@ to_tsquery('simple', ${p.add(tsq)})${cap})
    ) x group by goods_id${limit === undefined ? "" : ` order by rank, goods_id desc${cap}`}`;
}

export interface SearchFilter extends SortFlags {
  keyword: string;
  categoryId?: number | undefined;
  discount?: boolean;
  sellerId?: number | undefined;
}

/** FROM/WHERE of the listings of every matching goods, or undefined when the filter cannot match anything. */
function matchFrom(f: SearchFilter, s: Shelf, closed: number[], p: SqlParams): string | undefined {
  const found = candidatesSql(f.keyword, s.locale, p);
  if (!found) return undefined;
  const where = [`sg.is_shelf${openStoresOnly(closed, p)}`];
  if (f.categoryId) {
    const col = categoryColumn(s.cats, f.categoryId);
    if (!col) return undefined;
    where.push(`sg.${col} = ${p.add(f.categoryId)}`);
  }
  if (f.sellerId) where.push(`sg.seller_id = ${p.add(f.sellerId)}`);
  if (f.discount) where.push(discountOn(p.add(s.now)));
  // Each match's listings by the goods_id index, always: the plan is kept (db.ts), and a plan kept for every
  // keyword cannot know how many goods match, so a plain join was costed as a hash join over the whole shelf
  // (16 ms where the lookups take 1). OFFSET 0 keeps the planner from folding the lookup back into a join.
  return `from (${found}) m cross join lateral (
      select * from seller_goods sg where sg.goods_id = m.goods_id and ${where.join(" and ")} offset 0) sg`;
}

/**
 * Listings of the matching goods: relevance first, then sold units, unless a sort flag is set. One statement
 * finds the goods, joins their listings, counts them all (the total is exact: every match is read, not the
 * first 200 goods) and hydrates the page.
 */
export async function searchGoods(
  s: Shelf,
  f: SearchFilter,
  page: GoodsWindow,
): Promise<{ list: GoodsVo[]; total: number }> {
  const closed = await closedSellerIds(s.db, s.caches);
  const found = await searchPage(s, closed, f, page);
  if (found.total > 0 || page.offset > 0) return found;
  // Nothing found: maybe a typo. Search once more with the words corrected.
  const corrected = await correctKeyword(s.db, f.keyword);
  return corrected ? searchPage(s, closed, { ...f, keyword: corrected }, page) : found;
}

async function searchPage(
  s: Shelf,
  closed: number[],
  f: SearchFilter,
  page: GoodsWindow,
): Promise<{ list: GoodsVo[]; total: number }> {
  const p = new SqlParams();
  const from = matchFrom(f, s, closed, p);
  if (!from) return { list: [], total: 0 };
  const order = goodsOrder(f, "sg.rank, sg.sim desc, sg.sold_num desc, sg.id desc");
  // Every match once, with the columns the orders read; then their count, and the page's ids by a top-N sort,
  // and their cards (goodsCards). Counting and ranking every match through window functions sorted all of
  // them in full, twice, with whole listing rows: most of a vague word's time (decision 0020).
  const sql = `with hit as materialized (
      select sg.id, m.rank, m.sim, sg.sort_price, sg.sold_num, sg.first_shelf_time ${from})
    select c.*, t.total from (select (select count(*) from hit) as total,
      array(select sg.id from hit sg order by ${order} limit ${p.add(page.limit)} offset ${p.add(page.offset)}) as ids) t
    cross join lateral (${goodsCards("t.ids", p, s.locale, s.now)}) c`;
  const rows = await s.db.query<GoodsRow & { total: bigint }>(sql, p.values);
  const list = rows.map((r) => toGoodsVo(r, s.cats));
  if (rows.length > 0 || page.offset === 0) return { list, total: num(rows[0]?.total) };
  // Past the last page the window count is not visible: count separately (only then).
  const q = new SqlParams();
  const c = await s.db.query<{ n: bigint }>(`select count(*) as n ${matchFrom(f, s, closed, q)}`, q.values);
  return { list, total: num(c[0]?.n) };
}

/**
 * sellerGoods!search-keyword: goods names and stores for what the visitor has typed. Goods and stores are
 * independent: on a server they run on two connections at once.
 */
export async function keywordSuggestions(
  db: Queryable,
  caches: Caches,
  keyword: string,
  locale: Locale,
): Promise<SearchKeywordResult> {
  const closed = await closedSellerIds(db, caches);
  const [goodsList, sellerList] = await Promise.all([
    suggestGoods(db, keyword, locale, closed, 10),
    suggestSellerIds(db, keyword, 5).then((ids) => sellerVos(db, ids)),
  ]);
  return { sellerList, goodsList };
}

/** A goods name for the search box; ids are text, as the original sent them (wire.ts, wireId). */
export type Suggestion = { goodsId: string; id: string; name: string };

/** Up to `limit` goods for the search box: best matches that have an on-shelf listing, with its best seller. */
export async function suggestGoods(
  db: Queryable,
  keyword: string,
  locale: Locale,
  closed: number[],
  limit = 10,
): Promise<Suggestion[]> {
  const found = await suggestBy(db, keyword, locale, closed, limit);
  if (found.length) return found;
  const corrected = await correctKeyword(db, keyword);
  return corrected ? suggestBy(db, corrected, locale, closed, limit) : found;
}

async function suggestBy(
  db: Queryable,
  keyword: string,
  locale: Locale,
  closed: number[],
  limit: number,
): Promise<Suggestion[]> {
  // Every keystroke is a new keyword: one statement with the candidate step inline beats a cached step.
  const p = new SqlParams();
  const inline = candidatesSql(keyword, locale, p, limit * 3);
  if (!inline) return [];
  const open = openStoresOnly(closed, p).replace(" and sg.", " and ");
  const loc = p.add(locale);
  const rows = await db.query<{ goods_id: number; id: number; name: string }>(
    `select m.goods_id, b.id, coalesce(l.name, le.name, '') as name
     from (${inline}) m
     cross join lateral (
       select id from seller_goods where goods_id = m.goods_id and is_shelf${open} order by sold_num desc, id limit 1
     ) b
     left join system_goods_lang l on l.goods_id = m.goods_id and l.lang = ${loc}
     left join system_goods_lang le on le.goods_id = m.goods_id and le.lang = 'en'
     order by m.rank, m.sim desc, m.goods_id desc limit ${p.add(limit)}`,
    p.values,
  );
  return rows.map((r) => ({ goodsId: String(r.goods_id), id: String(r.id), name: r.name }));
}

/**
 * Open stores whose name matches: exact, then prefix, then substring (seller_name_trgm serves ILIKE). Only
 * when nothing contains the keyword is it corrected against the shop's vocabulary (store names are in
 * search_word, migration 010) and matched again, so a typo still finds a store.
 */
export async function suggestSellerIds(db: Queryable, keyword: string, limit = 5): Promise<number[]> {
  const found = await sellersMatching(db, keyword, limit);
  if (found.length) return found;
  const corrected = await correctKeyword(db, keyword);
  return corrected ? sellersMatching(db, corrected, limit) : [];
}

async function sellersMatching(db: Queryable, keyword: string, limit: number): Promise<number[]> {
  const p = new SqlParams();
  const kw = p.add(keyword.toLowerCase());
  const prefix = p.add(`${likeEscape(keyword)}%`);
  // Trigram indexes need three letters: shorter keywords match the start of the name (btree, migration 003).
  const match =
    [...keyword].length < 3
      ? `lower(name) like ${p.add(`${likeEscape(keyword.toLowerCase())}%`)}`
      : `name ilike ${p.add(`%${likeEscape(keyword)}%`)}`;
  const rows = await db.query<{ id: number }>(
    `select id from seller where status = 1 and ${match}
     order by (lower(name) = ${kw}) desc, (name ilike ${prefix}) desc, similarity(name, ${kw}) desc, id
     limit ${p.add(limit)}`,
    p.values,
  );
  return rows.map((r) => r.id);
}
