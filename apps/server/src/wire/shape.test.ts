import { describe, expect, it } from "vitest";
import { envelopeMismatches, lit, matching, mismatches, optional, some } from "./shape.ts";

describe("wire shapes", () => {
  it("tells JSON types apart: a number is not its text, a percent is not a fraction, null is not an array", () => {
    expect(
      mismatches({ a: "1", b: 96.5, c: null, d: 1.5 }, { a: "number", b: "fraction", c: "array", d: "integer" }),
    ).toEqual([
      'data.a: expected number, got "1"',
      "data.b: expected fraction, got 96.5",
      "data.c: expected array, got null",
      "data.d: expected integer, got 1.5",
    ]);
    expect(mismatches({ a: null, b: "2024-01-02 03:04:05" }, { a: "null-or-string", b: "datetime" })).toEqual([]);
    expect(mismatches({ when: "2024-01-02T03:04:05Z" }, { when: "datetime" })).toHaveLength(1);
  });

  it("reports missing keys unless optional, literals exactly, patterns, and empty lists that should hold items", () => {
    expect(mismatches({ code: 0 }, { code: lit("0"), isFocus: optional(lit(0, 1)), token: "string" })).toEqual([
      'data.code: expected "0", got 0',
      "data.token: missing (expected string)",
    ]);
    expect(mismatches("ABC", matching(/^[0-9a-f]{32}$/, "a token"))).toEqual(['data: expected a token, got "ABC"']);
    expect(mismatches([], some("string"))).toEqual(["data: expected a non-empty array, got []"]);
  });

  it("reports a mismatch shared by list items once, with the items", () => {
    const items = [{ id: 1 }, { id: "2" }, { id: "3" }];
    expect(mismatches(items, some({ id: "integer", name: "string" }))).toEqual([
      "data[*].name: missing (expected string) (all 3 items)",
      'data[*].id: expected integer, got "2" (item 1)',
      'data[*].id: expected integer, got "3" (item 2)',
    ]);
  });

  it("holds the envelope: code as a string, msg and data present", () => {
    expect(envelopeMismatches({ code: 0, data: null }, { code: "0" })).toEqual([
      "msg: missing from the envelope",
      'code: expected "0", got 0',
    ]);
    expect(envelopeMismatches({ code: "1", msg: "余额不足", data: null }, { code: "1", msg: "余额不足" })).toEqual([]);
  });
});
