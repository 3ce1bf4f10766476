import { toWireDate } from "@mall/contract";

/**
 * The calendar day before `now` on the server's clock (Asia/Shanghai, where wire dates live), as
 * YYYY-MM-DD: the last day that is over everywhere the books are kept.
 */
export const serverYesterday = (now: Date = new Date()): string =>
  (toWireDate(new Date(now.getTime() - 86_400_000)) ?? "").slice(0, 10);

/** Today on the server's clock: the latest day a reconciliation may ask for. */
export const serverToday = (now: Date = new Date()): string => (toWireDate(now) ?? "").slice(0, 10);

/** A YYYY-MM-DD that is a real calendar day. */
export const isDay = (s: string): boolean => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(s)) return false;
  const d = new Date(`${s}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
};
