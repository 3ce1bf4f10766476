import { describe, expect, it } from "vitest";
import { clampOffset } from "./drag.ts";
import { externalSupportUrl } from "./support-url.ts";

describe("dragging the chat window", () => {
  // 480 × 680 at the bottom right of a 1366 × 900 viewport, 24 px from the edges.
  const base = { left: 862, top: 196, width: 480, height: 680 };
  const viewport = { width: 1366, height: 900 };

  it("moves freely inside the viewport", () => {
    expect(clampOffset(base, { x: -300, y: -100 }, viewport)).toEqual({ x: -300, y: -100 });
  });

  it("stops at the edges, so the title bar can be grabbed again", () => {
    expect(clampOffset(base, { x: 500, y: 400 }, viewport)).toEqual({ x: 16, y: 16 });
    expect(clampOffset(base, { x: -2000, y: -2000 }, viewport)).toEqual({ x: -854, y: -188 });
  });

  it("keeps the top left corner in view when the window is larger than the viewport", () => {
    expect(clampOffset(base, { x: 0, y: 0 }, { width: 400, height: 500 })).toEqual({ x: -854, y: -188 });
  });
});

describe("the support icon's address", () => {
  const origin = "https://shop.example.com";
  it("opens an outside page in a new tab", () => {
    expect(externalSupportUrl("https://chat.example.com/desk", origin)).toBe("https://chat.example.com/desk");
    expect(externalSupportUrl(" /help ", origin)).toBe("https://shop.example.com/help");
  });

  it("opens the built-in window when unset or when the setting only opens it", () => {
    expect(externalSupportUrl(undefined, origin)).toBeUndefined();
    expect(externalSupportUrl("", origin)).toBeUndefined();
    expect(externalSupportUrl("/?customerService=1", origin)).toBeUndefined();
    expect(externalSupportUrl("https://shop.example.com/index?customer-service", origin)).toBeUndefined();
    expect(externalSupportUrl("javascript:alert(1)", origin)).toBeUndefined();
  });
});
