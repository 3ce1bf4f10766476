import { describe, expect, it } from "vitest";
import { pageItems } from "./Pagination.tsx";
import { goodSharePercent } from "./share.ts";
import { sortParams } from "./sort.ts";

describe("pageItems", () => {
  it("lists every page when there are few", () => {
    expect(pageItems(1, 5)).toEqual([1, 2, 3, 4, 5]);
  });
  it("elides far pages around the current one", () => {
    expect(pageItems(10, 20)).toEqual([1, "gap", 8, 9, 10, 11, 12, "gap", 20]);
    expect(pageItems(1, 20)).toEqual([1, 2, 3, "gap", 20]);
    expect(pageItems(20, 20)).toEqual([1, "gap", 18, 19, 20]);
  });
});

describe("sortParams", () => {
  it("sends one flag, or none for the default order", () => {
    expect(sortParams({ key: "default", dir: 2 })).toEqual({});
    expect(sortParams({ key: "isPrice", dir: 1 })).toEqual({ isPrice: 1 });
  });
});

describe("goodSharePercent", () => {
  it("shows a store's fraction of good reviews as a truncated percent, and nothing without reviews", () => {
    expect(goodSharePercent(0.6667)).toBe("66.6%");
    expect(goodSharePercent(1)).toBe("100.0%");
    expect(goodSharePercent(0.985)).toBe("98.5%");
    expect(goodSharePercent(0.0001)).toBe("0.0%");
    expect(goodSharePercent(0)).toBeUndefined();
  });
});
