import { LOAN_TERM_MAX_DAYS } from "@mall/contract";

/** The terms most lenders offer, always shown as choices in the settings. */
export const COMMON_TERMS = [7, 10, 14, 20, 30, 60, 90, 120, 180, 365] as const;

const sorted = (days: Iterable<number>) => [...new Set(days)].sort((a, b) => a - b);

/** The checkboxes of the settings: the common terms and any other term already on offer, shortest first. */
export const termChoices = (offered: readonly number[], added: readonly number[] = []): number[] =>
  sorted([...COMMON_TERMS, ...offered, ...added]);

/** The terms on offer after ticking or unticking one; kept in order, without repeats. */
export const toggleTerm = (offered: readonly number[], day: number, on: boolean): number[] =>
  sorted(on ? [...offered, day] : offered.filter((d) => d !== day));

/** A term typed by hand: whole days from 1 to a year, or undefined. */
export function parseTerm(text: string): number | undefined {
  const t = text.trim();
  if (!/^\d{1,3}$/.test(t)) return undefined;
  const n = Number(t);
  return n >= 1 && n <= LOAN_TERM_MAX_DAYS ? n : undefined;
}

/** The wire's form of the terms: "7,30,90". */
export const termsText = (offered: readonly number[]): string => sorted(offered).join(",");
