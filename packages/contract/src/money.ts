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

/**
 * A listing's prices as the storefront shows them (the shop's pages and the frame the server draws before the
 * code, apps/server/src/http/wap-sketch.ts). `priceFrom` 1: the SKUs differ in price and this is the cheapest
 * on offer (shown as "from").
 */
export type PriceSource = { sellingPrice: number; discountPrice: number | null; price?: number; priceFrom?: 0 | 1 };
export type PriceView = { now: number; was: number | null; percentOff: number | null };

/**
 * The spec's fallback order: the discount price while the discount window is active (the server fills
 * `discountPrice` only then), else the selling price. The selling price is then shown struck through.
 */
export function priceView(p: PriceSource): PriceView {
  const selling = p.sellingPrice ?? p.price ?? 0;
  const d = p.discountPrice;
  if (d === null || d === undefined || !(d < selling)) return { now: selling, was: null, percentOff: null };
  return { now: d, was: selling, percentOff: percentOff(selling, d) };
}

/** Whole percent saved, computed on cents so the badge never disagrees with the prices shown. */
export function percentOff(was: number, now: number): number | null {
  const w = parseCents(was);
  const n = parseCents(now);
  if (w === undefined || n === undefined || w <= 0n || n >= w) return null;
  const off = Number(((w - n) * 100n) / w);
  return off > 0 ? off : null;
}
