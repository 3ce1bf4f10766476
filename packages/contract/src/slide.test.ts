import { describe, expect, it } from "vitest";
import { readSlideTrace, SLIDE_TRACE_MAX_POINTS, SLIDE_TRACE_PATTERN, writeSlideTrace } from "./slide.ts";

describe("slide traces", () => {
  it("writes whole numbers and reads them back", () => {
    const text = writeSlideTrace([
      [0, 0],
      [16.4, 3.6],
      [250.5, 120.2],
    ]);
    expect(text).toBe("0,0;16,4;251,120");
    expect(readSlideTrace(text)).toEqual([
      [0, 0],
      [16, 4],
      [251, 120],
    ]);
  });

  it("thins a long drag to the limit the pattern takes, keeping its ends", () => {
    const long = Array.from({ length: 1000 }, (_, i) => [i * 5, i % 250] as const);
    const text = writeSlideTrace(long);
    const points = readSlideTrace(text) ?? [];
    expect(points).toHaveLength(SLIDE_TRACE_MAX_POINTS);
    expect(points[0]).toEqual([0, 0]);
    expect(points.at(-1)).toEqual([4995, 249]);
    expect(SLIDE_TRACE_PATTERN.test(`${text};5000,1`)).toBe(false);
  });

  it("reads nothing from text of another shape", () => {
    for (const bad of [undefined, "", "1,2;", "1;2", "-1,5", "1,2,3", "a,b", "1,2 ;3,4", "1234567,1"]) {
      expect(readSlideTrace(bad), String(bad)).toBeUndefined();
    }
  });
});
