import { manualRepayParams, parseCents } from "@mall/contract";

export type RepayProblem = "invalid" | "zero" | "aboveDue";

/**
 * An amount staff record as received outside the platform: USDT with up to 2 decimals (the contract's own
 * pattern), above zero and not above what the loan owes today (`due`, a wire amount).
 */
export function checkRepayAmount(text: string, due: number): RepayProblem | undefined {
  const t = text.trim();
  if (!manualRepayParams.shape.amount.safeParse(t).success) return "invalid";
  const cents = parseCents(t);
  if (cents === undefined) return "invalid";
  if (cents <= 0n) return "zero";
  const owed = parseCents(due);
  if (owed !== undefined && cents > owed) return "aboveDue";
  return undefined;
}

/** What the loan still owes after `amount` is recorded, in cents; never below zero. */
export function dueAfter(due: number, amount: string): bigint {
  const left = (parseCents(due) ?? 0n) - (parseCents(amount) ?? 0n);
  return left > 0n ? left : 0n;
}
