import type { GoodsVo, PageOf } from "@mall/contract";
import { beforeAll, describe, expect, it } from "vitest";
import { appForFile } from "../../test/app.ts";
import { buildCategory, buildGoods, buildSeller, buildSellerGoods } from "../../test/factories.ts";
import { repriceDiscountEdges } from "./sort-prices.ts";

/*
 * Issue 10: a card's price is one the buyer can pay, the cheapest SKU on offer (never below every SKU), marked
 * "from" when the SKUs differ; sorting by price uses it, discounts included.
 */
const t = appForFile();
let store: number;
let category: number;
beforeAll(async () => {
  category = await buildCategory(t.db, { names: { en: "Offer prices" } });
  store = await buildSeller(t.db, { name: "Offer House" });
});

const size = [
  { names: { en: "Size" }, values: [{ names: { en: "S" } }, { names: { en: "M" } }, { names: { en: "L" } }] },
];
// Public lists are briefly cached by their parameters: each read asks for another page size.
let pageSize = 60;
const cards = async (params: Record<string, number | string> = {}) =>
  (await t.inject<PageOf<GoodsVo>>("sellerGoods!list", { sellerId: store, pageSize: pageSize--, ...params })).data
    .pageList;
const card = async (id: number) => (await cards()).find((g) => g.id === String(id));
const skuPrices = async (id: number) => {
  const info = await t.inject<{ canSelectAttributes: { skus: { sellingPrice: number; hidden?: number }[] } }>(
    "sellerGoods!info",
    { sellerGoodsId: id },
  );
  return info.data.canSelectAttributes.skus.map((s) => s.sellingPrice);
};

describe("the price on a card", () => {
  it("is the cheapest SKU on offer, marked 'from', and never below every SKU", async () => {
    // Goods at 100.00 whose SKUs cost 101.00, 110.00 and 120.00; the listing marks up 20%.
    const g = await buildGoods(t.db, {
      categoryId: category,
      systemPrice: 10_000n,
      attributes: size,
      skuPrice: (i) => [10_100n, 11_000n, 12_000n][i] ?? 10_000n,
    });
    const id = await buildSellerGoods(t.db, { sellerId: store, goodsId: g.goodsId, sellingPrice: 12_000n });
    const c = await card(id);
    const skus = await skuPrices(id);
    expect(c).toMatchObject({ sellingPrice: 121.2, priceFrom: 1 });
    expect(Math.min(...skus)).toBe(c?.sellingPrice);

    // The cheapest sells out: the card moves to the next one on offer; back in stock, back again.
    await t.db.query("update goods_sku set stock = 0 where id = $1", [g.skuIds[0]]);
    expect(await card(id)).toMatchObject({ sellingPrice: 132, priceFrom: 1 });
    await t.db.query("update goods_sku set hidden = true where id = $1", [g.skuIds[1]]);
    expect(await card(id)).toMatchObject({ sellingPrice: 144, priceFrom: 0 });
    await t.db.query("update goods_sku set stock = 5, hidden = false where goods_id = $1", [g.goodsId]);
    expect(await card(id)).toMatchObject({ sellingPrice: 121.2, priceFrom: 1 });
  });

  it("is the plain price without SKUs, and the same 'from' price under a discount", async () => {
    const plain = await buildGoods(t.db, { categoryId: category, systemPrice: 5_000n });
    const id = await buildSellerGoods(t.db, { sellerId: store, goodsId: plain.goodsId, sellingPrice: 6_000n });
    expect(await card(id)).toMatchObject({ sellingPrice: 60, discountPrice: null, priceFrom: 0 });

    const g = await buildGoods(t.db, {
      categoryId: category,
      systemPrice: 10_000n,
      attributes: size,
      skuPrice: (i) => [10_500n, 10_000n, 11_000n][i] ?? 10_000n,
    });
    const now = t.services.clock.now();
    const discounted = await buildSellerGoods(t.db, {
      sellerId: store,
      goodsId: g.goodsId,
      sellingPrice: 12_000n,
      discount: {
        price: 9_000n,
        ratio: "0.25",
        start: new Date(now.getTime() - 3_600_000),
        end: new Date(now.getTime() + 3_600_000),
      },
    });
    expect(await card(discounted)).toMatchObject({ sellingPrice: 120, discountPrice: 90, priceFrom: 1 });
  });
});

