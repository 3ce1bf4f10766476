import { INT4_MAX } from "@mall/contract";
import { describe, expect, it } from "vitest";
import { idParam } from "./wire-id.ts";

describe("ids from the address bar", () => {
  it("takes decimal ids up to the contract's int4 limit, and nothing else", () => {
    expect(idParam(String(INT4_MAX))).toBe(String(INT4_MAX));
    expect(idParam(String(INT4_MAX + 1))).toBeUndefined();
    expect(["12", "0", "01", "abc", "", null, "1e3", " 1"].map(idParam)).toEqual([
      "12",
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
  });
});
