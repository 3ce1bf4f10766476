import { formatAmount, formatWireDate } from "@mall/contract";

/**
 * Figures of the draw page. Digits stay Latin, as every amount of the storefront: a number the reader copies
 * into the verify box (or compares with their own computation) must read the same in every language.
 */
const percent = new Intl.NumberFormat("en", { style: "percent", maximumFractionDigits: 4 });
const whole = new Intl.NumberFormat("en");

/** Odds in parts per million as a percentage: 1,000 ppm → "0.1%". */
export const oddsText = (ppm: number): string => percent.format(ppm / 1_000_000);

export const wholeText = (n: number): string => whole.format(n);

/** A prize's cash as the wallet shows amounts: "50.00". */
export const usdtText = (amount: number): string => formatAmount(amount);

/** A server time in the reader's zone, to the minute. */
export const timeText = (wire: string | null | undefined): string => formatWireDate(wire).slice(0, 16);