describe("the SKU pictures", () => {
  it("are keyed by the first attribute's value id, as the clients look them up", async () => {
    const g = await buildGoods(t.db, { categoryId: category, attributes: size });
    const id = await buildSellerGoods(t.db, { sellerId: store, goodsId: g.goodsId });
    await t.db.query("update goods_sku set cover_img = '/media/x.svg' where id = $1", [g.skuIds[1]]);
    const info = await t.inject<{
      canSelectAttributes: {
        skus: { skuId: string; attrs: { attrValueId: string }[] }[];
        skuImg: Record<string, string>;
      };
    }>("sellerGoods!info", { sellerGoodsId: id });
    const cas = info.data.canSelectAttributes;
    const value = cas.skus.find((s) => s.skuId === String(g.skuIds[1]))?.attrs[0]?.attrValueId ?? "";
    expect(cas.skuImg[value]).toBe("/media/x.svg");
    const firstValues = new Set(cas.skus.map((s) => s.attrs[0]?.attrValueId));
    expect(Object.keys(cas.skuImg).every((k) => firstValues.has(k))).toBe(true);
  });
});

describe("sorting by price", () => {
  it("orders by the payable price: SKUs and discounts included, and follows a discount window's edges", async () => {
    const own = await buildSeller(t.db, { name: "Sort House" });
    const now = t.services.clock.now();
    const hour = 3_600_000;
    // A: 20.00 plain. B: base 10.00 but its only SKU costs 30.00. C: 40.00 discounted to 15.00 now.
    // D: 25.00, discounted to 5.00 from an hour on.
    const a = await buildGoods(t.db, { categoryId: category, systemPrice: 2_000n });
    const b = await buildGoods(t.db, {
      categoryId: category,
      systemPrice: 1_000n,
      attributes: [{ names: { en: "Size" }, values: [{ names: { en: "One" } }] }],
      skuPrice: () => 3_000n,
    });
    const c = await buildGoods(t.db, { categoryId: category, systemPrice: 4_000n });
    const d = await buildGoods(t.db, { categoryId: category, systemPrice: 2_500n });
    const ids = {
      a: await buildSellerGoods(t.db, { sellerId: own, goodsId: a.goodsId, sellingPrice: 2_000n }),
      b: await buildSellerGoods(t.db, { sellerId: own, goodsId: b.goodsId, sellingPrice: 1_000n }),
      c: await buildSellerGoods(t.db, {
        sellerId: own,
        goodsId: c.goodsId,
        sellingPrice: 4_000n,
        discount: {
          price: 1_500n,
          ratio: "0.625",
          start: new Date(now.getTime() - hour),
          end: new Date(now.getTime() + hour),
        },
      }),
      d: await buildSellerGoods(t.db, {
        sellerId: own,
        goodsId: d.goodsId,
        sellingPrice: 2_500n,
        discount: {
          price: 500n,
          ratio: "0.8",
          start: new Date(now.getTime() + hour),
          end: new Date(now.getTime() + 3 * hour),
        },
      }),
    };
    const name = (id: number) => Object.entries(ids).find(([, v]) => v === id)?.[0];
    const sorted = async (isPrice: number) =>
      (await cards({ sellerId: own, isPrice })).map((g) => [name(Number(g.id)), g.discountPrice ?? g.sellingPrice]);
    await repriceDiscountEdges(t.db, now, null);
    expect(await sorted(1)).toEqual([
      ["c", 15],
      ["a", 20],
      ["d", 25],
      ["b", 30],
    ]);
    expect(await sorted(2)).toEqual([
      ["b", 30],
      ["d", 25],
      ["a", 20],
      ["c", 15],
    ]);

    // Two hours on, C's discount has ended and D's has begun: the job moves both.
    const later = new Date(now.getTime() + 2 * hour);
    // (The other test's discounted listing ends within these two hours too.)
    expect(await repriceDiscountEdges(t.db, later, now)).toBe(3);
    const [row] = await t.db.query<{ c: bigint; d: bigint }>(
      "select (select sort_price from seller_goods where id = $1) c, (select sort_price from seller_goods where id = $2) d",
      [ids.c, ids.d],
    );
    expect(row).toEqual({ c: 4_000n, d: 500n });
    expect(await repriceDiscountEdges(t.db, later, now)).toBe(0);
  });
});
