/**
 * Money is bigint minor units (cents of USDT) everywhere inside the system. This module is the only place
 * that converts to and from decimal text, and it truncates (never rounds) as the spec says.
 */
export type Cents = bigint;

const DECIMAL = /^\s*(-)?(\d+)(?:\.(\d*))?\s*$/;

/** Parses "12.345" → 1234n (truncated to 2 decimals). Returns undefined for anything not a plain decimal. */
export function parseCents(text: string | number): Cents | undefined {
  const s = typeof text === "number" ? (Number.isFinite(text) ? text.toFixed(10) : "") : text;
  const m = DECIMAL.exec(s);
  if (!m) return undefined;
  const [, neg, int = "0", frac = ""] = m;
  const cents = BigInt(int) * 100n + BigInt(`${frac}00`.slice(0, 2));
  return neg ? -cents : cents;
}

/** 1234n → 12.34 for JSON wire fields that the original API sends as numbers. Exact for |x| < 2^53 cents. */
export function centsToWire(c: Cents): number {
  return Number(c) / 100;
}

/** 1234n → "12.34" (no separators). */
export function centsToDecimal(c: Cents): string {
  const neg = c < 0n;
  const a = neg ? -c : c;
  return `${neg ? "-" : ""}${a / 100n}.${(a % 100n).toString().padStart(2, "0")}`;
}

/**
 * Display format of spec point 9: thousands separators and two decimals, truncated not rounded.
 * Accepts wire numbers too: 1234.567 → "1,234.56".
 */
export function formatAmount(value: Cents | number | string | null | undefined): string {
  if (value === null || value === undefined || value === "") return "0.00";
  const c = typeof value === "bigint" ? value : parseCents(value);
  if (c === undefined) return "0.00";
  const [int = "0", frac = "00"] = centsToDecimal(c < 0n ? -c : c).split(".");
  return `${c < 0n ? "-" : ""}${int.replace(/\B(?=(\d{3})+(?!\d))/g, ",")}.${frac}`;
}

/**
 * A count (goods, sold, followers) written as amounts are: thousands separated by commas, whatever the
 * browser's own locale (Number#toLocaleString would follow the browser rather than the shop's language, and its
 * first call costs a phone about 25 ms to load the number formats).
 */
export function formatCount(n: number | null | undefined): string {
  if (n === null || n === undefined || !Number.isFinite(n)) return "0";
  return String(Math.trunc(n)).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
}

/** price × ratio, truncated to cents. ratio as a decimal string such as "0.1500". */
export function applyRatio(price: Cents, ratio: string): Cents {
  const m = /^(\d+)(?:\.(\d{0,6}))?$/.exec(ratio);
  if (!m) throw new Error(`bad ratio ${ratio}`);
  const scaled = BigInt(m[1] ?? "0") * 1_000_000n + BigInt(`${m[2] ?? ""}000000`.slice(0, 6));
  return (price * scaled) / 1_000_000n;
}
