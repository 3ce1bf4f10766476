import { ERRORS } from "@mall/contract";
import { beforeAll, describe, expect, it } from "vitest";
import { appForFile } from "../../test/app.ts";
import { buildCategory, buildGoods, buildSeller, buildSellerGoods } from "../../test/factories.ts";
import { expectCatalogueAnswer, hostileValues } from "../../test/hostile.ts";
import { catalogueActions } from "./shop.routes.ts";
import { siteActions } from "../site/shop.routes.ts";

let sellerGoodsId: number;

const t = appForFile();
beforeAll(async () => {
  const seller = await buildSeller(t.db);
  const goods = await buildGoods(t.db, { categoryId: await buildCategory(t.db), names: { en: "Sturdy Box" } });
  sellerGoodsId = await buildSellerGoods(t.db, { sellerId: seller, goodsId: goods.goodsId });
});

const actions = [...catalogueActions, ...siteActions];
const methodOf = (name: string) => {
  const m = actions.find((a) => a.name === name)?.method;
  return m === "GET" ? "GET" : "POST";
};
const PARAM_NAMES = [
  "pageNum",
  "pageSize",
  "lang",
  "keyword",
  "sellerId",
  "categoryId",
  "sellerGoodsId",
  "skuId",
  "goodId",
  "type",
  "imgType",
  "isNew",
  "isHot",
  "isPrice",
  "isRec",
  "discount",
  "recTime",
  "evaluationType",
  "showHidden",
  "code",
  "email",
];
const HOSTILE = hostileValues("seller_goods");

/** Every answer to bad input: code "1" (or "403" for session actions) with a catalogue sentence, never a 500. */
const expectCatalogueError = (r: { status: number; code: string; msg: string | null }, label: string) =>
  expectCatalogueAnswer(r, label, ["0", "1", "403"]);

describe("hostile parameters on every action", () => {
  it("never answers a 500, whatever the value of any parameter", async () => {
    for (const a of actions) {
      for (const value of HOSTILE) {
        const params = Object.fromEntries(PARAM_NAMES.map((n) => [n, value]));
        t.caches.lists.clear();
        const r = await t.inject(a.name, params, {
          method: methodOf(a.name),
          as: value.length > 2000 ? "form" : "query",
        });
        expectCatalogueError(r, `${a.name} ${value.slice(0, 20)}`);
      }
    }
  });

  it("refuses a non-numeric or negative id, and an oversized text, on every action that takes one", async () => {
    const idParams = ["sellerGoodsId", "goodId", "sellerId", "categoryId", "skuId"];
    for (const a of actions) {
      const shape = (a.params as { shape?: Record<string, unknown> }).shape ?? {};
      for (const name of Object.keys(shape)) {
        // skuId -1 means "no SKU" on the wire, so only its other bad values count.
        const values = idParams.includes(name)
          ? [name === "skuId" ? "-2" : "-1", "abc", "1.5", "99999999999"]
          : name === "keyword" || name === "email" || name === "code"
            ? ["x".repeat(10_000)]
            : [];
        for (const value of values) {
          t.caches.lists.clear();
          const r = await t.inject(
            a.name,
            {
              [name]: value,
              keyword: "box",
              sellerGoodsId,
              goodId: sellerGoodsId,
              sellerId: 1,
              type: "pc",
              code: "x",
              email: "abcdef@example.com",
              ...{ [name]: value },
            },
            { method: methodOf(a.name), as: methodOf(a.name) === "GET" ? "query" : "form" },
          );
          expectCatalogueError(r, `${a.name} ${name}=${value.slice(0, 12)}`);
          if (a.auth) expect(r.code).toBe("403");
          else expect(r.code, `${a.name} ${name}=${value.slice(0, 12)}`).toBe("1");
        }
      }
    }
  });

  it("treats arrays and objects in JSON bodies as parameter errors", async () => {
    for (const a of actions) {
      for (const json of [
        { sellerGoodsId: [1, 2], keyword: { $ne: 1 }, type: ["pc"], email: ["a"], code: [] },
        [1, 2, 3],
        "text",
      ]) {
        const r = await t.inject(a.name, {}, { method: methodOf(a.name), json });
        expectCatalogueError(r, `${a.name} ${JSON.stringify(json)}`);
      }
    }
  });

  it("answers malformed bodies and unknown actions with a clear error", async () => {
    const bad = await t.app.inject({
      method: "POST",
      url: "/api/sellerGoods!list.action",
      headers: { "content-type": "application/json" },
      payload: "{oops",
    });
    expect(bad.json()).toMatchObject({ code: "1", msg: ERRORS.paramError.zh });
    const unknown = await t.inject("nothing!here", {});
    expect(unknown).toMatchObject({ code: "1", msg: ERRORS.unknownAction.zh });
  });

  it("gives the specific messages the contract names", async () => {
    expect(await t.inject("sellerGoods!search", { keyword: "x".repeat(10_000) }, { as: "form" })).toMatchObject({
      code: "1",
      msg: "请输入搜索关键字",
    });
    expect(await t.inject("sellerGoods!info", { sellerGoodsId: -4 })).toMatchObject({ code: "1" });
    expect(await t.inject("sellerGoods!info", { sellerGoodsId: "NaN" })).toMatchObject({ code: "1" });
    expect(await t.inject("sellerGoods!info", { sellerGoodsId })).toMatchObject({ code: "0" });
    expect(await t.inject("banner!bannerList", { imgType: 1 })).toMatchObject({ code: "1", msg: "缺少必要参数type" });
    // Repeated parameters: the first one counts, as the servlet's getParameter.
    const rep = await t.app.inject({
      method: "POST",
      url: `/api/sellerGoods!info.action?sellerGoodsId=${sellerGoodsId}&sellerGoodsId=x`,
    });
    expect(rep.json()).toMatchObject({ code: "0" });
  });
});
