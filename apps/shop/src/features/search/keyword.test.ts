import { describe, expect, it } from "vitest";
import { normaliseDownload } from "../download/api.ts";
import { decodeKeyword, encodeKeyword } from "./api.ts";

describe("search keyword in the route", () => {
  it("round-trips JSON-encoded text", () => {
    const k = 'red "shoes" & co';
    expect(decodeKeyword(decodeURIComponent(encodeKeyword(k)))).toBe(k);
  });
  it("accepts a plain value and trims", () => {
    expect(decodeKeyword(" earbuds ")).toBe("earbuds");
    expect(decodeKeyword("123")).toBe("123");
    expect(decodeKeyword(null)).toBe("");
  });
});

describe("download urls", () => {
  it("accepts a string or an object naming both apps", () => {
    expect(normaliseDownload("https://x/app.apk")).toEqual({ buyer: "https://x/app.apk", seller: "" });
    expect(normaliseDownload({ url: "/a", buyerUrl: "/b", sellerUrl: "/s" })).toEqual({ buyer: "/b", seller: "/s" });
    expect(normaliseDownload(null)).toEqual({ buyer: "", seller: "" });
  });
});
