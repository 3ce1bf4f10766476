import { type Cents, formatAmount, formatWireDate, parseCents, toWireDate } from "@mall/contract";

/**
 * A wire date in the reader's time zone, without seconds; "—" when absent. A few answers carry an ISO instant
 * ("2026-01-02T03:04:05.000Z", the payout approvals) and read the same way.
 */
export const when = (s: string | null | undefined): string => {
  const wire = s?.includes("T") ? toWireDate(s) : s;
  return wire ? formatWireDate(wire).slice(0, 16) : "—";
};

/** USDT (cents, a decimal string or a wire number) with separators and two decimals, truncated. */
export const usdt = (s: Cents | string | number | null | undefined): string => formatAmount(s ?? "0");

/** Wire amounts added in cents, so a sum never shows a float's rounding. */
export const sumWire = (...amounts: number[]): Cents => amounts.reduce((a, x) => a + (parseCents(x) ?? 0n), 0n);
