import { LOAN_AMOUNT_MAX, LOAN_AMOUNT_MIN, LOAN_STATUS } from "@mall/contract";
import { describe, expect, it } from "vitest";
import {
  amountBounds,
  canReapply,
  canRepay,
  checkLoanAmount,
  checkTerm,
  daysUntil,
  digitsOnly,
  draftFromRejected,
  draftProblems,
  EMPTY_DRAFT,
  exampleOf,
  formatWhole,
  isUnfinished,
  loanState,
  percentOf,
  shortfall,
  termOptions,
  wireInstant,
} from "./loan-terms.ts";

const config = {
  rate: 0.002,
  defaultRate: 0.005,
  lendableDays: ["7", "30"],
  allLendableDays: ["7", "14", "30", "90"],
  amountMin: 100_000,
  amountMax: 30_000_000,
};

describe("amounts", () => {
  it("takes the server's bounds, the spec's until it answers", () => {
    expect(amountBounds()).toEqual({ min: LOAN_AMOUNT_MIN, max: LOAN_AMOUNT_MAX });
    expect(amountBounds({ amountMin: 500.5, amountMax: 9_999.9 })).toEqual({ min: 501, max: 9_999 });
    expect(amountBounds({ amountMin: 0, amountMax: 0 })).toEqual({ min: LOAN_AMOUNT_MIN, max: LOAN_AMOUNT_MAX });
  });

  it("keeps digits only as typed, without leading zeros", () => {
    expect(digitsOnly("12,5a00.7")).toBe("125007");
    expect(digitsOnly("000123")).toBe("123");
    expect(digitsOnly("0")).toBe("0");
    expect(digitsOnly("1234567890123456")).toBe("123456789012");
  });

  it("accepts a whole number inside the bounds and says why not otherwise", () => {
    const b = amountBounds(config);
    expect(checkLoanAmount("", b)).toEqual({ problem: { key: "amountRequired" } });
    expect(checkLoanAmount("100000.5", b)).toEqual({ problem: { key: "amountWhole" } });
    expect(checkLoanAmount("99999", b)).toEqual({
      problem: { key: "amountRange", values: { min: "100,000", max: "30,000,000" } },
    });
    expect(checkLoanAmount("30000001", b)).toMatchObject({ problem: { key: "amountRange" } });
    expect(checkLoanAmount("100000", b)).toEqual({ amount: 100_000 });
    expect(checkLoanAmount(" 30000000 ", b)).toEqual({ amount: 30_000_000 });
  });

  it("writes whole amounts with separators", () => {
    expect(formatWhole(100_000)).toBe("100,000");
    expect(formatWhole(30_000_000)).toBe("30,000,000");
    expect(formatWhole(1234.99)).toBe("1,234");
  });
});

describe("terms", () => {
  it("lists every term shown in order, greying those not on offer", () => {
    expect(termOptions(["30", "7", "90", "14"], ["7", "30"])).toEqual([
      { days: 7, offered: true },
      { days: 14, offered: false },
      { days: 30, offered: true },
      { days: 90, offered: false },
    ]);
  });

  it("lists a term on offer that the shown list lacks, and drops what is no term", () => {
    expect(termOptions(["7", "x", "0", "400", "7"], ["10"])).toEqual([
      { days: 7, offered: false },
      { days: 10, offered: true },
    ]);
  });

  it("accepts only a chosen term on offer", () => {
    const options = termOptions(config.allLendableDays, config.lendableDays);
    expect(checkTerm("", options)).toEqual({ problem: { key: "termRequired" } });
    expect(checkTerm("14", options)).toEqual({ problem: { key: "termNotOffered" } });
    expect(checkTerm("15", options)).toEqual({ problem: { key: "termNotOffered" } });
    expect(checkTerm("30", options)).toEqual({ days: 30 });
  });
});

describe("rates", () => {
  it("shows a daily fraction as a percent without the float's tail", () => {
    expect(percentOf(0.002)).toBe("0.2");
    expect(percentOf(0.0015)).toBe("0.15");
    expect(percentOf(0.1)).toBe("10");
    expect(percentOf(0.07)).toBe("7");
    expect(percentOf(0)).toBe("0");
    expect(percentOf(Number.NaN)).toBe("0");
  });
});

