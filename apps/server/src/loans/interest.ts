/**
 * The loan's arithmetic (decision 0016), the only calculator: the quote before applying, the bill, the
 * repayment, the collection, the daily job (in SQL, the same formula) and the statement all use it.
 *
 * - Days: every started day counts whole, from the approval; the first day counts at once.
 * - Interest: on the principal only (no compounding): rate per day for the days within the term, plus the
 *   penalty rate per day for each day past it. Rates are parts per million per day.
 * - Rounding: the total interest of a day count is computed exactly and truncated to the cent once
 *   (never a truncation per day), so interest for d days never depends on how often it was read.
 * - A payment pays interest first, then principal.
 */
export type LoanTerms = { principal: bigint; ratePpm: number; penaltyPpm: number; termDays: number };

const DAY_MS = 86_400_000;
const PPM = 1_000_000n;

export function loanDays(approvedAt: Date, now: Date): number {
  const elapsed = now.getTime() - approvedAt.getTime();
  return Math.max(1, Math.ceil(elapsed / DAY_MS));
}

export function interestFor(l: LoanTerms, days: number): bigint {
  const inTerm = BigInt(Math.min(days, l.termDays));
  const late = BigInt(Math.max(0, days - l.termDays));
  return (l.principal * (BigInt(l.ratePpm) * inTerm + BigInt(l.penaltyPpm) * late)) / PPM;
}

/** What a loan costs if held to its term, and the penalty of each day late after it. */
export function quote(l: LoanTerms) {
  const interest = interestFor(l, l.termDays);
  return {
    interest,
    total: l.principal + interest,
    penaltyPerDay: (l.principal * BigInt(l.penaltyPpm)) / PPM,
  };
}

/** The split of a payment of `amount` when `interestDue` is still owed: interest first, then principal. */
export function splitPayment(amount: bigint, interestDue: bigint) {
  const interest = amount < interestDue ? amount : interestDue > 0n ? interestDue : 0n;
  return { interest, principal: amount - interest };
}

/** A rate in ppm per day as percent text with 4 places trimmed ("0.2"), and back. */
export function ppmToPercent(ppm: number): string {
  const s = (ppm / 10_000).toFixed(4);
  return s.replace(/\.?0+$/, "") || "0";
}
export function percentToPpm(text: string): number {
  const m = /^(\d{1,2})(?:\.(\d{1,4}))?$/.exec(text.trim());
  if (!m) throw new Error(`bad percent ${text}`);
  return Number(m[1]) * 10_000 + Number((m[2] ?? "").padEnd(4, "0"));
}
/** The daily fraction the wire carries (0.002 for 2,000 ppm): exact for ppm values, as a JSON number. */
export const ppmToFraction = (ppm: number) => ppm / 1_000_000;
