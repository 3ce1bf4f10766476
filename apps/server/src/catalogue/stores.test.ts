import type { CategoryVo, EvaluationVo, PageOf, SellerVo } from "@mall/contract";
import { beforeAll, describe, expect, it } from "vitest";
import { appForFile } from "../../test/app.ts";
import {
  buildCategory,
  buildEvaluation,
  buildGoods,
  buildOrderHistory,
  buildSeller,
  buildSellerGoods,
} from "../../test/factories.ts";

let top: number;
let second: number;
let leaf: number;
let hiddenTop: number;
let otherTop: number;
let seller: number;
let recSeller: number;
let closed: number;
let listing: number;
let quiet: number;
let colourSku: number;

const t = appForFile();
beforeAll(async () => {
  const db = t.db;
  top = await buildCategory(db, { names: { en: "Home", "zh-CN": "家居", "zh-TW": "家居tw" }, sort: 1, isRec: true });
  second = await buildCategory(db, { parentId: top, names: { en: "Kitchen" } });
  leaf = await buildCategory(db, { parentId: second, names: { en: "Knives" } });
  otherTop = await buildCategory(db, { names: { en: "Toys" }, sort: 2 });
  await buildCategory(db, { parentId: otherTop, names: { en: "Puzzles" } });
  hiddenTop = await buildCategory(db, { names: { en: "Hidden" }, status: 0, sort: 3 });
  seller = await buildSeller(db, { name: "Knife Palace", focusNum: 4, viewsNum: 10 });
  recSeller = await buildSeller(db, { name: "Rec Shop", isRec: true });
  closed = await buildSeller(db, { name: "Gone Shop", status: 0 });
  const g = await buildGoods(db, {
    categoryId: leaf,
    attributes: [{ names: { en: "Colour", "zh-CN": "颜色" }, values: [{ names: { en: "Black", "zh-CN": "黑色" } }] }],
  });
  colourSku = g.skuIds[0] ?? 0;
  listing = await buildSellerGoods(db, { sellerId: seller, goodsId: g.goodsId });
  const g2 = await buildGoods(db, { categoryId: leaf });
  quiet = await buildSellerGoods(db, { sellerId: seller, goodsId: g2.goodsId });
  await buildSellerGoods(db, {
    sellerId: seller,
    goodsId: (await buildGoods(db, { categoryId: leaf })).goodsId,
    isShelf: false,
  });
  await buildOrderHistory(db, {
    lines: [
      { sellerGoodsId: listing, num: 5 },
      { sellerGoodsId: quiet, num: 2 },
    ],
  });
});

describe("category actions", () => {
  it("category!list pages the shown top categories in the request language", async () => {
    const r = await t.inject<PageOf<{ name: string; categoryId: string; iconImg: string; sort: number }>>(
      "category!list",
      { lang: "cn" },
    );
    expect(r.code).toBe("0");
    expect(r.data.pageList.map((c) => Number(c.categoryId))).toEqual([top, otherTop]);
    expect(r.data.pageList[0]).toMatchObject({ name: "家居", categoryId: String(top), sort: 1 });
    expect(r.data.pageList[1]?.name).toBe("Toys");
    expect(r.data.pageInfo.totalElements).toBe(2);
  });

  it("category!tree is GET only, nests subList, shows hidden ones on request", async () => {
    const r = await t.inject<CategoryVo[]>("category!tree", { lang: "tw" }, { method: "GET" });
    expect(r.code).toBe("0");
    expect(r.data.map((c) => Number(c.id))).toEqual([top, otherTop]);
    expect(r.data[0]).toMatchObject({ name: "家居tw", level: 1, categoryId: String(top), parentId: "0" });
    expect(r.data[0]?.subList[0]).toMatchObject({
      id: String(second),
      parentId: String(top),
      name: "Kitchen",
      level: 2,
    });
    expect(r.data[0]?.subList[0]?.subList[0]).toMatchObject({ id: String(leaf), level: 3, subList: [] });
    const hidden = await t.inject<CategoryVo[]>("category!tree", { showHidden: 1 }, { method: "GET" });
    expect(hidden.data.map((c) => Number(c.id))).toContain(hiddenTop);
    expect((await t.inject("category!tree", {}, { method: "POST" })).code).toBe("1");
  });

  it("category!sellerTree keeps only the branches where the store has goods", async () => {
    const r = await t.inject<CategoryVo[]>("category!sellerTree", { sellerId: seller }, { method: "GET" });
    expect(r.data.map((c) => Number(c.id))).toEqual([top]);
    expect(r.data[0]?.subList[0]?.subList.map((c) => Number(c.id))).toEqual([leaf]);
    const empty = await t.inject<CategoryVo[]>("category!sellerTree", { sellerId: recSeller }, { method: "GET" });
    expect(empty.data).toEqual([]);
    const all = await t.inject<CategoryVo[]>("category!sellerTree", {}, { method: "GET" });
    expect(all.data.map((c) => Number(c.id))).toEqual([top, otherTop]);
  });

  it("category!recommend lists recommended categories", async () => {
    const r = await t.inject<PageOf<{ categoryId: string }>>("category!recommend", { pageNum: 1, pageSize: 50 });
    expect(r.data.pageList.map((c) => Number(c.categoryId))).toEqual([top]);
  });
});

