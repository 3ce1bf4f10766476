import { type BannerVo, toWireDate } from "@mall/contract";
import type { Queryable } from "../db/db.ts";
import { type Caches, cached } from "../http/cache.ts";

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
    id: r.id,
    imgUrl: r.img_url,
    sort: r.sort,
    type: r.type,
    link: r.link,
    imgType: r.img_type,
    remarks: r.remarks,
    createTime: toWireDate(r.created_at) ?? "",
  }));
}

/** Adds a subscription; false when the address is already subscribed (case-insensitive). */
export async function subscribe(db: Queryable, email: string, brandId: string): Promise<boolean> {
  const rows = await db.query<{ id: number }>(
    "insert into subscription (email, brand_id) values ($1, $2) on conflict ((lower(email))) do nothing returning id",
    [email, brandId],
  );
  return rows.length > 0;
}

export async function currentLottery(
  db: Queryable,
): Promise<{ id: number; title_en: string; title_cn: string; detail_url: string; status: number } | undefined> {
  const rows = await db.query<{ id: number; title_en: string; title_cn: string; detail_url: string; status: number }>(
    `select id, title_en, title_cn, detail_url, status from lottery_activity
     where status = 1 and starts_at <= now() and ends_at > now() order by starts_at desc, id desc limit 1`,
  );
  return rows[0];
}

/** Real number of on-shelf listings for the footer; a count over a million rows, so cached a minute. */
export function onShelfCount(db: Queryable, caches: Caches): Promise<number> {
  return cached(caches.counts, "onShelf", async () => {
    const rows = await db.query<{ n: bigint }>("select count(*) as n from seller_goods where is_shelf");
    return Number(rows[0]?.n ?? 0);
  });
}
