import type { GoodsVo, PageOf, SearchKeywordResult } from "@mall/contract";
import { beforeAll, describe, expect, it } from "vitest";
import { appForFile } from "../../test/app.ts";
import {
  buildCategory,
  buildEvaluation,
  buildGoods,
  buildOrderHistory,
  buildSeller,
  buildSellerGoods,
  buildSyspara,
} from "../../test/factories.ts";

const w: {
  top: number;
  second: number;
  leaf: number;
  otherTop: number;
  seller: number;
  seller2: number;
  closedSeller: number;
  earbuds: number;
  earbudsGoods: number;
  speaker: number;
  cheap: number;
  discounted: number;
  expiredDiscount: number;
  offShelf: number;
  closedStoreGoods: number;
  skuGoods: { goodsId: number; skuIds: number[]; valueIds: number[][] };
  skuListing: number;
} = {} as never;

const t = appForFile();
beforeAll(async () => {
  const db = t.db;
  w.top = await buildCategory(db, { names: { en: "Electronics", "zh-CN": "电子产品" } });
  w.second = await buildCategory(db, { parentId: w.top, names: { en: "Audio", "zh-CN": "音频" } });
  w.leaf = await buildCategory(db, { parentId: w.second, names: { en: "Headphones", "zh-CN": "耳机" } });
  w.otherTop = await buildCategory(db, { names: { en: "Garden" } });
  const garden = await buildCategory(db, { parentId: w.otherTop });
  w.seller = await buildSeller(db, { name: "Acme Sound Store" });
  w.seller2 = await buildSeller(db, { name: "Budget Gadgets" });
  w.closedSeller = await buildSeller(db, { name: "Closed Sound Shop", status: 0 });

  const earbuds = await buildGoods(db, {
    categoryId: w.leaf,
    names: { en: "Wireless Earbuds Pro", "zh-CN": "无线蓝牙耳机" },
    systemPrice: 10_000n,
    imgCount: 3,
  });
  w.earbudsGoods = earbuds.goodsId;
  w.earbuds = await buildSellerGoods(db, {
    sellerId: w.seller,
    goodsId: earbuds.goodsId,
    sellingPrice: 12_345n,
    showWeight1: 50,
  });
  const speaker = await buildGoods(db, { categoryId: w.leaf, names: { en: "Bluetooth Speaker Earbuds case" } });
  w.speaker = await buildSellerGoods(db, {
    sellerId: w.seller2,
    goodsId: speaker.goodsId,
    sellingPrice: 50_000n,
    showWeight1: 10,
  });
  const cheap = await buildGoods(db, { categoryId: garden, names: { en: "Garden Hose" }, systemPrice: 100n });
  w.cheap = await buildSellerGoods(db, { sellerId: w.seller2, goodsId: cheap.goodsId, sellingPrice: 199n });
  const disc = await buildGoods(db, { categoryId: w.leaf, names: { en: "Studio Headphones" }, systemPrice: 20_000n });
  w.discounted = await buildSellerGoods(db, {
    sellerId: w.seller,
    goodsId: disc.goodsId,
    sellingPrice: 30_000n,
    discount: { price: 24_000n, ratio: "0.2000" },
  });
  const old = await buildGoods(db, { categoryId: w.leaf, names: { en: "Old Headphones" } });
  w.expiredDiscount = await buildSellerGoods(db, {
    sellerId: w.seller,
    goodsId: old.goodsId,
    discount: {
      price: 5_000n,
      ratio: "0.5000",
      start: new Date(Date.now() - 3 * 86_400_000),
      end: new Date(Date.now() - 86_400_000),
    },
  });
  const off = await buildGoods(db, { categoryId: w.leaf, names: { en: "Hidden Earbuds" } });
  w.offShelf = await buildSellerGoods(db, { sellerId: w.seller, goodsId: off.goodsId, isShelf: false });
  const cs = await buildGoods(db, { categoryId: w.leaf, names: { en: "Closed store earbuds" } });
  w.closedStoreGoods = await buildSellerGoods(db, { sellerId: w.closedSeller, goodsId: cs.goodsId });

  w.skuGoods = await buildGoods(db, {
    categoryId: w.leaf,
    names: { en: "Colour Headset", "zh-CN": "彩色耳机" },
    systemPrice: 1_000n,
    buyMin: 2,
    attributes: [
      {
        names: { en: "Colour", "zh-CN": "颜色" },
        values: [{ names: { en: "Red", "zh-CN": "红色" } }, { names: { en: "Blue" } }],
      },
      { names: { en: "Size" }, values: [{ names: { en: "S" } }, { names: { en: "L" } }] },
    ],
    skuPrice: (i) => 1_000n + BigInt(i) * 333n,
  });
  w.skuListing = await buildSellerGoods(db, {
    sellerId: w.seller,
    goodsId: w.skuGoods.goodsId,
    sellingPrice: 1_500n,
    discount: { price: 1_200n, ratio: "0.2000" },
  });
  // Real sales: 7 earbuds and 3 speakers sold through paid orders.
  await buildOrderHistory(db, { lines: [{ sellerGoodsId: w.earbuds, num: 7 }] });
  await buildOrderHistory(db, { lines: [{ sellerGoodsId: w.speaker, num: 3 }] });
});

