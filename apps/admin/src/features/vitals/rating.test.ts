import { describe, expect, it } from "vitest";
import { formatVital, ratingOf } from "./rating.ts";

describe("Web Vitals ratings", () => {
  it("rates at the thresholds' edges as Web Vitals do (good includes the limit)", () => {
    expect([ratingOf("lcp", 2500), ratingOf("lcp", 2501), ratingOf("lcp", 4000), ratingOf("lcp", 4001)]).toEqual([
      "good",
      "needsImprovement",
      "needsImprovement",
      "poor",
    ]);
    expect([ratingOf("cls", 0.1), ratingOf("cls", 0.2), ratingOf("cls", 0.26)]).toEqual([
      "good",
      "needsImprovement",
      "poor",
    ]);
    expect([ratingOf("inp", 200), ratingOf("inp", 350), ratingOf("inp", 501)]).toEqual([
      "good",
      "needsImprovement",
      "poor",
    ]);
  });

  it("formats milliseconds, long times in seconds, and CLS unitless", () => {
    expect(formatVital("lcp", 1525.4)).toBe("1,525 ms");
    expect(formatVital("inp", 12_345)).toBe("12.3 s");
    expect(formatVital("cls", 0.1526)).toBe("0.153");
  });
});
