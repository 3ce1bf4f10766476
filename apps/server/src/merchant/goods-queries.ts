import {
  CATALOGUE_PAGE_SIZE,
  centsToWire,
  type Locale,
  type MerchantCatalogueGoods,
  type MerchantCataloguePage,
  type MerchantListing,
  type MerchantListingPage,
  pageInfo,
  toWireDate,
} from "@mall/contract";
import type { Queryable } from "../db/db.ts";
import { type Caches, cached } from "../http/cache.ts";
import {
  type CategoryIndex,
  candidatesSql,
  categoryColumn,
  correctKeyword,
  type GoodsRow,
  goodsSelect,
  imgUrl,
  langsOf,
  SEARCH_CANDIDATES,
} from "../catalogue/index.ts";
import { containsPattern, num, pageWindow, SqlParams } from "../db/sql.ts";

/**
 * Units the platform holds of a goods (alias g): the visible SKUs together, or the goods' own stock when it
 * has no SKUs. A listing sells from this stock, so the seller sees the same number.
 */
const STOCK = `coalesce((select sum(k.stock) from goods_sku k where k.goods_id = g.id and not k.hidden), g.stock)::int8`;
const SKU_COUNT = `(select count(*) from goods_sku k where k.goods_id = g.id and not k.hidden)::int8`;

type CatalogueRow = {
  goods_id: number;
  name: string;
  top_category_id: number;
  unit: string;
  system_price: bigint;
  freight_amount: bigint;
  goods_tax: bigint;
  buy_min: number;
  stock: bigint;
  sku_count: bigint;
  seller_goods_id: number | null;
  total: bigint;
};

/** The page's goods (subquery `page` of goods ids with `ord`) with names, figures and this store's listing. */
function catalogueSelect(page: string, p: SqlParams, locale: Locale, sellerId: number): string {
  return `select g.id goods_id, coalesce(l.name, le.name, '') name, g.top_category_id, g.unit, g.system_price,
      g.freight_amount, g.goods_tax, g.buy_min, ${STOCK} stock, ${SKU_COUNT} sku_count, sg.id seller_goods_id, m.total
    from ${page} m
    join system_goods g on g.id = m.goods_id
    left join system_goods_lang l on l.goods_id = g.id and l.lang = ${p.add(locale)}
    left join system_goods_lang le on le.goods_id = g.id and le.lang = 'en'
    left join seller_goods sg on sg.seller_id = ${p.add(sellerId)} and sg.goods_id = g.id
    order by m.ord`;
}

const toCatalogueGoods = (r: CatalogueRow, cats: CategoryIndex): MerchantCatalogueGoods => ({
  goodsId: r.goods_id,
  name: r.name,
  imgUrl: imgUrl(r.goods_id, 1),
  categoryId: r.top_category_id,
  categoryName: cats.byId.get(r.top_category_id)?.name ?? "",
  unit: r.unit,
  systemPrice: centsToWire(r.system_price),
  freightAmount: centsToWire(r.freight_amount),
  goodsTax: centsToWire(r.goods_tax),
  buyMin: r.buy_min,
  skuCount: num(r.sku_count),
  stock: num(r.stock),
  sellerGoodsId: r.seller_goods_id,
});

export type CatalogueFilter = { keyword?: string | undefined; categoryId?: number | undefined; pageNum: number };

/**
 * `merchant/goods!catalogue`: platform goods to list, newest first, or by relevance for a keyword. A keyword
 * goes through the shop's search indexes (at most SEARCH_CANDIDATES goods, a misspelling corrected once);
 * without one, a page of the catalogue by id and a count kept a minute. One statement per page either way.
 */
export async function cataloguePage(
  db: Queryable,
  caches: Caches,
  cats: CategoryIndex,
  locale: Locale,
  sellerId: number,
  f: CatalogueFilter,
): Promise<MerchantCataloguePage> {
  const size = CATALOGUE_PAGE_SIZE;
  const empty = { pageInfo: pageInfo(f.pageNum, size, 0), pageList: [] };
  const col = f.categoryId ? categoryColumn(cats, f.categoryId) : undefined;
  // An unknown category has no goods: an empty page without touching the catalogue.
  if (f.categoryId && !col) return empty;
  const { offset } = pageWindow({ pageNum: f.pageNum, pageSize: size });

  if (f.keyword) {
    const found = await keywordPage(db, cats, locale, sellerId, f.keyword, col, f.categoryId, offset);
    if (found.total > 0 || offset > 0)
      return { pageInfo: pageInfo(f.pageNum, size, found.total), pageList: found.list };
    const corrected = await correctKeyword(db, f.keyword);
    if (!corrected) return empty;
    const again = await keywordPage(db, cats, locale, sellerId, corrected, col, f.categoryId, offset);
    return { pageInfo: pageInfo(f.pageNum, size, again.total), pageList: again.list };
  }

  const p = new SqlParams();
  const where = col ? `where g.${col} = ${p.add(f.categoryId)}` : "";
  const whereParams = [...p.values];
  const page = `(select g.id goods_id, -g.id ord, 0 total from system_goods g ${where}
    order by g.id desc limit ${p.add(size)} offset ${p.add(offset)})`;
  const rows = await db.query<CatalogueRow>(catalogueSelect(page, p, locale, sellerId), p.values);
  // Counting 250,000 goods is the slow part; the catalogue grows rarely, so a minute-old total will do.
  const total = await cached(caches.counts, `merchant-catalogue|${where}|${JSON.stringify(whereParams)}`, async () => {
    const n = await db.query<{ n: bigint }>(`select count(*) n from system_goods g ${where}`, whereParams);
    return num(n[0]?.n);
  });
  return { pageInfo: pageInfo(f.pageNum, size, total), pageList: rows.map((r) => toCatalogueGoods(r, cats)) };
}

