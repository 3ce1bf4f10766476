import { describe, expect, it } from "vitest";
import { fractionToPercent, percentToPpm, ppmToPercent, yearlyPercent } from "./rates.ts";

describe("loan rates", () => {
  it("reads the wire's daily fractions as percent without a float's tail", () => {
    expect(fractionToPercent(0.002)).toBe("0.2");
    expect(fractionToPercent(0.005)).toBe("0.5");
    expect(fractionToPercent(0.0015)).toBe("0.15");
    // 0.1 + 0.2 style noise: 0.003 arrives as 0.0030000000000000001 and still reads 0.3.
    expect(fractionToPercent(0.1 * 0.03)).toBe("0.3");
    expect(fractionToPercent(0.000001)).toBe("0.0001");
    expect(fractionToPercent(0.12)).toBe("12");
    expect(fractionToPercent(0)).toBe("0");
  });
  it("says 0 for nonsense", () => {
    expect(fractionToPercent(Number.NaN)).toBe("0");
    expect(fractionToPercent(-0.01)).toBe("0");
  });
  it("turns percent text into parts per million and back", () => {
    expect(percentToPpm("0.2")).toBe(2000);
    expect(percentToPpm(" 1.2345 ")).toBe(12_345);
    expect(percentToPpm("12")).toBe(120_000);
    expect(percentToPpm("0.12345")).toBeUndefined();
    expect(percentToPpm("-1")).toBeUndefined();
    expect(percentToPpm("")).toBeUndefined();
    expect(ppmToPercent(12_340)).toBe("1.234");
    expect(ppmToPercent(730_000)).toBe("73");
  });
  it("tells the yearly equivalent of a daily rate", () => {
    expect(yearlyPercent("0.2")).toBe("73");
    expect(yearlyPercent("0.0123")).toBe("4.4895");
    expect(yearlyPercent("1")).toBe("365");
    expect(yearlyPercent("abc")).toBeUndefined();
  });
});
