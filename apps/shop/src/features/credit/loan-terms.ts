import {
  type Cents,
  formatAmount,
  LOAN_AMOUNT_MAX,
  LOAN_AMOUNT_MIN,
  LOAN_STATUS,
  LOAN_TERM_MAX_DAYS,
  parseCents,
} from "@mall/contract";

/**
 * The loan pages' rules, apart from React: what a typed amount and a chosen term are worth, which terms are
 * on offer, rates as percents, a loan's state by name, and what a repayment needs. A problem is a
 * `credit:credit.problems.*` key with the values its sentence shows.
 */
export type Problem = { key: string; values?: Record<string, string> };

export type Bounds = { min: number; max: number };

/** The amounts an application may ask for: the server's (credit!config), the spec's until it answers. */
export function amountBounds(config?: { amountMin: number; amountMax: number }): Bounds {
  const min = config && config.amountMin > 0 ? Math.ceil(config.amountMin) : LOAN_AMOUNT_MIN;
  const max = config && config.amountMax >= min ? Math.floor(config.amountMax) : Math.max(min, LOAN_AMOUNT_MAX);
  return { min, max };
}

/** The amount field keeps digits only, as typed (the amount is a whole number of USDT), without leading zeros. */
export const digitsOnly = (text: string) =>
  text
    .replace(/\D/g, "")
    .replace(/^0+(?=\d)/, "")
    .slice(0, 12);

/** A typed amount: a whole number of USDT inside the bounds, or why not. */
export function checkLoanAmount(text: string, bounds: Bounds): { amount: number } | { problem: Problem } {
  const t = text.trim();
  if (!t) return { problem: { key: "amountRequired" } };
  if (!/^\d{1,12}$/.test(t)) return { problem: { key: "amountWhole" } };
  const amount = Number(t);
  const range = { min: formatWhole(bounds.min), max: formatWhole(bounds.max) };
  if (amount < bounds.min || amount > bounds.max) return { problem: { key: "amountRange", values: range } };
  return { amount };
}

/** A whole number with thousands separators: 100000 → "100,000". */
export const formatWhole = (n: number) => formatAmount(Math.trunc(n)).replace(/\.00$/, "");

export type TermOption = { days: number; offered: boolean };

const dayNumber = (d: string) => (/^\s*\d{1,3}\s*$/.test(d) ? Number(d) : Number.NaN);

/**
 * The terms the form lists (credit!config): every term shown (`allLendableDays`), in order, those not on offer
 * (`lendableDays`) marked so the page greys them. A term on offer but missing from the shown list is listed too.
 */
export function termOptions(all: readonly string[], lendable: readonly string[]): TermOption[] {
  const offered = new Set(lendable.map(dayNumber));
  const days = new Set([...all, ...lendable].map(dayNumber));
  return [...days]
    .filter((d) => Number.isInteger(d) && d >= 1 && d <= LOAN_TERM_MAX_DAYS)
    .sort((a, b) => a - b)
    .map((d) => ({ days: d, offered: offered.has(d) }));
}

/** The chosen term (the select's value): one on offer, or why not. */
export function checkTerm(value: string, options: readonly TermOption[]): { days: number } | { problem: Problem } {
  if (!value) return { problem: { key: "termRequired" } };
  const option = options.find((o) => String(o.days) === value);
  if (!option?.offered) return { problem: { key: "termNotOffered" } };
  return { days: option.days };
}

/**
 * A daily fraction of the wire (0.002) as the percent shown beside it ("0.2"), without the float's tail:
 * eight decimal places are read, trailing zeros dropped.
 */
export function percentOf(fraction: number): string {
  if (!Number.isFinite(fraction) || fraction <= 0) return "0";
  const [int = "0", frac = ""] = fraction.toFixed(8).split(".");
  const units = BigInt(`${int}${frac}`) * 100n;
  const scale = 10n ** BigInt(frac.length);
  const whole = units / scale;
  const rest = (units % scale).toString().padStart(frac.length, "0").replace(/0+$/, "");
  return rest ? `${whole}.${rest}` : `${whole}`;
}

/** The loan states by name (LOAN_STATUS on the wire). */
export type LoanState = "pending" | "active" | "overdue" | "rejected" | "repaid";
const STATES: Record<number, LoanState> = {
  [LOAN_STATUS.pending]: "pending",
  [LOAN_STATUS.active]: "active",
  [LOAN_STATUS.overdue]: "overdue",
  [LOAN_STATUS.rejected]: "rejected",
  [LOAN_STATUS.repaid]: "repaid",
};
export const loanState = (status: number | null | undefined): LoanState | undefined =>
  status === null || status === undefined ? undefined : STATES[status];

/** Approved and not yet settled: the borrower may repay (the original's buttons for 2 and 3). */
export const canRepay = (status: number | null | undefined) =>
  status === LOAN_STATUS.active || status === LOAN_STATUS.overdue;
