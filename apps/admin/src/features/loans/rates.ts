/**
 * Loan rates as staff read them. The wire carries a loan's rates as daily fractions (0.002) that stand for
 * whole parts per million (decision 0016), and the settings as percent text ("0.2"); both are turned into
 * integers before any arithmetic, so no float's rounding reaches the screen.
 */

/** Parts per million in one percent. */
const PPM_PER_PERCENT = 10_000;

/** "0.2" for 0.002: a daily fraction as percent, up to 4 decimals, trailing zeros dropped. */
export function fractionToPercent(fraction: number): string {
  if (!Number.isFinite(fraction) || fraction < 0) return "0";
  return ppmToPercent(Math.round(fraction * 1_000_000));
}

/** "0.15" for 1,500 ppm. */
export function ppmToPercent(ppm: number): string {
  const whole = Math.floor(ppm / PPM_PER_PERCENT);
  const part = String(ppm % PPM_PER_PERCENT)
    .padStart(4, "0")
    .replace(/0+$/, "");
  return part ? `${whole}.${part}` : String(whole);
}

/** 2,000 for "0.2"; undefined unless it is a plain decimal with at most 4 places. */
export function percentToPpm(text: string): number | undefined {
  const m = /^(\d{1,6})(?:\.(\d{1,4}))?$/.exec(text.trim());
  if (!m) return undefined;
  return Number(m[1]) * PPM_PER_PERCENT + Number((m[2] ?? "").padEnd(4, "0"));
}

/** The yearly equivalent of a daily percent ("0.2" → "73"), as the shop shows it; undefined when unreadable. */
export function yearlyPercent(dailyPercent: string): string | undefined {
  const ppm = percentToPpm(dailyPercent);
  return ppm === undefined ? undefined : ppmToPercent(ppm * 365);
}
