import { LOAN_AMOUNT_MAX, LOAN_AMOUNT_MIN, type ParamsOf, parseCents, saveLoanConfigParams } from "@mall/contract";
import { termsText } from "./terms.ts";

export type SettingsForm = {
  dailyRatePercent: string;
  penaltyRatePercent: string;
  lendableDays: number[];
  amountMin: string;
  amountMax: string;
  twoPersonAbove: string;
};

/** What is wrong with a field, as the key of its message. */
export type SettingsProblem = "rate" | "noTerms" | "terms" | "amount" | "maxBelowMin" | "twoPerson";
export type SettingsErrors = Partial<Record<keyof SettingsForm, SettingsProblem>>;

const shape = saveLoanConfigParams.shape;

/** A whole number of USDT from `min` to `max`, or undefined (a blank box too). */
function wholeIn(text: string, min: number, max: number): number | undefined {
  const t = text.trim();
  if (!/^\d{1,9}$/.test(t)) return undefined;
  const n = Number(t);
  return n >= min && n <= max ? n : undefined;
}

/**
 * The settings form checked by the contract's own schema (so the console never allows what the server
 * refuses, nor the reverse), with a message key per field; the parameters to save when nothing is wrong.
 */
export function checkSettings(form: SettingsForm): {
  errors: SettingsErrors;
  params?: ParamsOf<"console/loan-config!save">;
} {
  const errors: SettingsErrors = {};
  const daily = form.dailyRatePercent.trim();
  const penalty = form.penaltyRatePercent.trim();
  const days = termsText(form.lendableDays);
  if (!shape.dailyRatePercent.safeParse(daily).success) errors.dailyRatePercent = "rate";
  if (!shape.penaltyRatePercent.safeParse(penalty).success) errors.penaltyRatePercent = "rate";
  if (form.lendableDays.length === 0) errors.lendableDays = "noTerms";
  else if (!shape.lendableDays.safeParse(days).success) errors.lendableDays = "terms";
  const min = wholeIn(form.amountMin, LOAN_AMOUNT_MIN, LOAN_AMOUNT_MAX);
  const max = wholeIn(form.amountMax, LOAN_AMOUNT_MIN, LOAN_AMOUNT_MAX);
  // 0 puts every loan through two approvers.
  const twoPerson = wholeIn(form.twoPersonAbove, 0, LOAN_AMOUNT_MAX);
  if (min === undefined) errors.amountMin = "amount";
  if (max === undefined) errors.amountMax = "amount";
  else if (min !== undefined && max < min) errors.amountMax = "maxBelowMin";
  if (twoPerson === undefined) errors.twoPersonAbove = "twoPerson";
  if (Object.keys(errors).length > 0 || min === undefined || max === undefined || twoPerson === undefined) {
    return { errors };
  }
  return {
    errors,
    params: {
      dailyRatePercent: daily,
      penaltyRatePercent: penalty,
      lendableDays: days,
      amountMin: min,
      amountMax: max,
      twoPersonAbove: twoPerson,
    },
  };
}

/** Whether a loan of `applyAmount` (a wire amount) needs two different staff members' approvals. */
export const needsTwoApprovals = (applyAmount: number, twoPersonAbove: number): boolean =>
  (parseCents(applyAmount) ?? 0n) > BigInt(Math.max(0, Math.floor(twoPersonAbove))) * 100n;
