import { createHmac } from "node:crypto";
import {
  drawMessage,
  LOTTERY_PPM_TOTAL,
  type LotteryInput,
  lotteryNumber,
  lotteryNumberAsync,
  lotteryProblem,
  numberFromDigest,
  prizeIndexAt,
} from "@mall/contract";
import { beforeAll, describe, expect, it } from "vitest";
import { drawnNumber, drawnPrizeIndex, seedHashOf } from "./fairness.ts";

/** A fixed seed, so the statistics below are one reproducible sample rather than a test that fails 1 run in 1,000. */
const SEED = Buffer.from("6c6f74746572792d63686935712d736565642d666f722d69737375652d31342e", "hex");
const ODDS = [1_000, 10_000, 60_000, 0, 150_000, 779_000];

/** Pearson's statistic of observed counts against expected ones (cells expected > 0 only). */
function chiSquare(observed: number[], expected: number[]): number {
  return observed.reduce((s, o, i) => {
    const e = expected[i] ?? 0;
    return e > 0 ? s + (o - e) ** 2 / e : s;
  }, 0);
}

describe("a draw's number", () => {
  it("reads the first 32-bit word below 4,294,000,000, modulo a million, and rejects the rest", () => {
    const digest = (...words: number[]) => {
      const b = new Uint8Array(words.length * 4);
      const v = new DataView(b.buffer);
      for (const [i, w] of words.entries()) v.setUint32(i * 4, w);
      return b;
    };
    expect(numberFromDigest(digest(1_234_567))).toBe(234_567);
    expect(numberFromDigest(digest(4_293_999_999))).toBe(999_999);
    // 4,294,000,000 and above would make 0..967,295 more likely than the rest: skipped.
    expect(numberFromDigest(digest(4_294_000_000, 42))).toBe(42);
    expect(numberFromDigest(digest(0xffffffff, 4_294_967_295, 7_000_001))).toBe(1);
    expect(numberFromDigest(digest(...Array(8).fill(0xffffffff)))).toBeUndefined();
  });

  it("signs the message, then message:round, when every word of a round is rejected", async () => {
    const seen: string[] = [];
    const rejectFirst = (m: string) => {
      seen.push(m);
      return m.endsWith(":1") ? new Uint8Array([0, 0, 0, 5]) : new Uint8Array(32).fill(0xff);
    };
    expect(lotteryNumber(rejectFirst, "7:9:3")).toBe(5);
    expect(seen).toEqual(["7:9:3", "7:9:3:1"]);
    expect(await lotteryNumberAsync(async (m) => rejectFirst(m), "7:9:3")).toBe(5);
  });

  it("is HMAC-SHA256 of activity:party:draw keyed by the seed, whose hash is public", () => {
    const mac = createHmac("sha256", SEED).update("12:345:6").digest();
    expect(drawnNumber(SEED, 12, 345, 6)).toBe(numberFromDigest(mac));
    expect(drawMessage(12, 345, 6)).toBe("12:345:6");
    expect(seedHashOf(SEED)).toMatch(/^[0-9a-f]{64}$/);
  });

  it("falls on the prizes' consecutive ranges of the million, skipping prizes of 0 ppm", () => {
    expect(prizeIndexAt(0, ODDS)).toBe(0);
    expect(prizeIndexAt(999, ODDS)).toBe(0);
    expect(prizeIndexAt(1_000, ODDS)).toBe(1);
    expect(prizeIndexAt(70_999, ODDS)).toBe(2);
    expect(prizeIndexAt(71_000, ODDS)).toBe(4);
    expect(prizeIndexAt(999_999, ODDS)).toBe(5);
  });
});

