import { centsToWire, type GoodsVo, type Locale, toWireDate } from "@mall/contract";
import type { CategoryIndex } from "./categories.ts";
import { num, type SqlParams } from "../db/sql.ts";
import { discountOn, scale } from "./pricing.ts";

/**
 * Hydrates a page of listings into goods cards. `page` is a subquery yielding seller_goods rows (aliased sg),
 * already limited to one page; `order` repeats its ORDER BY over those rows. Names come in the locale, falling
 * back to en; discounts are those on at `now`. goods_cards (migration 026) reads the same columns for the shop's
 * lists and product pages, with its plan kept per connection; catalogue/uncached-paths.test.ts compares them.
 */
export function goodsSelect(
  page: string,
  p: SqlParams,
  locale: Locale,
  opts: { order: string; des?: boolean; now: Date },
): string {
  const discountActive = discountOn(p.add(opts.now));
  // Names as scalar subqueries on the (goods_id, lang) key rather than two outer joins: the same rows, and
  // the planner has two joins fewer to order, which is most of what an uncached page costs (decision 0020).
  const loc = locale === "en" ? undefined : p.add(locale);
  const of = (col: string, lang: string) =>
    `(select ${col} from system_goods_lang where goods_id = sg.goods_id and lang = ${lang})`;
  const text = (col: string) =>
    loc ? `coalesce(${of(col, loc)}, ${of(col, "'en'")}, '')` : `coalesce(${of(col, "'en'")}, '')`;
  return `select sg.id, sg.goods_id, sg.seller_id, sg.top_category_id, sg.secondary_category_id, sg.category_id,
      ${text("name")} as name, ${opts.des ? text("des") : "''"} as des,
      g.unit, g.img_count, g.system_price, g.offer_min, g.offer_max, sg.selling_price, sg.discount_price, sg.discount_ratio,
      sg.discount_start, sg.discount_end, ${discountActive} as discount_active,
      g.freight_amount, g.goods_tax, sg.sold_num, sg.views_num, g.buy_min, sg.is_shelf, sg.is_rec,
      sg.first_shelf_time, sg.up_time, sg.created_at, sg.show_weight1, sg.show_weight2
    from ${page} sg
    join system_goods g on g.id = sg.goods_id
    order by ${opts.order}`;
}

/**
 * The goods cards of the listing ids an int[] expression yields, in its order: goods_cards (migration 026),
 * whose plan is kept per connection. A page passes `array(select sg.id ... limit ... offset ...)`, so the
 * statement plans only that single-table subquery: planning, not running, was most of an uncached page.
 */
export function goodsCards(ids: string, p: SqlParams, locale: Locale, now: Date): string {
  return `select * from goods_cards(${ids}, ${p.add(locale)}::text, ${p.add(now)}::timestamptz, false)`;
}

export type GoodsRow = {
  id: number;
  goods_id: number;
  seller_id: number;
  top_category_id: number;
  secondary_category_id: number | null;
  category_id: number;
  name: string;
  des: string;
  unit: string;
  img_count: number;
  system_price: bigint;
  /** The platform price range of the SKUs on offer (migration 013); null without SKUs. */
  offer_min: bigint | null;
  offer_max: bigint | null;
  selling_price: bigint;
  discount_price: bigint | null;
  discount_ratio: string | null;
  discount_start: Date | null;
  discount_end: Date | null;
  discount_active: boolean;
  freight_amount: bigint;
  goods_tax: bigint;
  sold_num: number;
  views_num: number;
  buy_min: number;
  is_shelf: boolean;
  is_rec: boolean;
  first_shelf_time: Date;
  up_time: Date;
  created_at: Date;
  show_weight1: number;
  show_weight2: number;
};

export const imgUrl = (goodsId: number, n: number) => `/media/goods/${goodsId}/${n}.svg`;

/** Pictures 2..10 of a card: the generated ones up to the goods' count, null past it (the wire sends all ten). */
function pictures(goodsId: number, count: number) {
  const url = (n: number) => (n <= count ? imgUrl(goodsId, n) : null);
  return {
    imgUrl2: url(2),
    imgUrl3: url(3),
    imgUrl4: url(4),
    imgUrl5: url(5),
    imgUrl6: url(6),
    imgUrl7: url(7),
    imgUrl8: url(8),
    imgUrl9: url(9),
    imgUrl10: url(10),
  };
}

/**
 * The listing's markup over the platform price as a fraction with four decimals, rounded half up: the
 * original priced a listing as systemPrice × (1 + profitRatio). Computed in integer ten-thousandths.
 */
