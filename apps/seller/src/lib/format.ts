import { centsToDecimal, formatAmount, formatWireDate, parseCents, toWireDate } from "@mall/contract";

/** A wire amount (number or decimal text) with separators and two decimals, truncated (spec point 9): 1234.5 → "1,234.50". */
export const usdt = (n: number | string | bigint | null | undefined): string => formatAmount(n ?? 0);

/** A wire amount as the plain decimal text a price field holds: 12.5 → "12.50". */
export const priceText = (n: number): string => centsToDecimal(parseCents(n) ?? 0n);

/** A wire date in the reader's time zone, to the minute; "—" when absent. */
export const when = (s: string | null | undefined): string => (s ? formatWireDate(s).slice(0, 16) : "—");

/** Counts in the page's language (thousands separators). */
export const count = (n: number): string => new Intl.NumberFormat(document.documentElement.lang || undefined).format(n);

/** What a store keeps of a price, as a percentage of it, one decimal: (15, 5) → "33.3". */
export function marginPercent(price: number, margin: number): string {
  const p = parseCents(price) ?? 0n;
  if (p <= 0n) return "0.0";
  const tenths = ((parseCents(margin) ?? 0n) * 1000n) / p;
  const neg = tenths < 0n;
  const a = neg ? -tenths : tenths;
  return `${neg ? "-" : ""}${a / 10n}.${a % 10n}`;
}

/** A wire date → the value of an <input type="datetime-local"> in the reader's zone. */
export const wireToLocalInput = (s: string | null | undefined): string =>
  s ? formatWireDate(s).slice(0, 16).replace(" ", "T") : "";

/** The value of an <input type="datetime-local"> (reader's zone) → a wire date; "" when empty or invalid. */
export function localInputToWire(v: string): string {
  if (!v) return "";
  const d = new Date(v);
  return Number.isNaN(d.getTime()) ? "" : (toWireDate(d) ?? "");
}

/** A long address or hash with its middle left out, for a table cell: "TQ4vx9…k2Lm8s". The drawer shows it whole. */
export const middle = (s: string, keep = 6): string =>
  s.length > keep * 2 + 1 ? `${s.slice(0, keep)}…${s.slice(-keep)}` : s;
