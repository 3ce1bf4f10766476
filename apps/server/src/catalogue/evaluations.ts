import {
  type EvaluationTypeCounts,
  type EvaluationVo,
  type Locale,
  maskName,
  reviewText,
  toWireDate,
} from "@mall/contract";
import type { Queryable } from "../db/db.ts";
import { num } from "../db/sql.ts";

export type EvaluationCounts = { total: number; good: number; medium: number; bad: number; withPictures: number };

/** Review counts of a listing per type, from the shown reviews (evaluation_sg_type index). */
export async function evaluationCounts(db: Queryable, sellerGoodsId: number): Promise<EvaluationCounts> {
  const rows = await db.query<{ total: bigint; good: bigint; medium: bigint; bad: bigint; pics: bigint }>(
    `select count(*) as total,
            count(*) filter (where evaluation_type = 1) as good,
            count(*) filter (where evaluation_type = 2) as medium,
            count(*) filter (where evaluation_type = 3) as bad,
            count(*) filter (where cardinality(img_urls) > 0) as pics
     from evaluation where seller_goods_id = $1 and status = 1`,
    [sellerGoodsId],
  );
  const r = rows[0];
  return {
    total: num(r?.total),
    good: num(r?.good),
    medium: num(r?.medium),
    bad: num(r?.bad),
    withPictures: num(r?.pics),
  };
}

/** How many reviews an evaluation!list filter finds: 1 good, 2 medium, 3 bad, 4 with pictures, else all. */
export function evaluationTotal(c: EvaluationCounts, type: number | undefined): number {
  return type === 1 ? c.good : type === 2 ? c.medium : type === 3 ? c.bad : type === 4 ? c.withPictures : c.total;
}

/** evaluation!countType: the counts as the original sent them, strings. */
export const typeCounts = (c: EvaluationCounts): EvaluationTypeCounts => ({
  havePicture: String(c.withPictures),
  positiveComments: String(c.good),
  mediumReview: String(c.medium),
  negativeComment: String(c.bad),
});

type Row = {
  id: number;
  seller_goods_id: number;
  goods_id: number;
  seller_id: number;
  username: string;
  avatar: number;
  sku_id: number | null;
  evaluation_type: number;
  rating: number;
  content: string;
  order_id: string;
  status: number;
  country_code: string | null;
  img_urls: string[];
  is_default: boolean;
  created_at: Date;
};

const regionNames = new Map<string, Intl.DisplayNames>();
function countryName(code: string | null, locale: Locale): string {
  if (!code) return "";
  let names = regionNames.get(locale);
  if (!names) {
    names = new Intl.DisplayNames([locale === "ph" ? "fil" : locale, "en"], { type: "region" });
    regionNames.set(locale, names);
  }
  try {
    return names.of(code.toUpperCase()) ?? code;
  } catch {
    return code;
  }
}

/** evaluationType 1/2/3 filters by type, 4 keeps reviews with pictures. */
export async function evaluationPage(
  db: Queryable,
  o: { sellerGoodsId: number; type?: number | undefined; limit: number; offset: number; locale: Locale },
): Promise<EvaluationVo[]> {
  const filter =
    o.type === 4 ? " and cardinality(e.img_urls) > 0" : o.type ? ` and e.evaluation_type = ${Number(o.type)}` : "";
  const rows = await db.query<Row>(
    `select e.id, e.seller_goods_id, e.goods_id, e.seller_id, p.username, p.avatar, e.sku_id,
            e.evaluation_type, e.rating, e.content, e.order_id, e.status, p.country_code, e.img_urls, e.is_default, e.created_at
     from evaluation e join party p on p.id = e.party_id
     where e.seller_goods_id = $1 and e.status = 1${filter}
     order by e.created_at desc, e.id desc limit $2 offset $3`,
    [o.sellerGoodsId, o.limit, o.offset],
  );
  const skuIds = [...new Set(rows.flatMap((r) => (r.sku_id ? [r.sku_id] : [])))];
  const attrsBySku = new Map<number, { attrName: string; attrValue: string }[]>();
  if (skuIds.length) {
    const attrs = await db.query<{ sku_id: number; attr_name: string; attr_value: string }>(
      `select s.id as sku_id, coalesce(a.names ->> $2, a.names ->> 'en', '') as attr_name,
              coalesce(v.names ->> $2, v.names ->> 'en', '') as attr_value
       from goods_sku s cross join unnest(s.attr_value_ids) with ordinality as u(value_id, n)
       join goods_attr_value v on v.id = u.value_id join goods_attr a on a.id = v.attr_id
       where s.id = any($1::int[]) order by s.id, u.n`,
      [skuIds, o.locale],
    );
    for (const a of attrs) {
      const list = attrsBySku.get(a.sku_id) ?? [];
      list.push({ attrName: a.attr_name, attrValue: a.attr_value });
      attrsBySku.set(a.sku_id, list);
    }
  }
  return rows.map((r): EvaluationVo => {
    const created = toWireDate(r.created_at) ?? "";
    const picture = (n: number) => r.img_urls[n - 1] ?? null;
    const name = maskName(r.username);
    return {
      // Ids are text, as the original sent them (wire.ts, wireId).
      id: String(r.id),
      sellerGoodsId: String(r.seller_goods_id),
      systemGoodsId: String(r.goods_id),
      sellerId: String(r.seller_id),
      userName: name,
      // The original sent the reviewer's account id and raw name to anyone: the keys stay, the leak does not.
      partyId: "0",
      partyName: name,
      partyAvatar: r.avatar,
      avatar: r.avatar,
      skuId: r.sku_id === null ? null : String(r.sku_id),
      evaluationType: r.evaluation_type,
      rating: r.rating,
      content: reviewText({ content: r.content, isDefault: r.is_default }, o.locale),
      orderId: r.order_id,
      status: r.status,
      // The country is kept as an ISO code (for countryName), not as the address data set's place id.
      countryId: null,
      countryName: countryName(r.country_code, o.locale),
      evaluationTime: created,
      createTime: created,
      createTimeStr: created,
      commentTime: created,
      imgUrl1: picture(1),
      imgUrl2: picture(2),
      imgUrl3: picture(3),
      imgUrl4: picture(4),
      imgUrl5: picture(5),
      imgUrl6: picture(6),
      imgUrl7: picture(7),
      imgUrl8: picture(8),
      imgUrl9: picture(9),
      attributes: r.sku_id ? (attrsBySku.get(r.sku_id) ?? []) : [],
      isDefault: r.is_default,
    };
  });
}
