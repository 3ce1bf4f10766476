import { describe, expect, it } from "vitest";
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