const list = (params: Record<string, string | number | undefined>) => {
  t.caches.lists.clear();
  t.caches.counts.clear();
  return t.inject<PageOf<GoodsVo>>("sellerGoods!list", params);
};

describe("sellerGoods!list", () => {
  it("lists on-shelf goods of open listings with the contract's card fields", async () => {
    const r = await list({ pageNum: 1, pageSize: 20, lang: "en" });
    expect(r.code).toBe("0");
    const ids = r.data.pageList.map((g) => Number(g.id));
    expect(ids).toContain(w.earbuds);
    expect(ids).not.toContain(w.offShelf);
    expect(ids).not.toContain(w.closedStoreGoods);
    expect(r.data.pageInfo.totalElements).toBe(r.data.pageList.length);
    const e = r.data.pageList.find((g) => g.id === String(w.earbuds));
    expect(e).toMatchObject({
      id: String(w.earbuds),
      goodsId: String(w.earbudsGoods),
      sellerId: String(w.seller),
      categoryId: String(w.top),
      categoryName: "Electronics",
      secondaryCategoryId: String(w.second),
      secondaryCateName: "Audio",
      name: "Wireless Earbuds Pro",
      sellingPrice: 123.45,
      systemPrice: 100,
      discountPrice: null,
      soldNum: 7,
      isShelf: 1,
      imgUrl1: `/media/goods/${w.earbudsGoods}/1.svg`,
      imgUrl3: `/media/goods/${w.earbudsGoods}/3.svg`,
      // Past the goods' three pictures, and the fields this mall has no data for, are sent as null.
      imgUrl4: null,
      imgUrl10: null,
      des: null,
      imgDes: null,
      // Sold at 123.45 over a platform price of 100: a markup of 23.45%.
      profitRatio: 0.2345,
      isCombo: 0,
      systemNewTime: null,
      stopTime: null,
      black: 0,
    });
    expect(e?.createTime).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    // Default order: show weight first.
    expect(ids[0]).toBe(w.earbuds);
  });

  it("names follow the request language, falling back to English", async () => {
    const r = await list({ lang: "cn", categoryId: w.leaf });
    const names = Object.fromEntries(r.data.pageList.map((g) => [g.id, g.name]));
    expect(names[w.earbuds]).toBe("无线蓝牙耳机");
    expect(names[w.discounted]).toBe("Studio Headphones");
    expect(r.data.pageList.find((g) => g.id === String(w.earbuds))?.categoryName).toBe("电子产品");
  });

  it("filters by category at any level, by store and by active discount", async () => {
    for (const c of [w.top, w.second, w.leaf]) {
      const r = await list({ categoryId: c });
      expect(r.data.pageList.map((g) => Number(g.id))).not.toContain(w.cheap);
      expect(r.data.pageList.map((g) => Number(g.id))).toContain(w.earbuds);
    }
    const other = await list({ categoryId: w.otherTop });
    expect(other.data.pageList.map((g) => Number(g.id))).toEqual([w.cheap]);
    const unknown = await list({ categoryId: 999_999 });
    expect(unknown.data).toEqual({ pageInfo: expect.objectContaining({ totalElements: 0 }), pageList: [] });
    const store = await list({ sellerId: w.seller2 });
    expect(new Set(store.data.pageList.map((g) => Number(g.sellerId)))).toEqual(new Set([w.seller2]));
    const disc = await list({ discount: 1 });
    expect(disc.data.pageList.map((g) => Number(g.id)).sort()).toEqual([w.discounted, w.skuListing].sort());
    const d = disc.data.pageList.find((g) => g.id === String(w.discounted));
    expect(d).toMatchObject({ discountPrice: 240, discountRatio: 0.2 });
    const all = await list({ pageSize: 100 });
    expect(all.data.pageList.find((g) => g.id === String(w.expiredDiscount))?.discountPrice).toBeNull();
  });

  it("sorts by price, sales and newness in both directions", async () => {
    const asc = await list({ isPrice: 1, pageSize: 100 });
    const prices = asc.data.pageList.map((g) => g.sellingPrice);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const desc = await list({ isPrice: 2, pageSize: 100 });
    expect(desc.data.pageList.map((g) => g.sellingPrice)).toEqual([...prices].reverse());
    const hot = await list({ isHot: 2 });
    expect(hot.data.pageList.slice(0, 2).map((g) => Number(g.id))).toEqual([w.earbuds, w.speaker]);
    const newest = await list({ isNew: 2 });
    expect(newest.data.pageList[0]?.id).toBe(String(w.skuListing));
  });

  it("pages with pageNum/pageSize and normalises out-of-range values as the original", async () => {
    const p1 = await list({ pageNum: 1, pageSize: 2 });
    const p2 = await list({ pageNum: 2, pageSize: 2 });
    expect(p1.data.pageList).toHaveLength(2);
    expect(p2.data.pageList[0]?.id).not.toBe(p1.data.pageList[0]?.id);
    expect(p1.data.pageInfo).toMatchObject({ pageNum: 1, pageSize: 2, totalElements: 6, totalPage: 3 });
    const odd = await list({ pageNum: -5, pageSize: 1000 });
    expect(odd.data.pageInfo).toMatchObject({ pageNum: 1, pageSize: 100 });
  });

  it("accepts params from the query string, a form body and a JSON body, under /api and /wap/api", async () => {
    for (const as of ["query", "form", "json"] as const) {
      t.caches.lists.clear();
      const r = await t.inject<PageOf<GoodsVo>>("sellerGoods!list", { sellerId: w.seller2, pageSize: 5 }, { as });
      expect(r.code).toBe("0");
      expect(r.data.pageList.every((g) => g.sellerId === String(w.seller2))).toBe(true);
    }
    const wap = await t.inject<PageOf<GoodsVo>>("sellerGoods!list", {}, { prefix: "/wap/api" });
    expect(wap.code).toBe("0");
    const get = await t.inject("sellerGoods!list", {}, { method: "GET" });
    expect(get.code).toBe("1");
  });

  it("runs the same number of queries whatever the page size", async () => {
    const counts: number[] = [];
    for (const pageSize of [2, 20, 100]) {
      t.caches.lists.clear();
      t.caches.counts.clear();
      t.caches.reference.clear();
      t.resetQueryCount();
      const r = await t.inject("sellerGoods!list", { pageSize, categoryId: w.top, lang: "cn" });
      expect(r.code).toBe("0");
      counts.push(t.queryCount());
    }
    // Categories and closed stores (reference data, cached), the page, the total (cached).
    expect(counts).toEqual([4, 4, 4]);
    t.resetQueryCount();
    await t.inject("sellerGoods!list", { pageSize: 50, categoryId: w.top, lang: "cn" });
    expect(t.queryCount()).toBe(1);
    t.resetQueryCount();
    await t.inject("sellerGoods!list", { pageSize: 50, categoryId: w.top, lang: "cn" });
    expect(t.queryCount()).toBe(0);
  });
});

