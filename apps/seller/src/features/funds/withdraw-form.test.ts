import { describe, expect, it } from "vitest";
import {
  amountCents,
  amountProblem,
  applyParams,
  bankProblems,
  EMPTY_BANK,
  feeChannel,
  feeOf,
  fractionText,
  maxAmountText,
  percentText,
  quote,
} from "./withdraw-form.ts";

const rules = { available: 500_000n, min: 1_000n, max: 5_000_000n, fraction: 0.01 };

describe("the fee", () => {
  it("is the amount times the fraction, truncated to the cent", () => {
    expect(feeOf(10_000n, 0.01)).toBe(100n);
    expect(feeOf(1_099n, 0.01)).toBe(10n); // 10.99 × 1 % = 0.1099 → 0.10
    expect(feeOf(333n, 0.015)).toBe(4n); // 3.33 × 1.5 % = 0.04995 → 0.04
    expect(feeOf(100_000_000_00n, 0.000001)).toBe(10_000n);
  });

  it("reads the wire fraction exactly, never a float product", () => {
    // 0.07 × 100 is 7.000000000000001 in floating point; the fee of 100.00 is exactly 7.00.
    expect(feeOf(10_000n, 0.07)).toBe(700n);
    expect(fractionText(0.07)).toBe("0.070000");
    expect(feeOf(57_00n, 0.0035)).toBe(19n); // 57 × 0.35 % = 0.1995
  });

  it("is nothing for a missing or nonsensical fraction", () => {
    expect(feeOf(10_000n, 0)).toBe(0n);
    expect(feeOf(10_000n, Number.NaN)).toBe(0n);
    expect(feeOf(10_000n, -0.5)).toBe(0n);
  });

  it("reads as a percentage", () => {
    expect(percentText(0.01)).toBe("1");
    expect(percentText(0.015)).toBe("1.5");
    expect(percentText(0.0025)).toBe("0.25");
    expect(percentText(0)).toBe("0");
    expect(percentText(0.123456)).toBe("12.3456");
  });
});

describe("the quote", () => {
  it("takes the amount, and the arrival is the amount less the fee", () => {
    expect(quote("100", 0.01)).toEqual({ amount: 10_000n, fee: 100n, arrival: 9_900n });
    expect(quote(" 12.34 ", 0.02)).toEqual({ amount: 1_234n, fee: 24n, arrival: 1_210n });
  });

  it("waits for an amount to read", () => {
    expect(quote("", 0.01)).toBeUndefined();
    expect(quote("0", 0.01)).toBeUndefined();
    expect(quote("1.234", 0.01)).toBeUndefined();
    expect(quote("1e3", 0.01)).toBeUndefined();
  });
});

describe("the amount", () => {
  it("takes at most two decimals", () => {
    expect(amountCents("10")).toBe(1_000n);
    expect(amountCents("10.5")).toBe(1_050n);
    expect(amountCents("10.555")).toBeUndefined();
    expect(amountCents("-1")).toBeUndefined();
    expect(amountCents("1,000")).toBeUndefined();
  });

  it("names the first problem", () => {
    expect(amountProblem("", rules)).toBe("required");
    expect(amountProblem("abc", rules)).toBe("format");
    expect(amountProblem("0.00", rules)).toBe("zero");
    expect(amountProblem("5000.01", rules)).toBe("overBalance");
    expect(amountProblem("9.99", rules)).toBe("belowMin");
    expect(amountProblem("5000", { ...rules, max: 100_000n })).toBe("aboveMax");
    expect(amountProblem("0.01", { ...rules, min: 0n, fraction: 1 })).toBe("noArrival");
    expect(amountProblem("10", rules)).toBeUndefined();
    expect(amountProblem("5000.00", rules)).toBeUndefined();
  });

  it("has no maximum of its own when the console sets none", () => {
    expect(amountProblem("5000", { ...rules, max: 0n })).toBeUndefined();
  });

  it("offers the balance, capped by the maximum", () => {
    expect(maxAmountText(rules)).toBe("5000.00");
    expect(maxAmountText({ available: 500_000n, max: 20_050n })).toBe("200.50");
    expect(maxAmountText({ available: 12_345n, max: 0n })).toBe("123.45");
    expect(maxAmountText({ available: -5n, max: 0n })).toBe("0.00");
  });
});

describe("the bank account", () => {
  const bank = { ...EMPTY_BANK, bankName: "Deutsche Bank", bankUserName: "Ada Store", bankCardNo: "DE89 3704 0044" };

  it("needs the bank, the holder and a readable account number", () => {
    expect(bankProblems(EMPTY_BANK)).toEqual({
      bankName: "required",
      bankUserName: "required",
      bankCardNo: "required",
    });
    expect(bankProblems(bank)).toEqual({});
    expect(bankProblems({ ...bank, bankCardNo: "12#4" })).toEqual({ bankCardNo: "invalid" });
    expect(bankProblems({ ...bank, swiftCode: "DEUTDEFF500X" })).toEqual({ swiftCode: "invalid" });
  });
});

describe("the request", () => {
  it("goes to the bound address in its coin", () => {
    const to = { method: "chain", coin: "USDT", address: "TXYZ" } as const;
    expect(applyParams(10_050n, "123456", to)).toEqual({
      amount: "100.50",
      safeword: "123456",
      channel: "USDT",
      from: "TXYZ",
    });
    expect(feeChannel(to)).toBe("USDT");
  });

  it("goes to a bank with the fields typed, blank ones left out", () => {
    const to = {
      method: "bank",
      bank: { ...EMPTY_BANK, bankName: " Bank ", bankUserName: "Ada", bankCardNo: "1234 5678", swiftCode: "" },
    } as const;
    expect(applyParams(1_000n, "654321", to)).toEqual({
      amount: "10.00",
      safeword: "654321",
      channel: "bank",
      bankName: "Bank",
      bankUserName: "Ada",
      bankCardNo: "1234 5678",
    });
    expect(feeChannel(to)).toBe("bank");
  });
});
