import { describe, expect, it } from "vitest";
import { isDay, serverToday, serverYesterday } from "./day.ts";

describe("server days", () => {
  it("counts days on the Shanghai clock, whatever the browser's zone", () => {
    // 2026-03-01 17:30 UTC is already 2026-03-02 01:30 in Shanghai.
    const now = new Date("2026-03-01T17:30:00Z");
    expect(serverToday(now)).toBe("2026-03-02");
    expect(serverYesterday(now)).toBe("2026-03-01");
    expect(serverYesterday(new Date("2026-03-01T10:00:00Z"))).toBe("2026-02-28");
  });
  it("accepts real calendar days only", () => {
    expect(isDay("2024-02-29")).toBe(true);
    expect(isDay("2026-02-29")).toBe(false);
    expect(isDay("2026-13-01")).toBe(false);
    expect(isDay("yesterday")).toBe(false);
  });
});
