import {
  applyRatio,
  type Cents,
  centsToDecimal,
  DEPOSIT_COINS,
  parseCents,
  USDT_TEXT,
  VOLUME_PLACES,
  VOLUME_TEXT,
} from "@mall/contract";

/**
 * The wallet forms' amounts, read exactly (never as floats): what a typed amount is worth, what a withdrawal
 * costs, and why an amount is refused before anything is sent. Each problem is a `wallet.problems.*` key
 * with the values its sentence shows.
 */
export type Problem = { key: string; values?: Record<string, string> };

/** A decimal read exactly: 12.345 is { units: 12345n, places: 3 }. */
type Decimal = { units: bigint; places: number };

const PLAIN = /^\d+(?:\.\d+)?$/;

function decimalOf(text: string): Decimal | undefined {
  const t = text.trim();
  if (!PLAIN.test(t)) return undefined;
  const [int = "0", frac = ""] = t.split(".");
  return { units: BigInt(`${int}${frac}`), places: frac.length };
}

/**
 * A wire number (a coin's price, a fee fraction) as decimal text, without the float's tail: 65432.1 →
 * "65432.1", 0.01 → "0.01". Eight places are kept, as many as a typed coin amount may have.
 */
export function numberText(n: number): string {
  if (!Number.isFinite(n) || n < 0) return "0";
  return n.toFixed(VOLUME_PLACES).replace(/\.?0+$/, "") || "0";
}

/** volume × price (USDT per coin), truncated to cents: the USDT a deposit is expected to credit. */
export function estimateCredit(volume: string, price: number): Cents | undefined {
  const v = decimalOf(volume);
  const p = decimalOf(numberText(price));
  if (!v || !p) return undefined;
  return (v.units * p.units * 100n) / 10n ** BigInt(v.places + p.places);
}

/** The fee of a withdrawal (amount × fraction, truncated to cents) and what arrives (the amount less the fee). */
export function withdrawCost(amount: Cents, fraction: number): { fee: Cents; arrival: Cents } {
  const ratio = Number.isFinite(fraction) && fraction > 0 ? fraction.toFixed(6) : "0";
  const fee = amount > 0n ? applyRatio(amount, ratio) : 0n;
  return { fee, arrival: amount - fee };
}

/** A fee fraction as the percent shown beside it: 0.01 → "1", 0.015 → "1.5", 0.1 → "10". */
export function percentText(fraction: number): string {
  const d = decimalOf(numberText(fraction));
  if (!d) return "0";
  const shifted = d.units * 100n;
  const scale = 10n ** BigInt(d.places);
  const int = shifted / scale;
  const frac = (shifted % scale).toString().padStart(d.places, "0").replace(/0+$/, "");
  return frac ? `${int}.${frac}` : `${int}`;
}

/** Wire bounds (USDT or fiat numbers) in cents; a bound of 0 or less means none. */
const boundOf = (n: number | undefined): Cents | undefined => {
  if (n === undefined || !(n > 0)) return undefined;
  return parseCents(n);
};

type Bounds = { min?: number | undefined; max?: number | undefined };

/** Whether `cents` is inside the bounds; the problem names the bound it passes, in the unit given. */
function boundsProblem(cents: Cents, bounds: Bounds, unit: string): Problem | undefined {
  const min = boundOf(bounds.min);
  const max = boundOf(bounds.max);
  if (min !== undefined && cents < min) return { key: "min", values: { min: amountText(min), unit } };
  if (max !== undefined && cents > max) return { key: "max", values: { max: amountText(max), unit } };
  return undefined;
}

/** Cents as typed-amount text, without separators: 123456n → "1234.56". */
export const amountText = (c: Cents) => centsToDecimal(c);

