import { type BannerVo, type DataOf, type Locale, type SiteHome, toWireDate } from "@mall/contract";
import type { Queryable } from "../db/db.ts";
import { type Caches, cached } from "../http/cache.ts";
import type { Brand } from "./brands.ts";
import { syspara } from "./syspara.ts";

type BannerRow = {
  id: number;
  img_url: string;
  sort: number;
  type: string;
  link: string;
  img_type: number;
  remarks: string;
  created_at: Date;
};

/** Banners of this brand plus those shared by every brand (brand_id null), by sort. */
export async function activeBannerPage(
  db: Queryable,
  o: { brandId: string; type: string; imgType?: number | undefined; limit: number; offset: number },
): Promise<BannerVo[]> {
  const rows = await db.query<BannerRow>(
    `select id, img_url, sort, type, link, img_type, remarks, created_at from banner
     where (brand_id = $1 or brand_id is null) and type = $2 and ($3::int is null or img_type = $3::int)
     order by sort, id limit $4 offset $5`,
    [o.brandId, o.type, o.imgType ?? null, o.limit, o.offset],
  );
  return rows.map((r) => ({
    // Text, as the original sent a banner's id (wire.ts, wireId).
    id: String(r.id),
    imgUrl: r.img_url,
    sort: r.sort,
    type: r.type,
    link: r.link,
    imgType: r.img_type,
    remarks: r.remarks,
    createTime: toWireDate(r.created_at) ?? "",
  }));
}

/** index!home: the carousel links and the about-us text the platform set; the brand's support page first. */
export async function siteHome(db: Queryable, caches: Caches, brand: Brand): Promise<SiteHome> {
  const links = (await syspara(db, caches, "index_banner_links")) ?? "";
  return {
    banner: links
      .split(",")
      .map((s) => s.trim())
      .filter(Boolean),
    service_link: brand.supportUrl || ((await syspara(db, caches, "customer_service_url")) ?? ""),
    // News is not part of this product yet: an honest empty list rather than made-up items.
    announcement: [],
    aboutus: (await syspara(db, caches, "invest_order_aboutus")) ?? "",
  };
}

/** index!download-url: the download pages of this product, unless the platform points them elsewhere. */
export async function downloadUrl(db: Queryable, caches: Caches): Promise<DataOf<"index!download-url">> {
  return (await syspara(db, caches, "app_download_url")) ?? "/download";
}

/** The lottery activity running at `now`, titled in Chinese for Chinese locales; `{}` when none runs. */
export async function currentLottery(
  db: Queryable,
  now: Date,
  locale: Locale,
): Promise<DataOf<"activity/lottery!getCurrentActivity">> {
  const rows = await db.query<{ id: number; title_en: string; title_cn: string; detail_url: string; status: number }>(
    `select id, title_en, title_cn, detail_url, status from lottery_activity
     where status = 1 and starts_at <= $1 and ends_at > $1 order by starts_at desc, id desc limit 1`,
    [now],
  );
  const a = rows[0];
  if (!a) return {};
  const cn = locale === "zh-CN" || locale === "zh-TW";
  return {
    detailUrl: a.detail_url,
    title: cn ? a.title_cn : a.title_en,
    id: String(a.id),
    status: a.status,
    running: "1",
  };
}

/** Real number of on-shelf listings for the footer; a count over a million rows, so cached a minute. */
export function onShelfCount(db: Queryable, caches: Caches): Promise<number> {
  return cached(caches.counts, "onShelf", async () => {
    const rows = await db.query<{ n: bigint }>("select count(*) as n from seller_goods where is_shelf");
    return Number(rows[0]?.n ?? 0);
  });
}
