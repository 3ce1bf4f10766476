import type { GoodsVo, PageOf, SubmittedOrder } from "@mall/contract";
import { beforeAll, describe, expect, it } from "vitest";
import { appForFile } from "../../test/app.ts";
import {
  buildAddress,
  buildCategory,
  buildGoods,
  buildSeller,
  buildSellerGoods,
  buildUser,
  sessionFor,
} from "../../test/factories.ts";
import { ManualClock } from "../accounts/clock.ts";

// A discount window years from the real date: only the injected clock can put a request inside it.
const START = new Date("2031-03-01T00:00:00Z");
const END = new Date("2031-04-01T00:00:00Z");
const clock = new ManualClock(START);
let sellerId: number;
let listingId: number;
let skuId: number;
let buyerId: number;

const t = appForFile({ services: { clock } });
beforeAll(async () => {
  const categoryId = await buildCategory(t.db);
  sellerId = await buildSeller(t.db);
  const g = await buildGoods(t.db, {
    categoryId,
    systemPrice: 1_000n,
    attributes: [{ names: { en: "Size" }, values: [{ names: { en: "M" } }] }],
    skuPrice: () => 2_000n,
  });
  skuId = g.skuIds[0] ?? 0;
  const discount = { price: 1_080n, ratio: "0.1000", start: START, end: END };
  listingId = await buildSellerGoods(t.db, { sellerId, goodsId: g.goodsId, sellingPrice: 1_200n, discount });
  buyerId = (await buildUser(t.db, { safeword: "123456" })).id;
  await buildAddress(t.db, buyerId);
});

/** What the shop shows and charges at the clock's time (public answers are cached, so each look is fresh). */
async function pricesAt(at: Date) {
  clock.set(at);
  t.caches.lists.clear();
  t.caches.counts.clear();
  const info = await t.inject<GoodsVo>("sellerGoods!info", { sellerGoodsId: listingId });
  const discounted = await t.inject<PageOf<GoodsVo>>("sellerGoods!list", { sellerId, discount: 1 });
  const token = await sessionFor(t.db, buyerId, "shop", at);
  const submitted = await t.inject<{ orderList: SubmittedOrder[] }>(
    "order!submit",
    { token, orderInfo: `${listingId},${skuId},1` },
    { as: "form" },
  );
  return {
    shown: info.data.discountPrice,
    sku: info.data.canSelectAttributes?.skus[0]?.discountPrice ?? null,
    inDiscountList: discounted.data.pageList.some((g) => g.id === String(listingId)),
    charged: submitted.data.orderList[0]?.prizeReal,
  };
}

describe("the discount window", () => {
  it("follows the injected clock on the pages and in the order's price", async () => {
    expect(await pricesAt(new Date(START.getTime() - 1000))).toEqual({
      shown: null,
      sku: null,
      inDiscountList: false,
      charged: 24,
    });
    // The SKU costs twice the platform price: its discount price is scaled by the listing's, 10.80 × 2, and the
    // card shows that price, the one the buyer pays (never the base price below every SKU).
    expect(await pricesAt(START)).toEqual({ shown: 21.6, sku: 21.6, inDiscountList: true, charged: 21.6 });
    expect(await pricesAt(new Date(END.getTime() - 1000))).toMatchObject({ shown: 21.6, sku: 21.6, charged: 21.6 });
    expect(await pricesAt(END)).toEqual({ shown: null, sku: null, inDiscountList: false, charged: 24 });
  });
});
