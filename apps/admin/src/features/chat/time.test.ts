import { describe, expect, it } from "vitest";
import { clockOf, dayOf, fullTimeOf, listTimeOf, newDay } from "./time.ts";

describe("chat times in the reader's zone", () => {
  const at = "2026-03-07T23:30:00.000Z";

  it("shows the same instant in each reader's zone", () => {
    expect(fullTimeOf(at, "UTC")).toBe("2026-03-07 23:30");
    expect(fullTimeOf(at, "Asia/Shanghai")).toBe("2026-03-08 07:30");
    expect(clockOf(at, "America/New_York")).toBe("18:30");
    expect(dayOf(at, "Asia/Shanghai")).toBe("2026-03-08");
    expect(fullTimeOf("not a date", "UTC")).toBe("");
  });

  it("gives a list the time today, the day this year, the full date before", () => {
    const now = new Date("2026-03-08T02:00:00.000Z");
    expect(listTimeOf(at, now, "Asia/Shanghai")).toBe("07:30");
    expect(listTimeOf(at, now, "UTC")).toBe("03-07");
    expect(listTimeOf("2025-12-30T10:00:00.000Z", now, "UTC")).toBe("2025-12-30");
    expect(listTimeOf(null, now, "UTC")).toBe("");
  });

  it("starts a new day where the reader's date changes", () => {
    expect(newDay(undefined, at, "UTC")).toBe(true);
    expect(newDay("2026-03-07T22:00:00.000Z", at, "UTC")).toBe(false);
    expect(newDay("2026-03-07T15:00:00.000Z", at, "UTC")).toBe(false);
    expect(newDay("2026-03-07T15:00:00.000Z", at, "Asia/Shanghai")).toBe(true);
  });
});