/** An amount with at most two decimals (USDT or a fiat currency): its cents, or why it is refused. */
export function readTwoPlaces(text: string): { cents: Cents } | { problem: Problem } {
  const t = text.trim();
  if (!t) return { problem: { key: "required" } };
  if (!PLAIN.test(t)) return { problem: { key: "number" } };
  if (!USDT_TEXT.test(t)) return { problem: { key: t.includes(".") ? "places" : "tooLarge", values: { n: "2" } } };
  const cents = parseCents(t) ?? 0n;
  if (cents <= 0n) return { problem: { key: "positive" } };
  return { cents };
}

/** Stablecoins are typed as USDT is (2 decimals, from 1); other coins with up to 8 decimals. */
export const isStable = (coin: string) => DEPOSIT_COINS[coin as keyof typeof DEPOSIT_COINS]?.stable ?? false;

/** The coin amount of an on-chain deposit: stablecoins at least 1 with 2 decimals, others up to 8 decimals. */
export function checkDepositVolume(
  text: string,
  channel: { coin: string; fee: number; recharge_limit_min: number; recharge_limit_max: number },
): { credit: Cents } | { problem: Problem } {
  const t = text.trim();
  const stable = isStable(channel.coin);
  if (!t) return { problem: { key: "required" } };
  if (!PLAIN.test(t)) return { problem: { key: "number" } };
  const pattern = stable ? USDT_TEXT : VOLUME_TEXT;
  if (!pattern.test(t)) {
    const places = stable ? "2" : String(VOLUME_PLACES);
    return { problem: { key: t.includes(".") ? "places" : "tooLarge", values: { n: places } } };
  }
  const volume = decimalOf(t);
  if (!volume || volume.units === 0n) return { problem: { key: "positive" } };
  if (stable && (parseCents(t) ?? 0n) < 100n) return { problem: { key: "atLeastOne" } };
  const credit = estimateCredit(t, channel.fee) ?? 0n;
  const out = boundsProblem(credit, { min: channel.recharge_limit_min, max: channel.recharge_limit_max }, "USDT");
  return out ? { problem: out } : { credit };
}

/** A fiat amount for the card provider: two decimals, inside the chosen currency's bounds. */
export function checkFiatAmount(
  text: string,
  range: { min_amount: number; max_amount: number; bank_code: string } | undefined,
): { cents: Cents } | { problem: Problem } {
  if (!range) return { problem: { key: "currencyFirst" } };
  const read = readTwoPlaces(text);
  if ("problem" in read) return read;
  const out = boundsProblem(read.cents, { min: range.min_amount, max: range.max_amount }, range.bank_code);
  return out ? { problem: out } : read;
}

/** A withdrawal's amount: two decimals, inside the limits, and no more than the available balance. */
export function checkWithdrawAmount(
  text: string,
  o: { min?: number | undefined; max?: number | undefined; balance: number | undefined },
): { cents: Cents } | { problem: Problem } {
  const read = readTwoPlaces(text);
  if ("problem" in read) return read;
  const out = boundsProblem(read.cents, o, "USDT");
  if (out) return { problem: out };
  const balance = o.balance === undefined ? undefined : (parseCents(o.balance) ?? 0n);
  if (balance !== undefined && read.cents > balance) return { problem: { key: "balance" } };
  return read;
}

/** The whole available balance as typed-amount text (the "All" button): truncated to cents. */
export const allOf = (balance: number) => amountText(parseCents(balance) ?? 0n);

/**
 * A link the page may open from a server answer (a provider's pay page): http(s) or a path of this site,
 * never `javascript:` or `data:`.
 */
export function safeHref(url: string | null | undefined): string | undefined {
  const u = url?.trim();
  if (!u) return undefined;
  if (/^\/(?!\/)/.test(u)) return u;
  try {
    const parsed = new URL(u);
    return parsed.protocol === "https:" || parsed.protocol === "http:" ? parsed.href : undefined;
  } catch {
    return undefined;
  }
}

/** A long account number with only its last four shown: "6222 0212 3456 7890" → "•••• 7890". */
export function maskTail(text: string): string {
  const t = text.replace(/\s+/g, "");
  return t.length <= 4 ? t : `•••• ${t.slice(-4)}`;
}
