import { type BannerVo, type BrandVo, SUBSCRIBE_EMAIL } from "@mall/contract";
import { beforeAll, describe, expect, it } from "vitest";
import { appForFile } from "../../test/app.ts";
import {
  buildBrand,
  buildCategory,
  buildGoods,
  buildSeller,
  buildSellerGoods,
  buildSyspara,
} from "../../test/factories.ts";

let brandA: string;
let brandB: string;

const t = appForFile();
beforeAll(async () => {
  brandA = await buildBrand(t.db, { isDefault: true, hosts: ["a.example"], name: "Aurora" });
  brandB = await buildBrand(t.db, { hosts: ["b.example"], name: "Nordic" });
  await t.reloadBrands();
  await buildSyspara(t.db, "index_banner_links", "/media/banner/1.svg, /media/banner/2.svg");
  await buildSyspara(t.db, "customer_service_url", "https://chat.example.com");
  await buildSyspara(t.db, "invest_order_aboutus", "About us text");
  await buildSyspara(t.db, "secret_api_key", "do-not-leak");
  await buildSyspara(t.db, "withdraw_fee", "0.5");
  const insertBanner =
    "insert into banner (brand_id, type, img_type, img_url, link, sort) values ($1, $2, $3, $4, $5, $6)";
  await t.db.query(insertBanner, [null, "pc", 1, "/b/shared.svg", "/index", 2]);
  await t.db.query(insertBanner, [brandA, "pc", 1, "/b/a.svg", "/discounted", 1]);
  await t.db.query(insertBanner, [brandB, "pc", 1, "/b/b.svg", "", 1]);
  await t.db.query(insertBanner, [brandA, "pc", 0, "/b/side.svg", "", 1]);
  await t.db.query(insertBanner, [brandA, "h5", 1, "/b/h5.svg", "", 1]);
});

describe("index!home and banners", () => {
  it("index!home returns the banner links, service link and about text", async () => {
    const r = await t.inject("index!home", { lang: "en", pageNum: 1, pageSize: 12 });
    expect(r).toMatchObject({
      code: "0",
      msg: null,
      data: { banner: ["/media/banner/1.svg", "/media/banner/2.svg"], announcement: [], aboutus: "About us text" },
    });
  });

  it("banner!bannerList needs type and filters by brand, type and imgType", async () => {
    expect(await t.inject("banner!bannerList", {})).toMatchObject({ code: "1", msg: "缺少必要参数type" });
    const main = await t.inject<{ result: BannerVo[] }>(
      "banner!bannerList",
      { type: "pc", imgType: 1 },
      { headers: { host: "a.example" } },
    );
    expect(main.data.result.map((b) => b.imgUrl)).toEqual(["/b/a.svg", "/b/shared.svg"]);
    expect(main.data.result[0]).toMatchObject({ link: "/discounted", type: "pc", imgType: 1, sort: 1 });
    const other = await t.inject<{ result: BannerVo[] }>("banner!bannerList", {
      type: "pc",
      imgType: 1,
      brand: brandB,
    });
    expect(other.data.result.map((b) => b.imgUrl)).toEqual(["/b/b.svg", "/b/shared.svg"]);
    const side = await t.inject<{ result: BannerVo[] }>("banner!bannerList", { type: "pc", imgType: 0 });
    expect(side.data.result.map((b) => b.imgUrl)).toEqual(["/b/side.svg"]);
  });
});

describe("syspara!getSyspara", () => {
  it("answers public codes only, with defaults and the withdraw_fee object", async () => {
    t.caches.reference.clear();
    const r = await t.inject<Record<string, unknown>>("syspara!getSyspara", {
      code: "customer_service_url,mall_max_goods_number_in_order,secret_api_key,withdraw_fee,nope",
    });
    expect(r.data).toEqual({
      customer_service_url: "https://chat.example.com",
      mall_max_goods_number_in_order: "500",
      withdraw_fee: { type: "rate", fee: "0.5" },
    });
    const get = await t.inject<Record<string, unknown>>(
      "syspara!getSyspara",
      { code: "secret_api_key" },
      { method: "GET" },
    );
    expect(get).toMatchObject({ code: "0", data: {} });
    expect(await t.inject("syspara!getSyspara", {})).toMatchObject({ code: "1" });
  });
});