describe("sellerGoods!search", () => {
  const search = (params: Record<string, string | number | undefined>) => {
    t.caches.lists.clear();
    return t.inject<PageOf<GoodsVo>>("sellerGoods!search", params);
  };

  it("requires a keyword", async () => {
    for (const keyword of [undefined, "", "   "]) {
      const r = await search({ keyword });
      expect(r).toMatchObject({ code: "1", msg: "请输入搜索关键字", data: null });
    }
  });

  it("ranks exact and prefix matches above substring matches, hides off-shelf and closed-store goods", async () => {
    const r = await search({ keyword: "earbuds", lang: "en" });
    expect(r.code).toBe("0");
    const ids = r.data.pageList.map((g) => Number(g.id));
    expect(ids).toContain(w.earbuds);
    expect(ids).toContain(w.speaker);
    expect(ids).not.toContain(w.offShelf);
    expect(ids).not.toContain(w.closedStoreGoods);
    expect(r.data.pageInfo.totalElements).toBe(ids.length);
    const exact = await search({ keyword: "Wireless Earbuds Pro" });
    expect(exact.data.pageList[0]?.id).toBe(String(w.earbuds));
    const prefix = await search({ keyword: "bluetooth speaker" });
    expect(prefix.data.pageList[0]?.id).toBe(String(w.speaker));
  });

  it("finds Chinese names by substring and tolerates a typo", async () => {
    const zh = await search({ keyword: "蓝牙耳机", lang: "cn" });
    expect(zh.data.pageList.map((g) => Number(g.id))).toContain(w.earbuds);
    expect(zh.data.pageList.find((g) => g.id === String(w.earbuds))?.name).toBe("无线蓝牙耳机");
    const typo = await search({ keyword: "wireles earbuds" });
    expect(typo.data.pageList.map((g) => Number(g.id))).toContain(w.earbuds);
  });

  it("sorts, filters by discount and category, and matches LIKE wildcards literally", async () => {
    const byPrice = await search({ keyword: "headphones", isPrice: 2 });
    const prices = byPrice.data.pageList.map((g) => g.sellingPrice);
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
    const disc = await search({ keyword: "headphones", discount: 1 });
    expect(disc.data.pageList.map((g) => Number(g.id))).toEqual([w.discounted]);
    const garden = await search({ keyword: "earbuds", categoryId: w.otherTop });
    expect(garden.data.pageList).toEqual([]);
    const wild = await search({ keyword: "%_%" });
    expect(wild.data.pageList).toEqual([]);
    const far = await search({ keyword: "earbuds", pageNum: 50, pageSize: 10 });
    expect(far.data.pageList).toEqual([]);
    expect(far.data.pageInfo.totalElements).toBeGreaterThan(0);
  });
});