describe("10^6 simulated draws (no database)", () => {
  const N = 1_000_000;
  const counts = Array<number>(ODDS.length).fill(0);
  const buckets = Array<number>(100).fill(0);
  const prizes = ODDS.map((ppm) => ({ ppm }));
  beforeAll(() => {
    // One activity, 1,000 parties, 1,000 draws each: the messages the server signs.
    for (let party = 1; party <= 1_000; party++) {
      for (let n = 1; n <= 1_000; n++) {
        const number = drawnNumber(SEED, 77, party, n);
        const b = Math.floor(number / 10_000);
        buckets[b] = (buckets[b] ?? 0) + 1;
        const i = drawnPrizeIndex(number, prizes);
        counts[i] = (counts[i] ?? 0) + 1;
      }
    }
  });

  it("match the configured odds (chi-square, 4 degrees of freedom, p > 0.001)", () => {
    const expected = ODDS.map((ppm) => (N * ppm) / LOTTERY_PPM_TOTAL);
    expect(counts[3]).toBe(0);
    // The 0.999 quantile of chi-square with 4 degrees of freedom (5 prizes that can be drawn).
    expect(chiSquare(counts, expected)).toBeLessThan(18.467);
    expect(counts.reduce((a, b) => a + b, 0)).toBe(N);
  });

  it("spread numbers evenly over [0, 1,000,000) (100 buckets, p > 0.001)", () => {
    // The 0.999 quantile of chi-square with 99 degrees of freedom.
    expect(chiSquare(buckets, Array(100).fill(N / 100))).toBeLessThan(148.23);
  });
});

describe("an activity's set-up", () => {
  const valid = (): LotteryInput => ({
    titleEn: "Spring draw",
    titleCn: "春季抽奖",
    startTime: "2026-03-01 00:00:00",
    endTime: "2026-03-31 23:59:59",
    dailyLimit: 3,
    prizes: [
      { kind: "cash", nameEn: "5 USDT", nameCn: "5 USDT", amount: "5", ppm: 100_000, stock: 10 },
      { kind: "gift", nameEn: "Mug", nameCn: "杯子", ppm: 100_000, stock: 0 },
      { kind: "none", nameEn: "No luck", nameCn: "谢谢参与", ppm: 800_000 },
    ],
  });
  const problem = (change: (i: LotteryInput) => void) => {
    const i = valid();
    change(i);
    return lotteryProblem(i)?.key;
  };

  it("accepts odds adding up to exactly 1,000,000 with one no-prize outcome", () => {
    expect(lotteryProblem(valid())).toBeUndefined();
  });

  it("names what is wrong", () => {
    expect(problem((i) => (i.prizes[2] = { ...i.prizes[2], kind: "none", ppm: 799_999 } as never))).toBe(
      "lotteryOddsSum",
    );
    expect(problem((i) => (i.prizes[0] = { ...i.prizes[0], kind: "cash", ppm: 100_001 } as never))).toBe(
      "lotteryOddsSum",
    );
    expect(problem((i) => (i.prizes[0] = { ...i.prizes[0], kind: "cash", stock: -1 } as never))).toBe(
      "lotteryStockInvalid",
    );
    expect(problem((i) => (i.prizes[1] = { ...i.prizes[1], kind: "gift", stock: undefined } as never))).toBe(
      "lotteryStockInvalid",
    );
    expect(problem((i) => (i.prizes[0] = { ...i.prizes[0], kind: "cash", amount: "0" } as never))).toBe(
      "lotteryPrizeInvalid",
    );
    expect(problem((i) => (i.prizes[0] = { ...i.prizes[0], kind: "cash", amount: "1e3" } as never))).toBe(
      "lotteryPrizeInvalid",
    );
    expect(problem((i) => (i.prizes[0] = { ...i.prizes[0], kind: "none" } as never))).toBe("lotteryFallbackRequired");
    expect(problem((i) => i.prizes.pop())).toBe("lotteryFallbackRequired");
    expect(problem((i) => (i.endTime = "2026-02-28 00:00:00"))).toBe("lotteryDatesReversed");
    expect(problem((i) => (i.endTime = i.startTime))).toBe("lotteryDatesReversed");
    expect(problem((i) => (i.startTime = "2026-02-31 00:00:00"))).toBe("lotteryDatesInvalid");
    expect(problem((i) => (i.dailyLimit = 0))).toBe("lotteryDailyLimitInvalid");
    expect(problem((i) => (i.titleEn = "   "))).toBe("lotteryTitleInvalid");
    expect(problem((i) => (i.titleCn = "x".repeat(81)))).toBe("lotteryTitleInvalid");
    expect(problem((i) => (i.titleEn = "nul\u0000byte"))).toBe("lotteryTitleInvalid");
    expect(problem((i) => (i.prizes[1] = { ...i.prizes[1], kind: "gift", nameEn: "\u202Eevil" } as never))).toBe(
      "lotteryPrizeInvalid",
    );
    // Markup is only text: the pages never render it as HTML.
    expect(problem((i) => (i.titleEn = "<script>alert(1)</script>"))).toBeUndefined();
  });
});
