import { describe, expect, it } from "vitest";
import { entryRedirect } from "./entry.ts";

describe("the original's /wap/ entry", () => {
  it("sends a goods id to the product page and a store id to the store page", () => {
    expect(entryRedirect("?sellerGoodsId=12")).toBe("/wap/product?sellerGoodsId=12");
    expect(entryRedirect("?sellerId=3&lang=ar")).toBe("/wap/store?sellerId=3&lang=ar");
  });
  it("prefers the goods when both are given and leaves a plain visit alone", () => {
    expect(entryRedirect("?sellerGoodsId=12&sellerId=3")).toBe("/wap/product?sellerGoodsId=12&sellerId=3");
    expect(entryRedirect("")).toBeNull();
    expect(entryRedirect("?lang=en")).toBeNull();
  });
});