describe("subscribe!add", () => {
  it("subscribes a valid address once, case-insensitively", async () => {
    const r = await t.inject("subscribe!add", { email: "alice1@example.com" });
    expect(r).toMatchObject({ code: "0", msg: "订阅成功", data: null });
    expect(await t.inject("subscribe!add", { email: "ALICE1@example.com" })).toMatchObject({
      code: "1",
      msg: "该邮箱已被订阅",
    });
  });

  it("refuses addresses outside the spec's pattern", async () => {
    for (const email of [
      "ab@example.com",
      "_abc@example.com",
      "abcdef@x.com",
      "abcdef@example.COM",
      "abcdef@example",
      "a'--@x.io",
      "x".repeat(70),
    ]) {
      expect(await t.inject("subscribe!add", { email }), email).toMatchObject({
        code: "1",
        msg: "请输入正确的邮箱地址",
      });
    }
    expect(await t.inject("subscribe!add", {})).toMatchObject({ code: "1", msg: "请输入正确的邮箱地址" });
    expect(SUBSCRIBE_EMAIL.test("bob123@example.co.uk")).toBe(true);
  });
});

describe("lottery, download url and brand", () => {
  it("activity/lottery!getCurrentActivity returns {} without a running activity, the activity otherwise", async () => {
    expect(await t.inject("activity/lottery!getCurrentActivity", {}, { method: "GET" })).toMatchObject({
      code: "0",
      data: {},
    });
    await t.db.query(
      `insert into lottery_activity (title_en, title_cn, detail_url, starts_at, ends_at)
       values ('Spin', '抽奖', '/lottery/1', now() - interval '1 day', now() + interval '1 day')`,
    );
    const r = await t.inject("activity/lottery!getCurrentActivity", { lang: "cn" }, { method: "GET" });
    expect(r.data).toMatchObject({ detailUrl: "/lottery/1", title: "抽奖", running: "1", status: 1 });
    expect((await t.inject("activity/lottery!getCurrentActivity", {}, { method: "POST" })).code).toBe("1");
  });

  it("index!download-url answers the buyer app's address as a string; syspara names both apps", async () => {
    const r = await t.inject<string>("index!download-url", {});
    expect(r.code).toBe("0");
    // Unset, the buyer app is the installable mobile storefront and the seller app its own web app.
    expect(r.data).toBe("/wap/");
    const both = await t.inject("syspara!getSyspara", { code: "app_download_url,seller_app_download_url" });
    expect(both.data).toEqual({ app_download_url: "/wap/", seller_app_download_url: "/seller/" });
  });

  it("site!brand picks the brand by host or ?brand= and counts on-shelf listings", async () => {
    const seller = await buildSeller(t.db);
    const cat = await buildCategory(t.db);
    for (const isShelf of [true, true, false]) {
      await buildSellerGoods(t.db, {
        sellerId: seller,
        goodsId: (await buildGoods(t.db, { categoryId: cat })).goodsId,
        isShelf,
      });
    }
    t.caches.counts.clear();
    const a = await t.inject<BrandVo>("site!brand", {}, { headers: { host: "a.example:8080" } });
    expect(a.data).toMatchObject({ id: brandA, name: "Aurora", productCount: 2 });
    expect(a.data).not.toHaveProperty("bucket");
    expect(a.data).not.toHaveProperty("hosts");
    const b = await t.inject<BrandVo>("site!brand", { brand: brandB }, { method: "GET" });
    expect(b.data.name).toBe("Nordic");
    const fallback = await t.inject<BrandVo>("site!brand", {}, { headers: { host: "unknown.example" } });
    expect(fallback.data.id).toBe(brandA);
  });
});