/** Turned down: the borrower may apply again with the same details. */
export const canReapply = (status: number | null | undefined) => status === LOAN_STATUS.rejected;
/** Waiting for review, paid out or overdue: the one unfinished loan an account may have. */
export const isUnfinished = (status: number | null | undefined) => status === LOAN_STATUS.pending || canRepay(status);

/** What the wallet lacks to repay what is due, in cents (0 when it covers it). Exact: never compared as floats. */
export function shortfall(balance: number, due: number): Cents {
  const lack = (parseCents(due) ?? 0n) - (parseCents(balance) ?? 0n);
  return lack > 0n ? lack : 0n;
}

const WIRE_DATE = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/;
/** China keeps one offset all year, so a Shanghai wall clock is UTC+8. */
const SHANGHAI_OFFSET_MS = 8 * 3_600_000;
const DAY_MS = 86_400_000;

/** A wire date (Asia/Shanghai wall clock) as an instant, or undefined when it is not one. */
export function wireInstant(wire: string | null | undefined): number | undefined {
  const m = wire ? WIRE_DATE.exec(wire.trim()) : null;
  if (!m) return undefined;
  const [, y, mo, d, h, mi, s] = m.map(Number);
  return Date.UTC(y ?? 0, (mo ?? 1) - 1, d ?? 1, h ?? 0, mi ?? 0, s ?? 0) - SHANGHAI_OFFSET_MS;
}

/**
 * Days until a due time, started days counted (1 while less than a day is left); 0 from the due time for
 * a day, then minus the whole days late.
 */
export function daysUntil(wire: string | null | undefined, now: number): number | undefined {
  const due = wireInstant(wire);
  if (due === undefined) return undefined;
  const left = due - now;
  return left > 0 ? Math.ceil(left / DAY_MS) : 0 - Math.floor(-left / DAY_MS) || 0;
}

/**
 * The landing page's worked example (credit!quote): the smallest amount on offer for the term on offer
 * nearest a month; none while no term is offered.
 */
export function exampleOf(config: {
  amountMin: number;
  amountMax: number;
  lendableDays: string[];
  allLendableDays: string[];
}): { applyAmount: string; creditPeriod: number } | undefined {
  const offered = termOptions(config.allLendableDays, config.lendableDays).filter((o) => o.offered);
  const term = [...offered].sort((a, b) => Math.abs(a.days - 30) - Math.abs(b.days - 30) || a.days - b.days)[0];
  if (!term) return undefined;
  return { applyAmount: String(amountBounds(config).min), creditPeriod: term.days };
}

/** The form's typed fields. Text, as the inputs hold them; the country is the select's value. */
export type LoanDraft = {
  realName: string;
  countryId: string;
  identification: string;
  applyAmount: string;
  creditPeriod: string;
};
export const EMPTY_DRAFT: LoanDraft = {
  realName: "",
  countryId: "",
  identification: "",
  applyAmount: "",
  creditPeriod: "",
};

/** The application turned down, as the form's draft: the borrower changes what was wrong and sends it again. */
export function draftFromRejected(vo: {
  realName: string;
  countryId: number;
  identification: string;
  applyAmount: number;
  creditPeriod: number;
}): LoanDraft {
  return {
    realName: vo.realName,
    countryId: vo.countryId > 0 ? String(vo.countryId) : "",
    identification: vo.identification,
    applyAmount: vo.applyAmount > 0 ? String(Math.trunc(vo.applyAmount)) : "",
    creditPeriod: vo.creditPeriod > 0 ? String(vo.creditPeriod) : "",
  };
}

/** The three ID pictures an application carries. */
export const PHOTO_SLOTS = ["face", "back", "hand"] as const;
export type PhotoSlot = (typeof PHOTO_SLOTS)[number];
export type PhotoState = "missing" | "uploading" | "failed" | "done";

/** Why the form cannot be sent yet, field by field (undefined where a field is fine). */
export function draftProblems(
  draft: LoanDraft,
  o: { bounds: Bounds; terms: readonly TermOption[]; photos: Record<PhotoSlot, PhotoState>; agreed: boolean },
): Record<string, Problem | undefined> {
  const amount = checkLoanAmount(draft.applyAmount, o.bounds);
  const term = checkTerm(draft.creditPeriod, o.terms);
  const photo = (slot: PhotoSlot): Problem | undefined => {
    const state = o.photos[slot];
    if (state === "missing") return { key: "photoMissing" };
    if (state === "uploading") return { key: "photoUploading" };
    if (state === "failed") return { key: "photoFailed" };
    return undefined;
  };
  return {
    realName: draft.realName.trim() ? undefined : { key: "realName" },
    countryId: draft.countryId ? undefined : { key: "country" },
    identification: draft.identification.trim() ? undefined : { key: "identification" },
    applyAmount: "problem" in amount ? amount.problem : undefined,
    creditPeriod: "problem" in term ? term.problem : undefined,
    face: photo("face"),
    back: photo("back"),
    hand: photo("hand"),
    agreed: o.agreed ? undefined : { key: "agree" },
  };
}
