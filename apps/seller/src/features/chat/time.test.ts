import { describe, expect, it } from "vitest";
import { dayLabel, dayOf, fullTime, shortTime } from "./time.ts";

const now = new Date("2025-03-18T12:00:00Z");

describe("message times in the reader's zone", () => {
  it("shows the time alone today, the date this year, the year before", () => {
    expect(shortTime("2025-03-18T09:05:00Z", now, "UTC")).toBe("09:05");
    expect(shortTime("2025-03-18T09:05:00Z", now, "Asia/Shanghai")).toBe("17:05");
    expect(shortTime("2025-01-02T09:05:00Z", now, "UTC")).toBe("01-02 09:05");
    expect(shortTime("2024-12-30T09:05:00Z", now, "UTC")).toBe("2024-12-30 09:05");
    expect(shortTime(null, now, "UTC")).toBe("");
    expect(shortTime("garbage", now, "UTC")).toBe("");
  });

  it("puts an instant on the reader's own calendar day", () => {
    // 23:30 in UTC is already the next morning in Shanghai, still the evening before in New York.
    expect(dayOf("2025-03-17T23:30:00Z", "UTC")).toBe("2025-03-17");
    expect(dayOf("2025-03-17T23:30:00Z", "Asia/Shanghai")).toBe("2025-03-18");
    expect(fullTime("2025-03-17T23:30:00Z", "America/New_York")).toBe("2025-03-17 19:30");
  });

  it("names today and yesterday", () => {
    expect(dayLabel("2025-03-18", now, "UTC")).toBe("today");
    expect(dayLabel("2025-03-17", now, "UTC")).toBe("yesterday");
    expect(dayLabel("2025-03-16", now, "UTC")).toBe("2025-03-16");
    expect(dayLabel("2025-03-01", new Date("2025-03-02T01:00:00Z"), "UTC")).toBe("yesterday");
    expect(dayLabel("2024-12-31", new Date("2025-01-01T01:00:00Z"), "UTC")).toBe("yesterday");
  });
});
