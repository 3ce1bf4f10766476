import { LOCALES, toWireDate } from "@mall/contract";
import type { Queryable } from "../db/db.ts";
import { publishActivity, saveActivity } from "../lottery/index.ts";
import { categoryRows } from "./tree.ts";
import { parts } from "./vocab.ts";
import { BANNER_LINKS, BRANDS } from "./words.ts";

export async function insertBrands(q: Queryable): Promise<void> {
  for (const b of BRANDS) {
    await q.query(
      `insert into brand (id, hosts, is_default, name, title, theme, support_email, support_phone, support_url, bucket, footer)
       values ($1, $2, $3, $4, $5, $6::jsonb, $7, $8, $9, $10, $11::jsonb)`,
      [
        b.id,
        b.hosts,
        b.isDefault,
        b.name,
        b.title,
        JSON.stringify(b.theme),
        b.supportEmail,
        b.supportPhone,
        b.supportUrl,
        b.bucket,
        JSON.stringify(b.footer),
      ],
    );
  }
}

const mainBanners = (brand: string) => [1, 2, 3, 4].map((n) => `/media/banner/${brand}/${n}.svg`);

export async function insertSyspara(q: Queryable): Promise<void> {
  const rows: [string, string, string][] = [
    ["customer_service_url", "/?customerService=1", "Opens the online customer-service panel"],
    ["mall_max_goods_number_in_order", "500", "Most units of one goods in an order (maxBuy)"],
    ["goods_buy_min", "1", "Platform minimum quantity per goods"],
    ["index_banner_links", mainBanners(BRANDS[0]?.id ?? "aurora").join(","), "Home banner images, comma separated"],
    [
      "invest_order_aboutus",
      "We connect buyers with thousands of independent stores. Every order ships within 24 hours and can be returned within 7 days.",
      "About-us text on the home page",
    ],
    ["mall_autoCancel_timeout", "24", "Hours before an unpaid order is cancelled"],
    ["mall_returnTimeOut", "168", "Hours after shipping during which a refund may be requested"],
    ["number_of_wrong_passwords", "3", "Wrong fund passwords allowed per day"],
    ["withdraw_fee", "1", "Withdrawal fee (percent)"],
    ["app_download_url", "/wap/", "Buyer app: the installable mobile storefront"],
    ["seller_app_download_url", "/seller/", "Seller app"],
  ];
  // Migrations insert the defaults of the rules they introduce; the demo's values take their place.
  await q.query(
    `insert into syspara (code, value, note) select * from unnest($1::text[], $2::text[], $3::text[])
     on conflict (code) do update set value = excluded.value, note = excluded.note`,
    [rows.map((r) => r[0]), rows.map((r) => r[1]), rows.map((r) => r[2])],
  );
}

/** The category tree with names in every interface language. */
export async function insertCategories(q: Queryable): Promise<void> {
  const rows = categoryRows();
  await q.query(
    `insert into category (id, parent_id, level, sort, status, is_rec, icon_img) overriding system value
     select id, parent_id, level, sort, 1, is_rec, '/media/category/' || id || '.svg'
     from unnest($1::int[], $2::int[], $3::int[], $4::int[], $5::bool[]) as t(id, parent_id, level, sort, is_rec)`,
    [
      rows.map((r) => r.id),
      rows.map((r) => r.parentId),
      rows.map((r) => r.level),
      rows.map((r) => r.sort),
      rows.map((r) => r.isRec),
    ],
  );
  const ids: number[] = [];
  const langs: string[] = [];
  const names: string[] = [];
  for (const r of rows) {
    parts(r.names, LOCALES.length).forEach((name, i) => {
      ids.push(r.id);
      langs.push(LOCALES[i] ?? "en");
      names.push(name);
    });
  }
  await q.query(
    "insert into category_lang (category_id, lang, name) select * from unnest($1::int[], $2::text[], $3::text[])",
    [ids, langs, names],
  );
}

/** Per brand: 4 carousel banners and 2 side banners; plus the running lottery. */
export async function insertBannersAndLottery(q: Queryable): Promise<void> {
  for (const b of BRANDS) {
    const main = mainBanners(b.id);
    for (const [i, url] of main.entries()) {
      const link = i === 2 ? `/store?id=${1 + i}` : (BANNER_LINKS[i] ?? "/classification");
      await q.query(
        "insert into banner (brand_id, type, img_type, img_url, link, sort, remarks) values ($1, 'pc', 1, $2, $3, $4, $5)",
        [b.id, url, link, i, `${b.name} carousel ${i + 1}`],
      );
    }
    for (const n of [5, 6]) {
      await q.query(
        "insert into banner (brand_id, type, img_type, img_url, link, sort, remarks) values ($1, 'pc', 0, $2, $3, $4, $5)",
        [b.id, `/media/banner/${b.id}/${n}.svg`, n === 5 ? "/discounted" : "/store?id=1", n, `${b.name} side ${n - 4}`],
      );
    }
  }
  await insertDemoLottery(q);
}

const DAY_MS = 86_400_000;

/**
 * The running lucky draw, made and published the way the console does it (a seed from node:crypto, odds that
 * add up to the million): three draws a day, cash prizes with stock, a voucher, and the no-prize outcome.
 */
async function insertDemoLottery(q: Queryable): Promise<void> {
  const now = Date.now();
  const id = await saveActivity(q, {
    titleEn: "Daily lucky draw: win up to 50 USDT",
    titleCn: "每日幸运抽奖：最高赢取50 USDT",
    startTime: toWireDate(new Date(now - 3 * DAY_MS)) ?? "",
    endTime: toWireDate(new Date(now + 30 * DAY_MS)) ?? "",
    dailyLimit: 3,
    prizes: [
      { kind: "cash", nameEn: "50 USDT", nameCn: "50 USDT", amount: "50", ppm: 1_000, stock: 5 },
      { kind: "cash", nameEn: "10 USDT", nameCn: "10 USDT", amount: "10", ppm: 10_000, stock: 50 },
      { kind: "cash", nameEn: "2 USDT", nameCn: "2 USDT", amount: "2", ppm: 60_000, stock: 500 },
      { kind: "gift", nameEn: "Free shipping voucher", nameCn: "免运费券", ppm: 150_000, stock: 1_000 },
      { kind: "none", nameEn: "Not this time", nameCn: "谢谢参与", ppm: 779_000 },
    ],
  });
  await publishActivity(q, id, null, new Date(now));
}
