import { describe, expect, it } from "vitest";
import { checkRepayAmount, dueAfter } from "./repay.ts";

describe("checkRepayAmount", () => {
  it("takes up to what is due, with up to 2 decimals", () => {
    expect(checkRepayAmount("100000", 278_750)).toBeUndefined();
    expect(checkRepayAmount(" 278750.00 ", 278_750)).toBeUndefined();
    expect(checkRepayAmount("0.01", 0.01)).toBeUndefined();
  });
  it("says what is wrong", () => {
    expect(checkRepayAmount("", 100)).toBe("invalid");
    expect(checkRepayAmount("1.234", 100)).toBe("invalid");
    expect(checkRepayAmount("-5", 100)).toBe("invalid");
    expect(checkRepayAmount("1e3", 10_000)).toBe("invalid");
    expect(checkRepayAmount("0", 100)).toBe("zero");
    expect(checkRepayAmount("0.00", 100)).toBe("zero");
    expect(checkRepayAmount("278750.01", 278_750)).toBe("aboveDue");
  });
  it("compares in cents, so a float's rounding never refuses the exact due", () => {
    expect(checkRepayAmount("0.3", 0.1 + 0.2)).toBeUndefined();
  });
});

describe("dueAfter", () => {
  it("is what remains in cents, never below zero", () => {
    expect(dueAfter(278_750, "100000")).toBe(17_875_000n);
    expect(dueAfter(100, "100.00")).toBe(0n);
    expect(dueAfter(100, "150")).toBe(0n);
  });
});