describe("sellerGoods!search-keyword", () => {
  it("suggests goods (with a listing id) and stores", async () => {
    t.caches.lists.clear();
    const r = await t.inject<SearchKeywordResult>("sellerGoods!search-keyword", { keyword: "sound", lang: "en" });
    expect(r.code).toBe("0");
    expect(r.data.sellerList.map((s) => Number(s.id))).toEqual([w.seller]);
    expect(r.data.sellerList[0]).toMatchObject({ name: "Acme Sound Store", soldNum: 7, sellerGoodsNum: 4 });
    // The PC client pre-encodes the keyword (contract 2.2): one extra layer of encoding is undone.
    const g = await t.inject<SearchKeywordResult>("sellerGoods!search-keyword", {
      keyword: encodeURIComponent("耳机"),
      lang: "cn",
    });
    expect(g.data.goodsList.map((x) => Number(x.goodsId))).toContain(w.earbudsGoods);
    const k = await t.inject<SearchKeywordResult>("sellerGoods!search-keyword", { keyword: "耳机", lang: "cn" });
    expect(k.data.goodsList).toContainEqual({
      goodsId: String(w.earbudsGoods),
      id: String(w.earbuds),
      name: "无线蓝牙耳机",
    });
    expect(k.data.goodsList.length).toBeLessThanOrEqual(10);
    // A misspelt store name is corrected against the shop's words (store names included) and still found.
    const typo = await t.inject<SearchKeywordResult>("sellerGoods!search-keyword", {
      keyword: "acme sounf",
      lang: "en",
    });
    expect(typo.data.sellerList.map((s) => Number(s.id))).toEqual([w.seller]);
    const none = await t.inject("sellerGoods!search-keyword", {});
    expect(none).toMatchObject({ code: "1", msg: "请输入搜索关键字" });
  });
});

