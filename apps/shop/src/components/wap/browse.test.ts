import { describe, expect, it } from "vitest";
import { arrayFeed, type FeedState, pageListFeed, shouldLoadNext, sortChoices, sortId } from "./browse-feed.ts";
import { chatPath, wapHref } from "./browse-links.ts";

const info = (pageNum: number, totalPage: number) => ({
  pageNum,
  pageSize: 20,
  totalElements: totalPage * 20,
  totalPage,
});
const state = (over: Partial<FeedState<number>> = {}): FeedState<number> => ({
  page: { items: [1], more: true },
  pending: false,
  error: false,
  placeholder: false,
  retry: () => undefined,
  ...over,
});

describe("endless lists", () => {
  it("know from the page information whether another page follows", () => {
    expect(pageListFeed({ pageList: [1, 2], pageInfo: info(1, 3) })).toEqual({ items: [1, 2], more: true });
    expect(pageListFeed({ pageList: [1], pageInfo: info(3, 3) }).more).toBe(false);
    expect(pageListFeed({ pageList: null, pageInfo: null })).toEqual({ items: [], more: false });
  });
  it("treat a full page without page information as one that may continue", () => {
    expect(arrayFeed([1, 2, 3], 3).more).toBe(true);
    expect(arrayFeed([1, 2], 3).more).toBe(false);
  });
  it("load the next page only near the end, with the last page in and not the last", () => {
    expect(shouldLoadNext(true, state())).toBe(true);
    expect(shouldLoadNext(false, state())).toBe(false);
    expect(shouldLoadNext(true, state({ pending: true }))).toBe(false);
    expect(shouldLoadNext(true, state({ placeholder: true }))).toBe(false);
    expect(shouldLoadNext(true, state({ error: true }))).toBe(false);
    expect(shouldLoadNext(true, state({ page: { items: [], more: false } }))).toBe(false);
    expect(shouldLoadNext(true, state({ page: undefined }))).toBe(false);
  });
  it("offer price in both directions and name each order", () => {
    const ids = sortChoices(["default", "isHot", "isPrice"]).map((c) => c.id);
    expect(ids).toEqual(["default", "isHot", "isPrice-1", "isPrice-2"]);
    expect(sortId({ key: "isPrice", dir: 2 })).toBe("isPrice-2");
    expect(sortId({ key: "isNew", dir: 2 })).toBe("isNew");
  });
});

describe("links inside /wap", () => {
  it("map the desktop's pages to their phone pages, without the language", () => {
    expect(wapHref("/productDetails?id=12")).toEqual({ to: "/wap/product?sellerGoodsId=12" });
    expect(wapHref("/store?id=3")).toEqual({ to: "/wap/store?sellerId=3" });
    expect(wapHref("/classification")).toEqual({ to: "/wap/category" });
    expect(wapHref("/index")).toEqual({ to: "/wap/" });
  });
  it("keep /wap links and external ones, and ignore an empty link", () => {
    expect(wapHref("/wap/store?sellerId=3")).toEqual({ to: "/wap/store?sellerId=3" });
    expect(wapHref("https://example.com/x")).toEqual({ href: "https://example.com/x" });
    expect(wapHref("  ")).toBeNull();
  });
  it("build the chat address", () => {
    expect(chatPath("7", "12")).toBe("/wap/chat?sellerId=7&productId=12");
    expect(chatPath("7")).toBe("/wap/chat?sellerId=7");
  });
});