async function keywordPage(
  db: Queryable,
  cats: CategoryIndex,
  locale: Locale,
  sellerId: number,
  keyword: string,
  col: string | undefined,
  categoryId: number | undefined,
  offset: number,
): Promise<{ list: MerchantCatalogueGoods[]; total: number }> {
  const p = new SqlParams();
  const candidates = candidatesSql(keyword, locale, p, SEARCH_CANDIDATES);
  if (!candidates) return { list: [], total: 0 };
  const where = col ? `where g.${col} = ${p.add(categoryId)}` : "";
  const page = `(select c.goods_id, row_number() over (order by c.rank, c.goods_id desc) ord, count(*) over () total
    from (${candidates}) c join system_goods g on g.id = c.goods_id ${where}
    order by c.rank, c.goods_id desc limit ${p.add(CATALOGUE_PAGE_SIZE)} offset ${p.add(offset)})`;
  const rows = await db.query<CatalogueRow>(catalogueSelect(page, p, locale, sellerId), p.values);
  return { list: rows.map((r) => toCatalogueGoods(r, cats)), total: num(rows[0]?.total) };
}

type ListingRow = GoodsRow & { total: bigint; stock: bigint; sku_count: bigint };

export function toMerchantListing(r: ListingRow, cats: CategoryIndex): MerchantListing {
  const active = r.discount_active && r.discount_price !== null;
  const price = active && r.discount_price !== null ? r.discount_price : r.selling_price;
  return {
    id: r.id,
    goodsId: r.goods_id,
    name: r.name,
    imgUrl: imgUrl(r.goods_id, 1),
    categoryName: cats.byId.get(r.top_category_id)?.name ?? "",
    systemPrice: centsToWire(r.system_price),
    sellingPrice: centsToWire(r.selling_price),
    discountPrice: r.discount_price === null ? null : centsToWire(r.discount_price),
    discountRatio: r.discount_ratio === null ? null : Number(r.discount_ratio),
    discountStart: toWireDate(r.discount_start),
    discountEnd: toWireDate(r.discount_end),
    discountActive: active,
    price: centsToWire(price),
    margin: centsToWire(price - r.system_price),
    soldNum: r.sold_num,
    viewsNum: r.views_num,
    stock: num(r.stock),
    skuCount: num(r.sku_count),
    isShelf: r.is_shelf ? 1 : 0,
    upTime: toWireDate(r.up_time),
    createTime: toWireDate(r.created_at),
  };
}

/** What reading the store's listings takes: the names' language, the categories, and the time discounts are on at. */
export type ListingReader = { db: Queryable; cats: CategoryIndex; locale: Locale; now: Date };

/** The catalogue's goods card query, with the running total, the stock and the SKU count added. */
function listingSelect(page: string, p: SqlParams, r: ListingReader, order: string): string {
  return goodsSelect(page, p, r.locale, { order, now: r.now }).replace(
    "select sg.id,",
    `select sg.total, ${STOCK} stock, ${SKU_COUNT} sku_count, sg.id,`,
  );
}

export type ListingFilter = {
  keyword?: string | undefined;
  shelf?: number | undefined;
  pageNum: number;
  pageSize: number;
};

/**
 * `merchant/goods!list`: the store's own listings, newest first, on and off the shelf. A keyword matches the
 * goods name (request language or English) or its number; a store holds thousands of listings at most, so
 * the match runs over the store's rows (index on seller_id). One statement whatever the page size.
 */
export async function listingPage(r: ListingReader, sellerId: number, f: ListingFilter): Promise<MerchantListingPage> {
  const p = new SqlParams();
  const where = [`sg.seller_id = ${p.add(sellerId)}`];
  if (f.shelf !== undefined) where.push(`sg.is_shelf = ${p.add(f.shelf === 1)}`);
  if (f.keyword) {
    const byNumber = /^\d{1,9}$/.test(f.keyword) ? `sg.goods_id = ${p.add(Number(f.keyword))} or ` : "";
    where.push(`(${byNumber}exists (select 1 from system_goods_lang n where n.goods_id = sg.goods_id
      and n.lang = any(${p.add(langsOf(r.locale))}::text[]) and n.name ilike ${p.add(containsPattern(f.keyword))}))`);
  }
  const order = "sg.created_at desc, sg.id desc";
  const { limit, offset } = pageWindow(f);
  const page = `(select sg.*, count(*) over () total from seller_goods sg where ${where.join(" and ")}
    order by ${order} limit ${p.add(limit)} offset ${p.add(offset)})`;
  const rows = await r.db.query<ListingRow>(listingSelect(page, p, r, order), p.values);
  return {
    pageInfo: pageInfo(f.pageNum, f.pageSize, num(rows[0]?.total)),
    pageList: rows.map((row) => toMerchantListing(row, r.cats)),
  };
}

/** One of the store's listings, as the list shows it; undefined when the store has no such listing. */
export async function listingById(
  r: ListingReader,
  sellerId: number,
  id: number,
): Promise<MerchantListing | undefined> {
  const p = new SqlParams();
  const page = `(select sg.*, 1 total from seller_goods sg where sg.id = ${p.add(id)} and sg.seller_id = ${p.add(sellerId)})`;
  const [row] = await r.db.query<ListingRow>(listingSelect(page, p, r, "sg.id"), p.values);
  return row ? toMerchantListing(row, r.cats) : undefined;
}
