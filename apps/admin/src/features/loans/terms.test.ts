import { describe, expect, it } from "vitest";
import { COMMON_TERMS, parseTerm, termChoices, termsText, toggleTerm } from "./terms.ts";

describe("loan terms", () => {
  it("offers the common terms and any other already on offer, shortest first", () => {
    expect(termChoices([])).toEqual([...COMMON_TERMS]);
    expect(termChoices([45, 7, 3], [200])).toEqual([3, 7, 10, 14, 20, 30, 45, 60, 90, 120, 180, 200, 365]);
  });
  it("ticks and unticks a term, keeping the list sorted and without repeats", () => {
    expect(toggleTerm([30, 7], 14, true)).toEqual([7, 14, 30]);
    expect(toggleTerm([7, 14, 30], 14, true)).toEqual([7, 14, 30]);
    expect(toggleTerm([7, 14, 30], 14, false)).toEqual([7, 30]);
    expect(toggleTerm([7], 90, false)).toEqual([7]);
  });
  it("takes whole days from 1 to 365 typed by hand", () => {
    expect(parseTerm("45")).toBe(45);
    expect(parseTerm(" 1 ")).toBe(1);
    expect(parseTerm("365")).toBe(365);
    expect(parseTerm("0")).toBeUndefined();
    expect(parseTerm("366")).toBeUndefined();
    expect(parseTerm("4.5")).toBeUndefined();
    expect(parseTerm("1000")).toBeUndefined();
    expect(parseTerm("")).toBeUndefined();
  });
  it("writes the wire's comma list", () => {
    expect(termsText([90, 7, 30])).toBe("7,30,90");
  });
});
