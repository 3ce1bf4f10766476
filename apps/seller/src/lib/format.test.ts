import { describe, expect, it } from "vitest";
import { middle, usdt } from "./format.ts";

describe("middle", () => {
  it("leaves out the middle of long text only", () => {
    expect(middle("TQ4vx9abcdefghijklmnopk2Lm8s")).toBe("TQ4vx9…k2Lm8s");
    expect(middle("0x1234567890abcdef", 4)).toBe("0x12…cdef");
    expect(middle("short")).toBe("short");
    expect(middle("")).toBe("");
  });
});

describe("usdt", () => {
  it("reads wire numbers and decimal text alike, truncated", () => {
    expect(usdt(1234.5)).toBe("1,234.50");
    expect(usdt("98.999")).toBe("98.99");
    expect(usdt(-0.5)).toBe("-0.50");
    expect(usdt(null)).toBe("0.00");
  });
});
