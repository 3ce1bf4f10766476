import { describe, expect, it } from "vitest";
import { firstBuyableSku, openingPrice } from "./opening.ts";

const sku = (skuId: string, over: object = {}) => ({
  skuId,
  attrs: [],
  price: 10,
  sellingPrice: 10,
  discountPrice: null,
  iconImg: "",
  coverImg: "",
  img: [],
  hidden: false,
  stock: 5,
  ...over,
});
const listing = { sellingPrice: 8, discountPrice: null, priceFrom: 1 as const };

describe("the price a product page opens with", () => {
  it("is the first option on sale and in stock, without 'from'", () => {
    const cas = {
      goodAttrs: [{ attrId: "1", attrName: "Size", attrValues: [] }],
      skus: [
        sku("1", { hidden: true, sellingPrice: 8 }),
        sku("2", { stock: 0 }),
        sku("3", { sellingPrice: 12, discountPrice: 9 }),
      ],
      skuImg: {},
    };
    expect(firstBuyableSku(cas)?.skuId).toBe("3");
    expect(openingPrice({ ...listing, canSelectAttributes: cas })).toEqual({ sellingPrice: 12, discountPrice: 9 });
  });
  it("is the listing's own ('from' when its options differ) without options or when none can be bought", () => {
    expect(openingPrice(listing)).toBe(listing);
    const soldOut = {
      goodAttrs: [{ attrId: "1", attrName: "Size", attrValues: [] }],
      skus: [sku("1", { stock: 0 })],
      skuImg: {},
    };
    expect(openingPrice({ ...listing, canSelectAttributes: soldOut })).toMatchObject({ sellingPrice: 8, priceFrom: 1 });
  });
});
