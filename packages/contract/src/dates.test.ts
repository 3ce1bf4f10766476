import dayjs from "dayjs";
import timezone from "dayjs/plugin/timezone.js";
import utc from "dayjs/plugin/utc.js";
import { describe, expect, it } from "vitest";
import { formatWireDate, SERVER_ZONE, toWireDate } from "./dates.ts";

dayjs.extend(utc);
dayjs.extend(timezone);

describe("wire dates", () => {
  it("writes instants as Asia/Shanghai wall-clock time, as dayjs would", () => {
    const base = Date.UTC(1995, 0, 1);
    for (let i = 0; i < 3000; i++) {
      const d = new Date(base + i * 7 * 3_600_017 * 13);
      expect(toWireDate(d)).toBe(dayjs(d).tz(SERVER_ZONE).format("YYYY-MM-DD HH:mm:ss"));
    }
    expect(toWireDate(new Date("2026-11-21T16:30:05Z"))).toBe("2026-11-22 00:30:05");
    expect(toWireDate(null)).toBeNull();
    expect(toWireDate("not a date")).toBeNull();
  });

  it("reads a wire date into any zone as dayjs would", () => {
    const zones = ["Europe/London", "America/New_York", "Asia/Kolkata", "Australia/Lord_Howe", "UTC", SERVER_ZONE];
    const base = Date.UTC(1995, 0, 1);
    for (let i = 0; i < 2000; i++) {
      const wire = toWireDate(new Date(base + i * 5 * 3_600_017 * 19)) ?? "";
      for (const zone of zones)
        expect(formatWireDate(wire, zone), `${wire} in ${zone}`).toBe(
          dayjs.tz(wire, "YYYY-MM-DD HH:mm:ss", SERVER_ZONE).tz(zone).format("YYYY-MM-DD HH:mm:ss"),
        );
    }
    expect(formatWireDate("2026-11-22 00:30:05")).toBe(
      dayjs.tz("2026-11-22 00:30:05", SERVER_ZONE).local().format("YYYY-MM-DD HH:mm:ss"),
    );
    expect(formatWireDate("not a date", "UTC")).toBe("not a date");
  });

  it("shows a wire date in the browser's zone", () => {
    expect(formatWireDate("2026-11-22 00:30:05", "Europe/London")).toBe("2026-11-21 16:30:05");
    expect(formatWireDate("2026-11-22 00:30:05", "Asia/Shanghai")).toBe("2026-11-22 00:30:05");
    expect(formatWireDate("", "UTC")).toBe("");
  });
});
