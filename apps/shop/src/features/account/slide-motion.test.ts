import { describe, expect, it } from "vitest";
import { dragged, keyed } from "./slide-motion.ts";

describe("the slide check's piece", () => {
  it("follows a drag to the right in a left-to-right page, at the picture's scale", () => {
    expect(dragged({ startX: 0, dx: 120, scale: 1, max: 252, rtl: false })).toBe(120);
    expect(dragged({ startX: 10, dx: 120, scale: 1.2, max: 252, rtl: false })).toBe(110);
    expect(dragged({ startX: 0, dx: -40, scale: 1, max: 252, rtl: false })).toBe(0);
    expect(dragged({ startX: 0, dx: 900, scale: 1, max: 252, rtl: false })).toBe(252);
  });

  it("follows a drag to the left in a right-to-left page (the picture is mirrored there)", () => {
    expect(dragged({ startX: 0, dx: -120, scale: 1, max: 252, rtl: true })).toBe(120);
    expect(dragged({ startX: 0, dx: 120, scale: 1, max: 252, rtl: true })).toBe(0);
  });

  it("moves the way the arrow points on screen", () => {
    const at = (key: string, rtl: boolean, shift = false) => keyed({ key, shift, x: 100, max: 252, rtl });
    expect([at("ArrowRight", false), at("ArrowLeft", false)]).toEqual([102, 98]);
    expect([at("ArrowLeft", true), at("ArrowRight", true)]).toEqual([102, 98]);
    expect([at("ArrowUp", true), at("ArrowDown", false)]).toEqual([102, 98]);
    expect(at("ArrowRight", false, true)).toBe(112);
    expect([at("Home", false), at("End", true), at("PageUp", false), at("PageDown", true)]).toEqual([0, 252, 112, 88]);
    expect(at("Enter", false)).toBeUndefined();
    expect(keyed({ key: "ArrowRight", shift: false, x: 252, max: 252, rtl: false })).toBe(252);
  });
});
