/** The units an age is told in, largest first. */
export type AgeUnit = "d" | "h" | "min";

const UNITS: [AgeUnit, number][] = [
  ["d", 86_400],
  ["h", 3_600],
  ["min", 60],
];

/**
 * How long a request has waited, in its two largest units ("3 h 12 min", "2 d 4 h", "45 min"); under a
 * minute it is `lessThanMinute`. `unit` words one amount ("3 h"), so each language writes its own units.
 */
export function formatAge(seconds: number, unit: (u: AgeUnit, n: number) => string, lessThanMinute: string): string {
  let rest = Math.max(0, Math.floor(Number.isFinite(seconds) ? seconds : 0));
  const parts: string[] = [];
  for (const [u, size] of UNITS) {
    const n = Math.floor(rest / size);
    rest -= n * size;
    // The largest unit present and the one right after it, even when that one is 0 ("1 d 0 h").
    if (parts.length > 0 || n > 0) parts.push(unit(u, n));
    if (parts.length === 2) break;
  }
  return parts.length ? parts.join(" ") : lessThanMinute;
}

/** How urgent a waiting request reads: an hour is normal, a day is overdue. */
export const ageTone = (seconds: number): "fresh" | "late" | "overdue" =>
  seconds >= 86_400 ? "overdue" : seconds >= 3_600 ? "late" : "fresh";