describe("seller actions", () => {
  it("seller!info returns real counts", async () => {
    await buildEvaluation(t.db, { sellerGoodsId: listing, type: 1 });
    await buildEvaluation(t.db, { sellerGoodsId: listing, type: 2 });
    await buildEvaluation(t.db, { sellerGoodsId: quiet, type: 1 });
    const r = await t.inject<SellerVo>("seller!info", { sellerId: seller });
    expect(r.code).toBe("0");
    // 7 units from the order, 3 more from the reviewed orders; 2 on-shelf listings (one is off shelf).
    expect(r.data).toMatchObject({
      id: String(seller),
      name: "Knife Palace",
      soldNum: 10,
      sellerGoodsNum: 2,
      focusNum: 4,
      viewsNum: 10,
      highOpinion: 0.6667,
      fakeSoldNum: 0,
      onShelvesFlag: 1,
    });
    expect((await t.inject<SellerVo>("seller!info", { sellerId: recSeller })).data).toMatchObject({
      soldNum: 0,
      highOpinion: 0,
      sellerGoodsNum: 0,
    });
  });

  it("seller!info refuses closed and unknown stores, and asks for an id from guests", async () => {
    expect(await t.inject("seller!info", { sellerId: closed })).toMatchObject({ code: "1", msg: "暂无店铺" });
    expect(await t.inject("seller!info", { sellerId: 77_777_777 })).toMatchObject({ code: "1", msg: "暂无店铺" });
    expect(await t.inject("seller!info", {})).toMatchObject({ code: "1", msg: "店家id不能为空" });
  });

  it("seller!list pages open stores, recommended ones with isRec", async () => {
    t.caches.lists.clear();
    const r = await t.inject<PageOf<SellerVo>>("seller!list", { pageNum: 1, pageSize: 10 });
    expect(r.data.pageList.map((s) => Number(s.id)).sort()).toEqual([seller, recSeller].sort());
    expect(r.data.pageInfo.totalElements).toBe(2);
    const rec = await t.inject<PageOf<SellerVo>>("seller!list", { isRec: 1 });
    expect(rec.data.pageList.map((s) => Number(s.id))).toEqual([recSeller]);
  });
});

describe("evaluation actions", () => {
  it("evaluation!countType counts per type as strings and evaluation!list filters, masks and pages", async () => {
    const sg = await buildSellerGoods(t.db, {
      sellerId: recSeller,
      goodsId: (await buildGoods(t.db, { categoryId: leaf })).goodsId,
    });
    await buildEvaluation(t.db, { sellerGoodsId: sg, type: 1, username: "13812345678", content: "great" });
    await buildEvaluation(t.db, { sellerGoodsId: sg, type: 1, imgUrls: ["/u/1.png", "/u/2.png"] });
    await buildEvaluation(t.db, { sellerGoodsId: sg, type: 2 });
    await buildEvaluation(t.db, { sellerGoodsId: sg, type: 3, imgUrls: ["/u/3.png"] });
    await buildEvaluation(t.db, { sellerGoodsId: sg, type: 3, status: 0 });
    const c = await t.inject("evaluation!countType", { goodId: sg });
    expect(c).toMatchObject({
      code: "0",
      data: { havePicture: "2", positiveComments: "2", mediumReview: "1", negativeComment: "1" },
    });

    const all = await t.inject<PageOf<EvaluationVo> & { evaluationNum: number }>("evaluation!list", {
      sellerGoodsId: sg,
    });
    expect(all.data.pageInfo.totalElements).toBe(4);
    expect(all.data.evaluationNum).toBe(4);
    const phone = all.data.pageList.find((e) => e.content === "great");
    expect(phone?.userName).toBe("138*****678");
    expect(phone).toMatchObject({
      sellerGoodsId: String(sg),
      sellerId: String(recSeller),
      evaluationType: 1,
      rating: 5,
      countryName: "Germany",
    });
    for (const [type, n] of [
      [1, 2],
      [2, 1],
      [3, 1],
      [4, 2],
    ] as const) {
      const r = await t.inject<PageOf<EvaluationVo>>("evaluation!list", { sellerGoodsId: sg, evaluationType: type });
      expect(r.data.pageList).toHaveLength(n);
      expect(r.data.pageInfo.totalElements).toBe(n);
    }
    const pics = await t.inject<PageOf<EvaluationVo>>("evaluation!list", {
      sellerGoodsId: sg,
      evaluationType: 4,
      pageSize: 2,
    });
    expect(pics.data.pageList.some((e) => e.imgUrl2 === "/u/2.png")).toBe(true);
    const paged = await t.inject<PageOf<EvaluationVo>>("evaluation!list", {
      sellerGoodsId: sg,
      pageNum: 2,
      pageSize: 3,
    });
    expect(paged.data.pageList).toHaveLength(1);
    expect(await t.inject("evaluation!countType", {})).toMatchObject({ code: "1" });
    expect(await t.inject("evaluation!list", { sellerGoodsId: sg, evaluationType: 9 })).toMatchObject({
      code: "1",
      msg: "参数错误",
    });
  });

  it("shows the attributes of the reviewed SKU in the request language", async () => {
    const { evaluationId } = await buildEvaluation(t.db, { sellerGoodsId: listing, type: 1 });
    await t.db.query("update evaluation set sku_id = $1 where id = $2", [colourSku, evaluationId]);
    const r = await t.inject<PageOf<EvaluationVo>>("evaluation!list", { sellerGoodsId: listing, lang: "cn" });
    expect(r.data.pageList.find((e) => e.id === String(evaluationId))?.attributes).toEqual([
      { attrName: "颜色", attrValue: "黑色" },
    ]);
  });
});
