import { type CanSelectAttributes, centsToWire, type GoodsVo, type Locale } from "@mall/contract";
import type { Queryable } from "../db/db.ts";
import { num } from "../db/sql.ts";
import { fail } from "../http/errors.ts";
import { discountOn, scale } from "./pricing.ts";
import { goodsByIds, type Shelf } from "./queries.ts";
import { highOpinion, sellerVos } from "./sellers.ts";

type Listing = {
  id: number;
  goods_id: number;
  seller_id: number;
  is_shelf: boolean;
  seller_status: number;
  system_price: bigint;
  selling_price: bigint;
  discount_price: bigint | null;
  discount_active: boolean;
  buy_min: number;
};

/** The listing, refused as the contract says: unknown, off shelf, or its store closed. */
async function loadListing(db: Queryable, id: number, now: Date): Promise<Listing> {
  const rows = await db.query<Listing>(
    `select sg.id, sg.goods_id, sg.seller_id, sg.is_shelf, s.status as seller_status, g.system_price, sg.selling_price,
            sg.discount_price, ${discountOn("$2")} as discount_active, g.buy_min
     from seller_goods sg join system_goods g on g.id = sg.goods_id join seller s on s.id = sg.seller_id
     where sg.id = $1`,
    [id, now],
  );
  const l = rows[0];
  if (!l) return fail("goodsNotFound");
  if (!l.is_shelf) return fail("goodsOffShelf");
  if (l.seller_status !== 1) return fail("storeNotFound");
  return l;
}

type AttrRow = {
  attr_id: number;
  attr_name: string;
  attr_sort: number;
  value_id: number;
  value_name: string;
  is_icon: boolean;
  icon_img: string;
};
type SkuRow = {
  id: number;
  attr_value_ids: number[];
  system_price: bigint;
  stock: number;
  cover_img: string;
  hidden: boolean;
};

async function attrRows(db: Queryable, goodsId: number, locale: Locale): Promise<AttrRow[]> {
  return db.query<AttrRow>(
    `select a.id as attr_id, coalesce(a.names ->> $2, a.names ->> 'en', '') as attr_name, a.sort as attr_sort,
            v.id as value_id, coalesce(v.names ->> $2, v.names ->> 'en', '') as value_name,
            v.icon_img <> '' as is_icon, v.icon_img
     from goods_attr a join goods_attr_value v on v.attr_id = a.id
     where a.goods_id = $1 order by a.sort, a.id, v.sort, v.id`,
    [goodsId, locale],
  );
}

function canSelect(l: Listing, attrs: AttrRow[], skus: SkuRow[]): CanSelectAttributes {
  const values = new Map(attrs.map((a) => [a.value_id, a]));
  const goodAttrs: CanSelectAttributes["goodAttrs"] = [];
  for (const a of attrs) {
    let g = goodAttrs.find((x) => x.attrId === String(a.attr_id));
    if (!g) {
      g = { attrId: String(a.attr_id), attrName: a.attr_name, attrValues: [] };
      goodAttrs.push(g);
    }
    g.attrValues.push({
      attrValueId: String(a.value_id),
      attrValueName: a.value_name,
      isIcon: a.is_icon ? 1 : 0,
      iconImg: a.icon_img,
    });
  }
  const skuImg: Record<string, string> = {};
  const list = skus.map((s) => {
    const selling = scale(s.system_price, l.selling_price, l.system_price);
    const discount =
      l.discount_active && l.discount_price !== null ? scale(s.system_price, l.discount_price, l.system_price) : null;
    // The picture of the first attribute's value (the colour, say), as the clients look it up: by attrValueId.
    const first = s.attr_value_ids[0];
    if (s.cover_img && first !== undefined && !(String(first) in skuImg)) skuImg[String(first)] = s.cover_img;
    return {
      skuId: String(s.id),
      attrs: s.attr_value_ids.flatMap((vid) => {
        const v = values.get(vid);
        return v
          ? [
              {
                attrId: String(v.attr_id),
                attrValueId: String(v.value_id),
                attrName: v.attr_name,
                attrValueName: v.value_name,
                isIcon: v.is_icon ? 1 : 0,
                iconImg: v.icon_img,
              },
            ]
          : [];
      }),
      price: centsToWire(selling),
      sellingPrice: centsToWire(selling),
      discountPrice: discount === null ? null : centsToWire(discount),
      iconImg: s.attr_value_ids.map((v) => values.get(v)?.icon_img ?? "").find((x) => x) ?? "",
      coverImg: s.cover_img,
      img: s.cover_img ? [s.cover_img] : [],
      hidden: s.hidden,
      stock: s.stock,
    };
  });
  return { skus: list, goodAttrs, skuImg };
}

/**
 * Goods detail (contract 3.2 sellerGoods!info) as stored. Views are counted by the caller (ViewCounter),
 * which adds the views not yet written to the figures shown.
 */
export async function goodsInfo(
  s: Shelf,
  o: { sellerGoodsId: number; skuId?: number | undefined; sysBuyMin: number },
): Promise<GoodsVo> {
  const db = s.db;
  const l = await loadListing(db, o.sellerGoodsId, s.now);
  const [vo] = await goodsByIds(s, [l.id], { des: true });
  if (!vo) return fail("goodsNotFound");
  const [seller] = await sellerVos(db, [l.seller_id]);
  const attrs = await attrRows(db, l.goods_id, s.locale);
  const reviews = await db.query<{ good: bigint; total: bigint }>(
    `select count(*) filter (where evaluation_type = 1) as good, count(*) as total
     from evaluation where seller_goods_id = $1 and status = 1`,
    [l.id],
  );
  const out: GoodsVo = {
    ...vo,
    buyMin: Math.max(l.buy_min, o.sysBuyMin),
    highOpinion: highOpinion(num(reviews[0]?.good), num(reviews[0]?.total)),
    evaluationNum: num(reviews[0]?.total),
    ...(seller ? { seller } : {}),
  };
  if (o.skuId !== undefined) {
    const sku = await db.query<{ attr_value_ids: number[] }>(
      "select attr_value_ids from goods_sku where id = $1 and goods_id = $2",
      [o.skuId, l.goods_id],
    );
    const ids = sku[0]?.attr_value_ids;
    if (!ids) return fail("illegalRequest");
    const byValue = new Map(attrs.map((a) => [a.value_id, a]));
    out.attributes = ids.flatMap((vid) => {
      const a = byValue.get(vid);
      return a
        ? [
            {
              attrName: a.attr_name,
              attrValue: a.value_name,
              attrNameId: String(a.attr_id),
              attrValueId: String(a.value_id),
              goodsId: String(l.goods_id),
              sort: a.attr_sort,
            },
          ]
        : [];
    });
  } else {
    const skus = await db.query<SkuRow>(
      "select id, attr_value_ids, system_price, stock, cover_img, hidden from goods_sku where goods_id = $1 order by id",
      [l.goods_id],
    );
    out.canSelectAttributes = canSelect(l, attrs, skus);
  }
  return out;
}
