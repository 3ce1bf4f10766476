import { describe, expect, it } from "vitest";
import { decodeKeyword } from "../api.ts";
import { resultsPath, scopeOf, searchPath } from "./paths.ts";

describe("/wap search addresses", () => {
  it("carry the keyword JSON-encoded, as the desktop's search routes do", () => {
    const path = resultsPath('red "shoes" & co');
    expect(path.startsWith("/wap/results?k=")).toBe(true);
    expect(decodeKeyword(new URL(path, "http://x").searchParams.get("k"))).toBe('red "shoes" & co');
  });
  it("name the store scope only when it is chosen", () => {
    expect(resultsPath("lamp", "store")).toMatch(/&scope=store$/);
    expect(searchPath("")).toBe("/wap/search");
    expect(searchPath("", "store")).toBe("/wap/search?scope=store");
    expect(searchPath("lamp", "store")).toMatch(/^\/wap\/search\?k=.+&scope=store$/);
    expect(scopeOf("store")).toBe("store");
    expect(scopeOf("x")).toBe("goods");
  });
});
