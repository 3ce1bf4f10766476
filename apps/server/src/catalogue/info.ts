import { type CanSelectAttributes, centsToWire, type GoodsVo } from "@mall/contract";
import { num } from "../db/sql.ts";
import { fail } from "../http/errors.ts";
import { type GoodsRow, toGoodsVo } from "./goods.ts";
import { scale } from "./pricing.ts";
import type { Shelf } from "./queries.ts";
import { highOpinion, type SellerCardJson, sellerVoOfJson } from "./sellers.ts";

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

/** What canSelect needs of the listing: its price, the platform price and the discount on now. */
type Listing = Pick<GoodsRow, "system_price" | "selling_price" | "discount_price" | "discount_active">;

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

/** A row of goods_detail (migration 026): the card's columns, and json whose prices come as numbers. */
type SkuJson = Omit<SkuRow, "system_price"> & { system_price: number | string };
type DetailRow = GoodsRow & {
  seller: SellerCardJson | null;
  attrs: AttrRow[];
  skus: SkuJson[];
  reviews: { good: number; total: number };
};

/**
 * Goods detail (contract 3.2 sellerGoods!info) as stored, in one statement; refused as the contract says:
 * unknown, off shelf, or its store closed. Views are counted by the caller (ViewCounter), which adds the
 * views not yet written to the figures shown.
 */
export async function goodsInfo(
  s: Shelf,
  o: { sellerGoodsId: number; skuId?: number | undefined; sysBuyMin: number },
): Promise<GoodsVo> {
  // One call: the card, its store, attributes, SKUs (only the one asked for, with skuId) and review counts,
  // planned once per connection (migration 026).
  const [l] = await s.db.query<DetailRow>("select * from goods_detail($1, $2, $3, $4)", [
    o.sellerGoodsId,
    s.locale,
    o.skuId ?? null,
    s.now,
  ]);
  if (!l) return fail("goodsNotFound");
  if (!l.is_shelf) return fail("goodsOffShelf");
  if (l.seller?.status !== 1) return fail("storeNotFound");
  const attrs = l.attrs;
  const skus = l.skus.map((k) => ({ ...k, system_price: BigInt(k.system_price) }));
  const out: GoodsVo = {
    ...toGoodsVo(l, s.cats, { des: true }),
    buyMin: Math.max(l.buy_min, o.sysBuyMin),
    highOpinion: highOpinion(num(l.reviews.good), num(l.reviews.total)),
    evaluationNum: num(l.reviews.total),
    seller: sellerVoOfJson(l.seller),
  };
  if (o.skuId !== undefined) {
    const ids = skus[0]?.attr_value_ids;
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
    out.canSelectAttributes = canSelect(l, attrs, skus);
  }
  return out;
}
