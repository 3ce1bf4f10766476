import { randomBytes } from "node:crypto";
import type { Queryable } from "../db/db.ts";
import { isUniqueViolation } from "../db/sql.ts";
import { fail } from "../http/errors.ts";
import { loanConfig } from "./config.ts";

export type Application = {
  realName: string;
  identification: string;
  countryId: number;
  imgFace: string;
  imgBack: string;
  imgHand: string;
  termDays: number;
  amount: string;
  reapplyOf?: string;
};

/** The amount applied for: whole USDT (the original refused decimals with 参数异常), within the bounds. */
export function appliedCents(text: string, bounds: { amountMin: number; amountMax: number }): bigint {
  if (!/^\d{1,12}$/.test(text.trim())) return fail("paramAbnormal");
  const whole = Number(text.trim());
  if (whole < bounds.amountMin || whole > bounds.amountMax) fail("loanAmountOutOfRange");
  return BigInt(whole) * 100n;
}

/**
 * credit!apply: a new application at today's terms (rate, penalty, copied onto the loan). One unfinished loan
 * per account is held by the database. Reapplying after a rejection names the rejected loan, which must be
 * the borrower's own and rejected; a new row is made and the old one stays as it was.
 */
export async function applyForLoan(
  tx: Queryable,
  who: { partyId: number; role: string },
  a: Application,
  now: Date,
): Promise<string> {
  if (who.role === "TEST" || who.role === "STAFF") fail("noPermission");
  const c = await loanConfig(tx);
  const principal = appliedCents(a.amount, c);
  if (!c.lendableDays.includes(a.termDays)) fail("loanTermNotOffered");
  if (a.reapplyOf) {
    const [old] = await tx.query<{ status: number }>("select status from loan where id = $1 and party_id = $2", [
      a.reapplyOf,
      who.partyId,
    ]);
    if (!old) fail("loanNotFound");
    if (old?.status !== 4) fail("loanUnfinished");
  }
  const id = randomBytes(16).toString("hex");
  try {
    await tx.query(
      `insert into loan (id, party_id, real_name, identification, country_id, img_face, img_back, img_hand, term_days,
         principal, rate_ppm, penalty_ppm, reapply_of, created_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)`,
      [
        id,
        who.partyId,
        a.realName,
        a.identification,
        a.countryId,
        a.imgFace,
        a.imgBack,
        a.imgHand,
        a.termDays,
        principal,
        c.ratePpm,
        c.penaltyPpm,
        a.reapplyOf ?? null,
        now,
      ],
    );
  } catch (e) {
    if (isUniqueViolation(e)) fail("loanUnfinished");
    throw e;
  }
  return id;
}
