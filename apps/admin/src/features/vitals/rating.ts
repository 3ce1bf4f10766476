/**
 * Web Vitals' own thresholds (web.dev/vitals): at the 75th percentile a route is "good" at or under the first
 * figure, "poor" above the second, "needs improvement" between them.
 */
export const THRESHOLDS = {
  lcp: [2500, 4000],
  cls: [0.1, 0.25],
  inp: [200, 500],
} as const;

export type VitalKey = keyof typeof THRESHOLDS;
export type Rating = "good" | "needsImprovement" | "poor";

export function ratingOf(metric: VitalKey, p75: number): Rating {
  const [good, poor] = THRESHOLDS[metric];
  return p75 <= good ? "good" : p75 <= poor ? "needsImprovement" : "poor";
}

/** The figure as read: whole milliseconds for LCP and INP (seconds from 10 s up), CLS to three decimals. */
export function formatVital(metric: VitalKey, p75: number): string {
  if (metric === "cls") return p75.toFixed(3);
  return p75 >= 10_000 ? `${(p75 / 1000).toFixed(1)} s` : `${Math.round(p75).toLocaleString()} ms`;
}