export function profitRatio(sellingPrice: bigint, systemPrice: bigint): number {
  const tenThousandths = ((sellingPrice - systemPrice) * 20_000n + systemPrice) / (2n * systemPrice);
  return Number(tenThousandths) / 10_000;
}

export function toGoodsVo(r: GoodsRow, cats: CategoryIndex, opts: { des?: boolean } = {}): GoodsVo {
  const active = r.discount_active && r.discount_price !== null;
  // The cheapest SKU on offer, priced as the SKU itself is (catalogue/info.ts, orders/place-order.ts).
  const payable = (listingPrice: bigint) => scale(r.offer_min ?? r.system_price, listingPrice, r.system_price);
  const recTime = r.is_rec ? toWireDate(r.up_time) : null;
  // Every key the contract names is sent, from the columns this one statement reads: no query per card.
  return {
    // Ids are text, as the original sent them (wire.ts, wireId).
    id: String(r.id),
    goodsId: String(r.goods_id),
    sellerId: String(r.seller_id),
    categoryId: String(r.top_category_id),
    categoryName: cats.byId.get(r.top_category_id)?.name ?? "",
    secondaryCategoryId: r.secondary_category_id === null ? null : String(r.secondary_category_id),
    secondaryCateName: r.secondary_category_id ? (cats.byId.get(r.secondary_category_id)?.name ?? "") : "",
    name: r.name,
    unit: r.unit,
    des: opts.des ? r.des : null,
    imgDes: null,
    imgUrl1: imgUrl(r.goods_id, 1),
    ...pictures(r.goods_id, num(r.img_count)),
    systemPrice: centsToWire(r.system_price),
    sellingPrice: centsToWire(payable(r.selling_price)),
    discountPrice: active && r.discount_price !== null ? centsToWire(payable(r.discount_price)) : null,
    priceFrom: r.offer_min !== null && r.offer_min !== r.offer_max ? 1 : 0,
    discountRatio: active && r.discount_ratio !== null ? Number(r.discount_ratio) : null,
    discountStartTime: active ? toWireDate(r.discount_start) : null,
    discountEndTime: active ? toWireDate(r.discount_end) : null,
    profitRatio: profitRatio(r.selling_price, r.system_price),
    freightAmount: centsToWire(r.freight_amount),
    goodsTax: centsToWire(r.goods_tax),
    soldNum: r.sold_num,
    viewsNum: r.views_num,
    buyMin: r.buy_min,
    isShelf: r.is_shelf ? 1 : 0,
    // The signed-in buyer's favourites are marked on the way out (catalogue/shop.routes.ts).
    isKeep: 0,
    isCombo: 0,
    recTime,
    newTime: toWireDate(r.first_shelf_time) ?? "",
    systemRecTime: recTime,
    systemNewTime: null,
    upTime: toWireDate(r.up_time) ?? "",
    stopTime: null,
    createTime: toWireDate(r.created_at) ?? "",
    showWeight1: r.show_weight1,
    showWeight2: r.show_weight2,
    // Lists show open stores' goods only; favourites mark a closed store's (favourites/keep-goods.ts).
    black: 0,
  };
}

export type SortFlags = { isPrice: number; isNew: number; isHot: number; isRec: number };

/**
 * ORDER BY for the goods sort flags (1 ascending, 2 descending), each backed by an index of 001/002:
 * isPrice → the payable price (sort_price: the cheapest SKU on offer, discount included), isNew → first shelf time, isHot → sold units, isRec → up time (store pages only).
 * `fallback` is used when no flag is set.
 */
export function goodsOrder(f: SortFlags, fallback: string, opts: { allowRec?: boolean } = {}): string {
  const dir = (v: number) => (v === 1 ? "asc" : "desc");
  if (f.isPrice) return `sg.sort_price ${dir(f.isPrice)}, sg.id ${dir(f.isPrice)}`;
  if (f.isHot) return `sg.sold_num ${dir(f.isHot)}, sg.id ${dir(f.isHot)}`;
  if (f.isNew) return `sg.first_shelf_time ${dir(f.isNew)}, sg.id ${dir(f.isNew)}`;
  if (f.isRec && opts.allowRec) return `sg.up_time ${dir(f.isRec)}, sg.id ${dir(f.isRec)}`;
  return fallback;
}

export const DEFAULT_ORDER = "sg.show_weight1 desc, sg.show_weight2 desc, sg.id desc";
