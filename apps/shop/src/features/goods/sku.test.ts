import type { CanSelectAttributes } from "@mall/contract";
import { describe, expect, it } from "vitest";
import { clampQuantity, initialSelection, quantityBounds, skuFor, skuImage, valueState } from "./sku.ts";

const attr = (attrId: number, attrValueId: number) => ({
  attrId: String(attrId),
  attrValueId: String(attrValueId),
  attrName: `a${attrId}`,
  attrValueName: `v${attrValueId}`,
  isIcon: 0,
  iconImg: "",
});
const sku = (skuId: number, values: [number, number][], stock: number, hidden = false) => ({
  skuId: String(skuId),
  attrs: values.map(([a, v]) => attr(a, v)),
  price: 10 + skuId,
  sellingPrice: 10 + skuId,
  discountPrice: null,
  iconImg: "",
  coverImg: skuId === 2 ? "/cover2.svg" : "",
  img: [],
  hidden,
  stock,
});

// colour 1 (red 11, blue 12) × size 2 (S 21, M 22); blue-M out of stock; a hidden green (13).
const cas: CanSelectAttributes = {
  skus: [
    sku(
      1,
      [
        [1, 11],
        [2, 21],
      ],
      5,
    ),
    sku(
      2,
      [
        [1, 11],
        [2, 22],
      ],
      5,
    ),
    sku(
      3,
      [
        [1, 12],
        [2, 21],
      ],
      5,
    ),
    sku(
      4,
      [
        [1, 12],
        [2, 22],
      ],
      0,
    ),
    sku(
      5,
      [
        [1, 13],
        [2, 21],
      ],
      5,
      true,
    ),
  ],
  goodAttrs: [
    {
      attrId: "1",
      attrName: "colour",
      attrValues: [11, 12, 13].map((v) => ({ attrValueId: String(v), attrValueName: `v${v}`, isIcon: 0, iconImg: "" })),
    },
    {
      attrId: "2",
      attrName: "size",
      attrValues: [21, 22].map((v) => ({ attrValueId: String(v), attrValueName: `v${v}`, isIcon: 0, iconImg: "" })),
    },
  ],
  skuImg: { "12": "/blue.svg" },
};

describe("sku picker", () => {
  it("finds the sku of a complete selection only", () => {
    expect(skuFor(cas, { 1: "11", 2: "22" })?.skuId).toBe("2");
    expect(skuFor(cas, { 1: "11" })).toBeUndefined();
    expect(skuFor(cas, { 1: "13", 2: "21" })).toBeUndefined();
  });
  it("disables values that lead only to sold-out skus and hides hidden ones", () => {
    expect(valueState(cas, { 1: "12" }, "2", "22")).toEqual({ visible: true, enabled: false });
    expect(valueState(cas, { 1: "11" }, "2", "22")).toEqual({ visible: true, enabled: true });
    expect(valueState(cas, {}, "1", "13").visible).toBe(false);
    // Changing the same attribute ignores its current value.
    expect(valueState(cas, { 1: "11", 2: "22" }, "1", "12").enabled).toBe(false);
    expect(valueState(cas, { 1: "11", 2: "21" }, "1", "12").enabled).toBe(true);
  });
  it("starts on the first buyable sku and picks its picture", () => {
    expect(initialSelection(cas)).toEqual({ 1: "11", 2: "21" });
    expect(skuImage(cas, skuFor(cas, { 1: "11", 2: "22" }))).toBe("/cover2.svg");
    expect(skuImage(cas, skuFor(cas, { 1: "12", 2: "21" }))).toBe("/blue.svg");
  });
  it("bounds the quantity by buyMin, maxBuy and stock", () => {
    expect(quantityBounds(undefined, 500)).toEqual({ min: 1, max: 500 });
    expect(quantityBounds(3, 500, 40)).toEqual({ min: 3, max: 40 });
    expect(quantityBounds(10, 5)).toEqual({ min: 10, max: 10 });
    expect(clampQuantity(0, { min: 2, max: 9 })).toBe(2);
    expect(clampQuantity(2.7, { min: 1, max: 9 })).toBe(2);
    expect(clampQuantity(99, { min: 1, max: 9 })).toBe(9);
    expect(clampQuantity(Number.NaN, { min: 1, max: 9 })).toBe(1);
  });
});
