import type { Queryable } from "../db/db.ts";

export type LoanConfig = {
  ratePpm: number;
  penaltyPpm: number;
  lendableDays: number[];
  amountMin: number;
  amountMax: number;
  twoPersonAbove: number;
};

/** The single row of loan settings (migration 021 seeds it). Read fresh: it decides what a loan costs. */
export async function loanConfig(q: Queryable): Promise<LoanConfig> {
  const [row] = await q.query<{
    rate_ppm: number;
    penalty_ppm: number;
    lendable_days: number[];
    amount_min: number;
    amount_max: number;
    two_person_above: number;
  }>(
    "select rate_ppm, penalty_ppm, lendable_days, amount_min, amount_max, two_person_above from loan_config where id = 1",
  );
  if (!row) throw new Error("loan_config has no row");
  return {
    ratePpm: row.rate_ppm,
    penaltyPpm: row.penalty_ppm,
    lendableDays: [...row.lendable_days].sort((a, b) => a - b),
    amountMin: row.amount_min,
    amountMax: row.amount_max,
    twoPersonAbove: row.two_person_above,
  };
}
