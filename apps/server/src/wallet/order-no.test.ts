import { describe, expect, it } from "vitest";
import { moneyOrderNo } from "./order-no.ts";

describe("a deposit's or withdrawal's number", () => {
  it("is the platform's wall clock as yyMMddHHmmss and 8 random digits", () => {
    const no = moneyOrderNo(new Date("2026-11-24T12:15:03Z"));
    expect(no).toMatch(/^261124201503\d{8}$/);
    expect(moneyOrderNo(new Date("2026-12-31T16:00:00Z"))).toMatch(/^270101000000\d{8}$/);
  });
});
