import { describe, expect, it } from "vitest";
import {
  applyRatio,
  centsToDecimal,
  centsToWire,
  formatAmount,
  formatCount,
  parseCents,
  percentOff,
  priceView,
} from "./money.ts";

describe("parseCents", () => {
  it("reads decimal text into cents, truncating past two decimals", () => {
    expect(parseCents("12.345")).toBe(1234n);
    expect(parseCents("12.999")).toBe(1299n);
    expect(parseCents("0.1")).toBe(10n);
    expect(parseCents("7")).toBe(700n);
    expect(parseCents("-3.456")).toBe(-345n);
  });
  it("reads wire numbers", () => {
    expect(parseCents(19.99)).toBe(1999n);
    expect(parseCents(0.07)).toBe(7n);
  });
  it("refuses anything that is not a plain decimal", () => {
    for (const bad of ["", "abc", "1e5", "1,000.00", "--1", Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(parseCents(bad)).toBeUndefined();
    }
  });
});

describe("formatAmount", () => {
  it("uses thousands separators and two decimals", () => {
    expect(formatAmount(123456789n)).toBe("1,234,567.89");
    expect(formatAmount(0n)).toBe("0.00");
    expect(formatAmount(5n)).toBe("0.05");
    expect(formatAmount(100000n)).toBe("1,000.00");
  });
  it("truncates, never rounds", () => {
    expect(formatAmount(1234.567)).toBe("1,234.56");
    expect(formatAmount("0.999")).toBe("0.99");
    expect(formatAmount(19.995)).toBe("19.99");
  });
  it("formats negatives and empty values", () => {
    expect(formatAmount(-123456n)).toBe("-1,234.56");
    expect(formatAmount(null)).toBe("0.00");
    expect(formatAmount(undefined)).toBe("0.00");
    expect(formatAmount("")).toBe("0.00");
    expect(formatAmount("n/a")).toBe("0.00");
  });
  it("keeps precision on very large amounts", () => {
    expect(formatAmount(123456789012345678n)).toBe("1,234,567,890,123,456.78");
  });
});

describe("conversions", () => {
  it("centsToWire and centsToDecimal", () => {
    expect(centsToWire(1234n)).toBe(12.34);
    expect(centsToDecimal(1234n)).toBe("12.34");
    expect(centsToDecimal(-5n)).toBe("-0.05");
  });
  it("applyRatio truncates to cents", () => {
    expect(applyRatio(1000n, "0.15")).toBe(150n);
    expect(applyRatio(999n, "0.3333")).toBe(332n);
    expect(() => applyRatio(100n, "-1")).toThrow();
  });
});

describe("formatCount", () => {
  it("groups thousands with commas, as amounts are written, whatever the browser's locale", () => {
    expect(formatCount(0)).toBe("0");
    expect(formatCount(999)).toBe("999");
    expect(formatCount(1000)).toBe("1,000");
    expect(formatCount(1234567)).toBe("1,234,567");
    expect(formatCount(-12345)).toBe("-12,345");
    expect(formatCount(undefined)).toBe("0");
    expect(formatCount(Number.NaN)).toBe("0");
  });
});

describe("priceView", () => {
  it("shows the discount price with the selling price struck through", () => {
    expect(priceView({ sellingPrice: 32.33, discountPrice: 24.99 })).toEqual({
      now: 24.99,
      was: 32.33,
      percentOff: 22,
    });
  });
  it("falls back to the selling price without an active discount", () => {
    expect(priceView({ sellingPrice: 19.99, discountPrice: null })).toEqual({
      now: 19.99,
      was: null,
      percentOff: null,
    });
    // A "discount" that is not lower is no discount.
    expect(priceView({ sellingPrice: 10, discountPrice: 12 })).toEqual({ now: 10, was: null, percentOff: null });
  });
  it("computes the saving on cents, truncated", () => {
    expect(percentOff(0.3, 0.2)).toBe(33);
    expect(percentOff(100, 99.99)).toBeNull();
    expect(percentOff(0, 0)).toBeNull();
  });
});
