import { describe, expect, it } from "vitest";
import {
  allOf,
  checkDepositVolume,
  checkFiatAmount,
  checkWithdrawAmount,
  estimateCredit,
  maskTail,
  numberText,
  percentText,
  readTwoPlaces,
  safeHref,
  withdrawCost,
} from "./money-input.ts";

const usdt = { coin: "USDT", fee: 1, recharge_limit_min: 10, recharge_limit_max: 50_000 };
const btc = { coin: "BTC", fee: 65_432.1, recharge_limit_min: 10, recharge_limit_max: 9_999_999 };

describe("the estimated credit of a deposit", () => {
  it("is volume × price, truncated to cents, without float error", () => {
    expect(estimateCredit("100", 1)).toBe(10_000n);
    expect(estimateCredit("0.1", 3)).toBe(30n);
    expect(estimateCredit("0.00123456", 65_432.1)).toBe(8_077n); // 80.7798… USDT
    expect(estimateCredit("1.005", 1)).toBe(100n);
    expect(estimateCredit("abc", 1)).toBeUndefined();
  });
  it("reads a wire price as its decimal text", () => {
    expect(numberText(65_432.1)).toBe("65432.1");
    expect(numberText(0.1 + 0.2)).toBe("0.3");
    expect(numberText(1)).toBe("1");
    expect(numberText(Number.NaN)).toBe("0");
  });
});

describe("the coin amount of an on-chain deposit", () => {
  it("takes stablecoins from 1 with at most 2 decimals", () => {
    expect(checkDepositVolume("100.5", usdt)).toEqual({ credit: 10_050n });
    expect(checkDepositVolume("", usdt)).toEqual({ problem: { key: "required" } });
    expect(checkDepositVolume("1e3", usdt)).toEqual({ problem: { key: "number" } });
    expect(checkDepositVolume("10.123", usdt)).toEqual({ problem: { key: "places", values: { n: "2" } } });
    expect(checkDepositVolume("0", usdt)).toEqual({ problem: { key: "positive" } });
    expect(checkDepositVolume("0.5", { ...usdt, recharge_limit_min: 0 })).toEqual({ problem: { key: "atLeastOne" } });
  });
  it("keeps the credit inside the channel's bounds", () => {
    expect(checkDepositVolume("9.99", usdt)).toEqual({
      problem: { key: "min", values: { min: "10.00", unit: "USDT" } },
    });
    expect(checkDepositVolume("50000.01", usdt)).toEqual({
      problem: { key: "max", values: { max: "50000.00", unit: "USDT" } },
    });
  });
  it("takes other coins with up to 8 decimals, bounded by their USDT value", () => {
    expect(checkDepositVolume("0.01", btc)).toEqual({ credit: 65_432n });
    expect(checkDepositVolume("0.000000001", btc)).toEqual({ problem: { key: "places", values: { n: "8" } } });
    expect(checkDepositVolume("0.0001", btc)).toEqual({
      problem: { key: "min", values: { min: "10.00", unit: "USDT" } },
    });
  });
});

describe("two-decimal amounts", () => {
  it("are read exactly", () => {
    expect(readTwoPlaces(" 12.3 ")).toEqual({ cents: 1_230n });
    expect(readTwoPlaces("12.345")).toEqual({ problem: { key: "places", values: { n: "2" } } });
    expect(readTwoPlaces("-1")).toEqual({ problem: { key: "number" } });
    expect(readTwoPlaces("0.00")).toEqual({ problem: { key: "positive" } });
    expect(readTwoPlaces("1234567890123")).toEqual({ problem: { key: "tooLarge", values: { n: "2" } } });
  });
  it("need a currency first for the card provider, then its bounds", () => {
    const php = { bank_code: "PHP", min_amount: 100, max_amount: 50_000 };
    expect(checkFiatAmount("500", undefined)).toEqual({ problem: { key: "currencyFirst" } });
    expect(checkFiatAmount("500", php)).toEqual({ cents: 50_000n });
    expect(checkFiatAmount("99.99", php)).toEqual({ problem: { key: "min", values: { min: "100.00", unit: "PHP" } } });
    expect(checkFiatAmount("50000.01", php)).toEqual({
      problem: { key: "max", values: { max: "50000.00", unit: "PHP" } },
    });
  });
});

describe("a withdrawal", () => {
  it("costs a fee of amount × fraction truncated to cents; the rest arrives", () => {
    expect(withdrawCost(10_000n, 0.01)).toEqual({ fee: 100n, arrival: 9_900n });
    expect(withdrawCost(12_345n, 0.1)).toEqual({ fee: 1_234n, arrival: 11_111n });
    expect(withdrawCost(999n, 0.015)).toEqual({ fee: 14n, arrival: 985n });
    expect(withdrawCost(5_000n, 0)).toEqual({ fee: 0n, arrival: 5_000n });
    expect(withdrawCost(0n, 0.01)).toEqual({ fee: 0n, arrival: 0n });
  });
  it("shows the fraction as a percent", () => {
    expect(percentText(0.01)).toBe("1");
    expect(percentText(0.015)).toBe("1.5");
    expect(percentText(0.1)).toBe("10");
    expect(percentText(0)).toBe("0");
  });
  it("stays inside the limits and the available balance", () => {
    const o = { min: 10, max: 5_000, balance: 1_000.5 };
    expect(checkWithdrawAmount("100", o)).toEqual({ cents: 10_000n });
    expect(checkWithdrawAmount("9.99", o)).toEqual({ problem: { key: "min", values: { min: "10.00", unit: "USDT" } } });
    expect(checkWithdrawAmount("5000.01", { ...o, balance: 9_999 })).toEqual({
      problem: { key: "max", values: { max: "5000.00", unit: "USDT" } },
    });
    expect(checkWithdrawAmount("1000.51", o)).toEqual({ problem: { key: "balance" } });
    expect(checkWithdrawAmount("1000.50", o)).toEqual({ cents: 100_050n });
    expect(checkWithdrawAmount("50", { balance: undefined })).toEqual({ cents: 5_000n });
  });
  it("takes the whole balance with All, truncated", () => {
    expect(allOf(1_234.567)).toBe("1234.56");
    expect(allOf(0)).toBe("0.00");
  });
});

describe("links and numbers from the server", () => {
  it("opens only http(s) and this site's paths", () => {
    expect(safeHref("https://pay.example/checkout?id=1")).toBe("https://pay.example/checkout?id=1");
    expect(safeHref("/sandbox-pay/abc")).toBe("/sandbox-pay/abc");
    expect(safeHref("javascript:alert(1)")).toBeUndefined();
    expect(safeHref("data:text/html,<b>x</b>")).toBeUndefined();
    expect(safeHref("//evil.example/x")).toBeUndefined();
    expect(safeHref("")).toBeUndefined();
  });
  it("masks account numbers but their last four", () => {
    expect(maskTail("6222 0212 3456 7890")).toBe("•••• 7890");
    expect(maskTail("123")).toBe("123");
  });
});
