import { describe, expect, it } from "vitest";
import { checkSettings, needsTwoApprovals, type SettingsForm } from "./settings.ts";

const good: SettingsForm = {
  dailyRatePercent: "0.2",
  penaltyRatePercent: "0.5",
  lendableDays: [30, 7, 90],
  amountMin: "100000",
  amountMax: "30000000",
  twoPersonAbove: "1000000",
};

describe("checkSettings", () => {
  it("gives the parameters to save for a good form", () => {
    expect(checkSettings({ ...good, dailyRatePercent: " 0.25 " })).toEqual({
      errors: {},
      params: {
        dailyRatePercent: "0.25",
        penaltyRatePercent: "0.5",
        lendableDays: "7,30,90",
        amountMin: 100_000,
        amountMax: 30_000_000,
        twoPersonAbove: 1_000_000,
      },
    });
  });
  it("refuses rates the contract refuses", () => {
    const r = checkSettings({ ...good, dailyRatePercent: "0.12345", penaltyRatePercent: "100" });
    expect(r.params).toBeUndefined();
    expect(r.errors).toEqual({ dailyRatePercent: "rate", penaltyRatePercent: "rate" });
    expect(checkSettings({ ...good, dailyRatePercent: "" }).errors.dailyRatePercent).toBe("rate");
  });
  it("needs one to twenty terms", () => {
    expect(checkSettings({ ...good, lendableDays: [] }).errors).toEqual({ lendableDays: "noTerms" });
    const many = Array.from({ length: 21 }, (_, i) => i + 1);
    expect(checkSettings({ ...good, lendableDays: many }).errors).toEqual({ lendableDays: "terms" });
    expect(checkSettings({ ...good, lendableDays: many.slice(0, 20) }).params?.lendableDays).toBe(
      "1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20",
    );
  });
  it("keeps the amounts whole, within 100,000–30,000,000 and in order", () => {
    expect(checkSettings({ ...good, amountMin: "99999" }).errors).toEqual({ amountMin: "amount" });
    expect(checkSettings({ ...good, amountMax: "30000001" }).errors).toEqual({ amountMax: "amount" });
    expect(checkSettings({ ...good, amountMin: "150000.5" }).errors).toEqual({ amountMin: "amount" });
    expect(checkSettings({ ...good, amountMin: "" }).errors).toEqual({ amountMin: "amount" });
    expect(checkSettings({ ...good, amountMin: "500000", amountMax: "200000" }).errors).toEqual({
      amountMax: "maxBelowMin",
    });
    expect(checkSettings({ ...good, amountMin: "200000", amountMax: "200000" }).params?.amountMax).toBe(200_000);
  });
  it("takes a two-person amount from 0 (every loan) up", () => {
    expect(checkSettings({ ...good, twoPersonAbove: "0" }).params?.twoPersonAbove).toBe(0);
    expect(checkSettings({ ...good, twoPersonAbove: "" }).errors).toEqual({ twoPersonAbove: "twoPerson" });
    expect(checkSettings({ ...good, twoPersonAbove: "-1" }).errors).toEqual({ twoPersonAbove: "twoPerson" });
  });
});

describe("needsTwoApprovals", () => {
  it("is true only above the amount, compared in cents", () => {
    expect(needsTwoApprovals(1_000_000, 1_000_000)).toBe(false);
    expect(needsTwoApprovals(1_000_000.01, 1_000_000)).toBe(true);
    expect(needsTwoApprovals(100_000, 0)).toBe(true);
  });
});
