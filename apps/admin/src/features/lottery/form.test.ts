import { describe, expect, it } from "vitest";
import {
  draftOf,
  draftProblem,
  emptyDraft,
  fillNoPrize,
  inputOf,
  localInputToWire,
  oddsLeft,
  percentOfPpm,
  wireToLocalInput,
} from "./form.ts";

describe("the activity editor", () => {
  const ready = () => ({ ...emptyDraft(new Date(2026, 4, 10, 9, 30)), titleEn: "Spring", titleCn: "春" });

  it("starts a new draft at the next full hour for a week, with odds already adding up", () => {
    const d = ready();
    expect(d.start).toBe("2026-05-10T10:00");
    expect(d.end).toBe("2026-05-17T10:00");
    expect(oddsLeft(d)).toBe(0);
    expect(draftProblem(d)).toBeUndefined();
  });

  it("says what the server would refuse, naming the prize", () => {
    const d = ready();
    const off = { ...d, prizes: d.prizes.map((p, i) => (i === 0 ? { ...p, ppm: "100001" } : p)) };
    expect(draftProblem(off)).toEqual({ key: "lotteryOddsSum" });
    expect(oddsLeft(off)).toBe(-1);
    const negative = { ...d, prizes: d.prizes.map((p, i) => (i === 0 ? { ...p, stock: "-3" } : p)) };
    expect(draftProblem(negative)).toEqual({ key: "lotteryStockInvalid", prize: 0 });
    expect(draftProblem({ ...d, end: d.start })).toEqual({ key: "lotteryDatesReversed" });
    expect(draftProblem({ ...d, dailyLimit: "two" })).toEqual({ key: "lotteryDailyLimitInvalid" });
  });

  it("gives the no-prize outcome what the other prizes leave of the million", () => {
    const d = ready();
    const more = { ...d, prizes: d.prizes.map((p, i) => (i === 0 ? { ...p, ppm: "250000" } : p)) };
    expect(oddsLeft(more)).toBe(-150_000);
    const filled = fillNoPrize(more);
    expect(filled.prizes[1]?.ppm).toBe("750000");
    expect(oddsLeft(filled)).toBe(0);
  });

  it("sends wire dates and numbers, and reads a saved draft back", () => {
    const d = ready();
    const input = inputOf(d);
    expect(input.startTime).toBe(localInputToWire("2026-05-10T10:00"));
    expect(input.prizes[1]).toMatchObject({ kind: "none", stock: undefined, amount: undefined, ppm: 900_000 });
    expect(wireToLocalInput(input.startTime)).toBe("2026-05-10T10:00");
    const back = draftOf({
      id: 1,
      titleEn: "Spring",
      titleCn: "春",
      status: 0,
      state: "draft",
      startTime: input.startTime,
      endTime: input.endTime,
      dailyLimit: 1,
      prizeCount: 2,
      draws: 0,
      winners: 0,
      seedHash: "",
      detailUrl: "/lottery?id=1",
      seed: null,
      paidOut: 0,
      publishedAt: null,
      closedAt: null,
      prizes: [
        {
          id: 1,
          kind: "cash",
          nameEn: "1 USDT",
          nameCn: "1 USDT",
          amount: 1,
          ppm: 100_000,
          stock: 100,
          initialStock: 100,
          won: 0,
        },
        {
          id: 2,
          kind: "none",
          nameEn: "No",
          nameCn: "无",
          amount: 0,
          ppm: 900_000,
          stock: null,
          initialStock: null,
          won: 0,
        },
      ],
    });
    expect(back.start).toBe(d.start);
    expect(back.prizes.map((p) => [p.kind, p.amount, p.ppm, p.stock])).toEqual([
      ["cash", "1", "100000", "100"],
      ["none", "", "900000", ""],
    ]);
    expect(localInputToWire("not a time")).toBe("");
    expect(percentOfPpm(1_000)).toBe("0.1%");
  });
});
