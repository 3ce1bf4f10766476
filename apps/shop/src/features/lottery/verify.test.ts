import { describe, expect, it } from "vitest";
import { localDay, popupDue } from "./popup-day.ts";
import { prizeRanges, verifyDraw } from "./verify.ts";

// Bytes 0..31; the expected figures were computed with node:crypto, the server's HMAC (apps/server/src/lottery).
const SEED = "000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f";
const HASH = "630dcd2966c4336691125448bbb25b4ff412a49c732db2c8abc1b8581bd710dd";
const PPMS = [100_000, 200_000, 700_000];

describe("the verify box (Web Crypto)", () => {
  it("recomputes a draw exactly as the server drew it", async () => {
    const base = { seed: SEED, seedHash: HASH, activityId: 3, ppms: PPMS };
    expect(await verifyDraw({ ...base, partyId: 42, drawNo: 7 })).toEqual({
      ok: true,
      hashMatches: true,
      number: 707_201,
      prizeIndex: 2,
    });
    expect(await verifyDraw({ ...base, partyId: 42, drawNo: 8 })).toMatchObject({ number: 131_204, prizeIndex: 1 });
    expect(await verifyDraw({ ...base, partyId: 43, drawNo: 1 })).toMatchObject({ number: 619_514, prizeIndex: 2 });
  });

  it("says when a seed does not match the published hash, or is no seed at all", async () => {
    const other = `${SEED.slice(0, 63)}0`;
    const v = { seedHash: HASH, activityId: 3, partyId: 42, drawNo: 7, ppms: PPMS };
    expect(await verifyDraw({ ...v, seed: other })).toMatchObject({ ok: true, hashMatches: false });
    expect(await verifyDraw({ ...v, seed: ` ${SEED.toUpperCase()} ` })).toMatchObject({ hashMatches: true });
    for (const bad of ["", "xyz", SEED.slice(2), `${SEED}00`]) {
      expect(await verifyDraw({ ...v, seed: bad })).toEqual({ ok: false, problem: "seedFormat" });
    }
  });

  it("shows each prize's winning numbers, none for a prize of 0 ppm", () => {
    expect(prizeRanges([1_000, 0, 9_000, 990_000])).toEqual([[0, 999], undefined, [1_000, 9_999], [10_000, 999_999]]);
  });
});

describe("the popup's day", () => {
  it("shows once per local day, in any tab, unless this tab already closed it under the old rule", () => {
    const today = localDay(new Date(2026, 4, 10, 23, 59));
    expect(today).toBe("2026-05-10");
    expect(popupDue(null, today)).toBe(true);
    expect(popupDue("2026-05-09", today)).toBe(true);
    expect(popupDue(today, today)).toBe(false);
    expect(popupDue(null, today, "1")).toBe(false);
  });
});
