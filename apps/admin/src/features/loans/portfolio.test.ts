import { describe, expect, it } from "vitest";
import { bucketDays, overdueBuckets, overdueTotal, shareOf } from "./portfolio.ts";

describe("overdue buckets", () => {
  it("shows every bucket once, in order, with zeros for missing ones", () => {
    expect(
      overdueBuckets([
        { bucket: "90+", loans: 1, amount: 771_750 },
        { bucket: "1-7", loans: 2, amount: 251_760 },
        { bucket: "later", loans: 9, amount: 1 },
      ]),
    ).toEqual([
      { bucket: "1-7", loans: 2, amount: 251_760 },
      { bucket: "8-30", loans: 0, amount: 0 },
      { bucket: "31-90", loans: 0, amount: 0 },
      { bucket: "90+", loans: 1, amount: 771_750 },
    ]);
  });
  it("reads a bucket's days for its label", () => {
    expect(bucketDays("8-30")).toEqual({ from: 8, to: 30 });
    expect(bucketDays("90+")).toEqual({ over: 90 });
    expect(bucketDays("soon")).toBeUndefined();
  });
  it("adds the amounts in cents and tells each one's share in whole percent", () => {
    const total = overdueTotal([
      { bucket: "1-7", loans: 1, amount: 0.1 },
      { bucket: "8-30", loans: 1, amount: 0.2 },
    ]);
    expect(total).toBe(30n);
    expect(shareOf(0.1, total)).toBe(33);
    expect(shareOf(0.2, total)).toBe(66);
    expect(shareOf(5, 0n)).toBe(0);
    expect(shareOf(0, 100n)).toBe(0);
  });
});
