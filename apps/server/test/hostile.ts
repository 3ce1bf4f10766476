import { ERRORS } from "@mall/contract";
import { expect } from "vitest";

/** Every sentence of the error catalogue: a refusal says one of them. */
const CATALOGUE_SENTENCES = new Set<string>(Object.values(ERRORS).map((e) => e.zh));

/**
 * What a hostile client puts in any parameter: SQL that drops `table`, oversized text, odd numbers, JSON,
 * markup, a NUL byte, escapes. A test adds the values its own actions are touchy about.
 */
export const hostileValues = (table: string): string[] => [
  "' or 1=1 --",
  `1; drop table ${table}; --`,
  "x".repeat(10_000),
  "-1",
  "NaN",
  "Infinity",
  "1e400",
  "0x10",
  "1.5",
  "99999999999999999999",
  "[1,2]",
  '{"a":1}',
  "<script>alert(1)</script>",
  "nul\u0000byte",
  "%",
  "\\",
  "true",
  " ",
];

/** An answer to bad input: below 500, one of `codes`, a catalogue sentence when refused, never the system error. */
export function expectCatalogueAnswer(
  r: { status: number; code: string; msg: string | null },
  label: string,
  codes: string[],
) {
  expect(r.status, label).toBeLessThan(500);
  expect(codes, label).toContain(r.code);
  if (r.code !== "0") expect(CATALOGUE_SENTENCES.has(r.msg ?? ""), `${label}: ${r.msg}`).toBe(true);
  expect(r.msg, label).not.toBe(ERRORS.systemError.zh);
}