describe("states", () => {
  it("names each state and what it allows", () => {
    expect(loanState(LOAN_STATUS.pending)).toBe("pending");
    expect(loanState(LOAN_STATUS.overdue)).toBe("overdue");
    expect(loanState(9)).toBeUndefined();
    expect(loanState(undefined)).toBeUndefined();
    expect([1, 2, 3, 4, 5].filter(canRepay)).toEqual([LOAN_STATUS.active, LOAN_STATUS.overdue]);
    expect([1, 2, 3, 4, 5].filter(canReapply)).toEqual([LOAN_STATUS.rejected]);
    expect([1, 2, 3, 4, 5].filter(isUnfinished)).toEqual([1, 2, 3]);
  });
});

describe("repaying", () => {
  it("counts what the wallet lacks in cents, exactly", () => {
    expect(shortfall(100, 100)).toBe(0n);
    expect(shortfall(100.01, 100)).toBe(0n);
    expect(shortfall(0.1, 0.3)).toBe(20n);
    expect(shortfall(99.99, 100_000.5)).toBe(9_990_051n);
  });

  it("reads a Shanghai wall clock as its instant", () => {
    expect(wireInstant("2026-01-02 08:00:00")).toBe(Date.UTC(2026, 0, 2, 0, 0, 0));
    expect(wireInstant("2026-01-02")).toBeUndefined();
    expect(wireInstant(null)).toBeUndefined();
  });

  it("counts started days until the due time, then started days late", () => {
    const due = "2026-01-10 08:00:00"; // 00:00 UTC
    const at = (iso: string) => Date.parse(iso);
    expect(daysUntil(due, at("2026-01-07T00:00:00Z"))).toBe(3);
    expect(daysUntil(due, at("2026-01-07T00:00:01Z"))).toBe(3);
    expect(daysUntil(due, at("2026-01-09T12:00:00Z"))).toBe(1);
    expect(daysUntil(due, at("2026-01-10T00:00:00Z"))).toBe(0);
    expect(daysUntil(due, at("2026-01-10T10:00:00Z"))).toBe(0);
    expect(daysUntil(due, at("2026-01-12T01:00:00Z"))).toBe(-2);
    expect(daysUntil("", 0)).toBeUndefined();
  });
});

describe("the worked example", () => {
  it("takes the smallest amount for the term on offer nearest a month", () => {
    expect(exampleOf(config)).toEqual({ applyAmount: "100000", creditPeriod: 30 });
    expect(exampleOf({ ...config, lendableDays: ["10", "45"], allLendableDays: [] })).toEqual({
      applyAmount: "100000",
      creditPeriod: 45,
    });
    expect(exampleOf({ ...config, lendableDays: [] })).toBeUndefined();
  });
});

describe("the application", () => {
  const bounds = amountBounds(config);
  const terms = termOptions(config.allLendableDays, config.lendableDays);
  const done = { face: "done", back: "done", hand: "done" } as const;
  const filled = {
    realName: "Ada Lovelace",
    countryId: "12",
    identification: "P1234567",
    applyAmount: "150000",
    creditPeriod: "30",
  };

  it("has no problem once every field is right and the agreement is ticked", () => {
    const problems = draftProblems(filled, { bounds, terms, photos: done, agreed: true });
    expect(Object.values(problems).filter(Boolean)).toEqual([]);
  });

  it("names each problem of an empty form", () => {
    const photos = { face: "missing", back: "uploading", hand: "failed" } as const;
    const problems = draftProblems(EMPTY_DRAFT, { bounds, terms, photos, agreed: false });
    expect(Object.fromEntries(Object.entries(problems).map(([k, v]) => [k, v?.key]))).toEqual({
      realName: "realName",
      countryId: "country",
      identification: "identification",
      applyAmount: "amountRequired",
      creditPeriod: "termRequired",
      face: "photoMissing",
      back: "photoUploading",
      hand: "photoFailed",
      agreed: "agree",
    });
  });

  it("refuses blank names and a term no longer on offer", () => {
    const problems = draftProblems(
      { ...filled, realName: "   ", creditPeriod: "14" },
      { bounds, terms, photos: done, agreed: true },
    );
    expect(problems.realName?.key).toBe("realName");
    expect(problems.creditPeriod?.key).toBe("termNotOffered");
  });

  it("starts a reapplication from the rejected application's fields", () => {
    expect(
      draftFromRejected({
        realName: "Ada",
        countryId: 7,
        identification: "X1",
        applyAmount: 200_000,
        creditPeriod: 30,
      }),
    ).toEqual({ realName: "Ada", countryId: "7", identification: "X1", applyAmount: "200000", creditPeriod: "30" });
    expect(
      draftFromRejected({ realName: "", countryId: 0, identification: "", applyAmount: 0, creditPeriod: 0 }),
    ).toEqual(EMPTY_DRAFT);
  });
});
