import { describe, expect, it } from "vitest";
import { decodeK, encodeK, isSearchRoute, pushHistory } from "./history.ts";

describe("search history", () => {
  it("puts the newest first and keeps entries unique", () => {
    expect(pushHistory(["a", "b", "c"], "b")).toEqual(["b", "a", "c"]);
  });
  it("keeps at most 10 entries", () => {
    const list = Array.from({ length: 10 }, (_, i) => `k${i}`);
    const next = pushHistory(list, "new");
    expect(next).toHaveLength(10);
    expect(next[0]).toBe("new");
    expect(next).not.toContain("k9");
  });
  it("ignores blank text and trims", () => {
    expect(pushHistory(["a"], "   ")).toEqual(["a"]);
    expect(pushHistory([], "  shoes ")).toEqual(["shoes"]);
  });
});

describe("k query", () => {
  it("round-trips text through JSON", () => {
    expect(decodeK(encodeK('red "dress" & co'))).toBe('red "dress" & co');
  });
  it("accepts a raw value that is not JSON", () => {
    expect(decodeK("shoes")).toBe("shoes");
    expect(decodeK(null)).toBe("");
  });
  it("knows the search routes", () => {
    expect(isSearchRoute("/searchGoods")).toBe(true);
    expect(isSearchRoute("/searchResult/abc")).toBe(true);
    expect(isSearchRoute("/store")).toBe(false);
  });
});
