import { type Cents, formatAmount, formatWireDate, parseCents } from "@mall/contract";

/** A wire date in the reader's time zone, without seconds; "—" when absent. */
export const when = (s: string | null | undefined): string => (s ? formatWireDate(s).slice(0, 16) : "—");

/** USDT (cents, a decimal string or a wire number) with separators and two decimals, truncated. */
export const usdt = (s: Cents | string | number | null | undefined): string => formatAmount(s ?? "0");

/** Wire amounts added in cents, so a sum never shows a float's rounding. */
export const sumWire = (...amounts: number[]): Cents => amounts.reduce((a, x) => a + (parseCents(x) ?? 0n), 0n);
