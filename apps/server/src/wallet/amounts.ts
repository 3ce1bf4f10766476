/**
 * Exact decimal arithmetic for coin amounts and rates (never floating point): a decimal text is read as an
 * integer and its number of places.
 */
export type Decimal = { units: bigint; places: number };

const DECIMAL = /^(\d+)(?:\.(\d+))?$/;

export function parseDecimal(text: string): Decimal | undefined {
  const m = DECIMAL.exec(text.trim());
  if (!m) return undefined;
  const frac = m[2] ?? "";
  return { units: BigInt(`${m[1]}${frac}`), places: frac.length };
}

/** volume × rate in cents of USDT, rounded down (the original's ROUND_DOWN). */
export function toUsdtCents(volume: Decimal, rate: Decimal): bigint {
  return (volume.units * rate.units * 100n) / 10n ** BigInt(volume.places + rate.places);
}

/** amount × percent / 100, in cents, rounded down: a fee. `percent` is decimal text such as "1.5". */
export function percentOf(cents: bigint, percent: string): bigint {
  const p = parseDecimal(percent);
  if (!p) throw new Error(`bad percent ${percent}`);
  return (cents * p.units) / (100n * 10n ** BigInt(p.places));
}

/** A percent as the fraction the wire's withdraw_fee carries (1 → 0.01), exact to 6 places. */
export function percentToFraction(percent: string): number {
  const p = parseDecimal(percent);
  if (!p) return 0;
  const micro = (p.units * 10_000n) / 10n ** BigInt(p.places);
  return Number(micro) / 1_000_000;
}

/** Decimal text without trailing zeros: 12.500000 → "12.5". */
export function decimalText(d: Decimal): string {
  const s = d.units.toString().padStart(d.places + 1, "0");
  if (!d.places) return s;
  const int = s.slice(0, -d.places);
  const frac = s.slice(-d.places).replace(/0+$/, "");
  return frac ? `${int}.${frac}` : int;
}
