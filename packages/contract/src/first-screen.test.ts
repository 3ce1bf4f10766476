import { describe, expect, it } from "vitest";
import { firstScreenKey } from "./first-screen.ts";

describe("firstScreenKey", () => {
  it("is the same for the server's parameters and the app's: name order, values as strings, empty ones left out", () => {
    expect(firstScreenKey("banner!bannerList", { type: "pc", imgType: 1, pageNum: 1, pageSize: 10 })).toBe(
      firstScreenKey("banner!bannerList", { pageSize: "10", pageNum: "1", imgType: "1", type: "pc", brand: undefined }),
    );
    expect(firstScreenKey("category!tree", {})).toBe("category!tree?");
    expect(firstScreenKey("a", { k: "x&y=z" })).toBe("a?k=x%26y%3Dz");
  });
});