describe("sellerGoods!searchSellerGoods", () => {
  it("searches inside one store, or lists it without a keyword", async () => {
    t.caches.lists.clear();
    const r = await t.inject<PageOf<GoodsVo>>("sellerGoods!searchSellerGoods", {
      sellerId: w.seller,
      keyword: "headphones",
    });
    expect(r.data.pageList.map((g) => Number(g.id)).sort()).toEqual([w.discounted, w.expiredDiscount].sort());
    const all = await t.inject<PageOf<GoodsVo>>("sellerGoods!searchSellerGoods", { sellerId: w.seller2, isPrice: 1 });
    expect(all.data.pageList.map((g) => Number(g.id))).toEqual([w.cheap, w.speaker]);
    const missing = await t.inject("sellerGoods!searchSellerGoods", { keyword: "x" });
    expect(missing).toMatchObject({ code: "1", msg: "店家id不能为空" });
  });
});

describe("sellerGoods!info", () => {
  it("returns the detail with SKUs priced by the listing's markup, the store and real counts", async () => {
    await buildSyspara(t.db, "goods_buy_min", "1");
    await buildEvaluation(t.db, { sellerGoodsId: w.skuListing, type: 1 });
    await buildEvaluation(t.db, { sellerGoodsId: w.skuListing, type: 3 });
    await buildEvaluation(t.db, { sellerGoodsId: w.skuListing, type: 1 });
    const before = await t.db.query<{ views_num: number }>("select views_num from seller where id = $1", [w.seller]);
    const r = await t.inject<GoodsVo>("sellerGoods!info", { sellerGoodsId: w.skuListing, lang: "cn" });
    expect(r.code).toBe("0");
    const d = r.data;
    expect(d).toMatchObject({
      id: String(w.skuListing),
      name: "彩色耳机",
      sellingPrice: 15,
      discountPrice: 12,
      buyMin: 2,
      highOpinion: "66.6",
      viewsNum: 1,
      soldNum: 3,
    });
    expect(d.seller).toMatchObject({
      id: String(w.seller),
      name: "Acme Sound Store",
      viewsNum: (before[0]?.views_num ?? 0) + 1,
    });
    const cs = d.canSelectAttributes;
    expect(cs?.goodAttrs.map((a) => a.attrName)).toEqual(["颜色", "Size"]);
    expect(cs?.goodAttrs[0]?.attrValues.map((v) => v.attrValueName)).toEqual(["红色", "Blue"]);
    // SKU 1 costs 13.33 at platform price; the listing marks up 1.5× and discounts to 1.2×, truncated.
    expect(cs?.skus[1]).toMatchObject({
      skuId: String(w.skuGoods.skuIds[1]),
      sellingPrice: 19.99,
      discountPrice: 15.99,
    });
    expect(cs?.skus[3]).toMatchObject({ sellingPrice: 29.98, discountPrice: 23.98 });
    expect(cs?.skus[0]?.attrs.map((a) => a.attrValueName)).toEqual(["红色", "S"]);
    const again = await t.inject<GoodsVo>("sellerGoods!info", { sellerGoodsId: w.skuListing });
    expect(again.data.viewsNum).toBe(2);
    // Views are written in batches: after a flush the database holds both, and the figure stays.
    await t.views.flush();
    const stored = await t.db.query<{ l: number; s: number }>(
      "select sg.views_num as l, s.views_num as s from seller_goods sg join seller s on s.id = sg.seller_id where sg.id = $1",
      [w.skuListing],
    );
    expect(stored[0]).toEqual({ l: 2, s: (before[0]?.views_num ?? 0) + 2 });

    await buildSyspara(t.db, "goods_buy_min", "5");
    t.caches.reference.clear();
    const min = await t.inject<GoodsVo>("sellerGoods!info", {
      sellerGoodsId: w.skuListing,
      skuId: w.skuGoods.skuIds[3],
    });
    expect(min.data.buyMin).toBe(5);
    expect(min.data.attributes?.map((a) => [a.attrName, a.attrValue])).toEqual([
      ["Colour", "Blue"],
      ["Size", "L"],
    ]);
    expect(min.data.canSelectAttributes).toBeUndefined();
    const noSku = await t.inject<GoodsVo>("sellerGoods!info", { sellerGoodsId: w.skuListing, skuId: -1 });
    expect(noSku.data.canSelectAttributes).toBeDefined();
  });

  it("refuses unknown, off-shelf and closed-store listings with the contract's messages", async () => {
    expect(await t.inject("sellerGoods!info", { sellerGoodsId: 99_999_999 })).toMatchObject({
      code: "1",
      msg: "无此sellerGoods",
    });
    expect(await t.inject("sellerGoods!info", { sellerGoodsId: w.offShelf })).toMatchObject({
      code: "1",
      msg: "该商品已下架",
    });
    expect(await t.inject("sellerGoods!info", { sellerGoodsId: w.closedStoreGoods })).toMatchObject({
      code: "1",
      msg: "暂无店铺",
    });
    expect(await t.inject("sellerGoods!info", { sellerGoodsId: w.earbuds, skuId: w.skuGoods.skuIds[0] })).toMatchObject(
      { code: "1", msg: "非法请求" },
    );
    expect(await t.inject("sellerGoods!info", {})).toMatchObject({ code: "1" });
  });
});

describe("sellerGoods!recommend_new and recommend_like", () => {
  it("answers {result} for new, hot and recommended goods", async () => {
    t.caches.lists.clear();
    const hot = await t.inject<{ result: GoodsVo[] }>("sellerGoods!recommend_new", { type: 2, pageSize: 2 });
    expect(hot.data.result[0]?.id).toBe(String(w.earbuds));
    expect(hot.data.result[1]?.soldNum).toBe(3);
    const fresh = await t.inject<{ result: GoodsVo[] }>("sellerGoods!recommend_new", { type: 0, pageSize: 24 });
    expect(fresh.data.result[0]?.id).toBe(String(w.skuListing));
    const rec = await t.inject<{ result: GoodsVo[] }>("sellerGoods!recommend_new", { type: 1 });
    expect(rec.data.result.length).toBeGreaterThan(0);
  });

  it("recommend_like needs a session (403 for guests)", async () => {
    const r = await t.inject("sellerGoods!recommend_like", { sellerId: w.seller, type: 1 });
    expect(r.code).toBe("403");
    expect(r.msg).toBe("请重新登录");
  });
});
