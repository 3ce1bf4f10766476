import { parseCents } from "@mall/contract";
import { audit } from "../auth/audit-log.ts";
import { action, type AnyAction } from "../http/actions.ts";
import { fail } from "../http/errors.ts";
import { walletBalanceOf } from "../ledger/wallet.ts";
import { loanConfig } from "./config.ts";
import { percentToPpm, ppmToPercent } from "./interest.ts";
import { lockLoan, payLoan } from "./loan-money.ts";
import { loanQueue, portfolio, statementOf } from "./queries.ts";
import { approveLoan, rejectLoan } from "./review-loan.ts";

const money = [{ rule: "money" as const, by: "user" as const }];

/** The loan desk: the review queue, a loan's file and statement, decisions, manual repayments and settings. */
export const consoleLoanActions: AnyAction[] = [
  action("console/loan!queue", { handler: ({ db, params, services }) => loanQueue(db, params, services.clock.now()) }),
  action("console/loan!get", {
    handler: async ({ db, params, services }) => {
      const statement = await statementOf(db, params.creditId, services.clock.now());
      const [l] = await db.query<{
        party_id: number;
        username: string;
        real_name: string;
        identification: string;
        country: string | null;
        img_face: string;
        img_back: string;
        img_hand: string;
        reject_reason: string | null;
        reviewer: string | null;
        paid_orders: number;
      }>(
        `select l.party_id, p.username, l.real_name, l.identification, l.country_id::text country, l.img_face, l.img_back, l.img_hand,
           l.reject_reason, r.username reviewer,
           (select count(*)::int from mall_order o where o.party_id = l.party_id and o.pay_status = 1) paid_orders
         from loan l join party p on p.id = l.party_id left join party r on r.id = l.reviewed_by
         where l.id = $1`,
        [params.creditId],
      );
      if (!l) return fail("loanNotFound");
      return {
        statement,
        partyId: l.party_id,
        username: l.username,
        realName: l.real_name,
        identification: l.identification,
        country: l.country ?? "",
        pictures: { face: l.img_face, back: l.img_back, hand: l.img_hand },
        balance: await walletBalanceOf(db, l.party_id),
        paidOrders: l.paid_orders,
        rejectReason: l.reject_reason,
        reviewedBy: l.reviewer,
      };
    },
  }),
  action("console/loan!approve", {
    rateLimit: money,
    successMsg: "operationSuccess",
    handler: async ({ db, user, params, services }) => {
      const now = services.clock.now();
      return db.tx(async (tx) => {
        const r = await approveLoan(tx, { id: params.creditId, staffId: user.partyId, now });
        await audit(
          tx,
          user,
          "loan.approve",
          { type: "loan", id: params.creditId },
          { status: 1 },
          {
            status: r.approved ? 2 : 1,
            approvals: r.approvals,
          },
        );
        return r;
      });
    },
  }),
  action("console/loan!reject", {
    rateLimit: money,
    successMsg: "operationSuccess",
    handler: async ({ db, user, params, services }) => {
      const now = services.clock.now();
      await db.tx(async (tx) => {
        await rejectLoan(tx, { id: params.creditId, reason: params.reason, staffId: user.partyId, now });
        await audit(
          tx,
          user,
          "loan.reject",
          { type: "loan", id: params.creditId },
          { status: 1 },
          {
            status: 4,
            reason: params.reason,
          },
        );
      });
      return null;
    },
  }),
  action("console/loan!manualRepay", {
    rateLimit: money,
    successMsg: "operationSuccess",
    handler: async ({ db, user, params, services }) => {
      const now = services.clock.now();
      const cents = parseCents(params.amount) ?? 0n;
      await db.tx(async (tx) => {
        const l = await lockLoan(tx, params.creditId);
        if (l.status === 5) fail("loanSettled");
        if (l.status !== 2 && l.status !== 3) fail("loanNotReviewed");
        const txn = await payLoan(tx, l, {
          amount: cents,
          kind: "manual",
          key: `loan-manual:${params.requestId}`,
          by: user.partyId,
          now,
        });
        await audit(
          tx,
          user,
          "loan.manualRepay",
          { type: "loan", id: l.id },
          { repaid: String(l.repaid) },
          {
            amount: params.amount,
            txnId: String(txn),
          },
        );
      });
      return null;
    },
  }),
  action("console/loan!portfolio", { handler: ({ db, services }) => portfolio(db, services.clock.now()) }),
  action("console/loan-config!get", {
    handler: async ({ db }) => {
      const c = await loanConfig(db);
      return {
        dailyRatePercent: ppmToPercent(c.ratePpm),
        penaltyRatePercent: ppmToPercent(c.penaltyPpm),
        lendableDays: c.lendableDays,
        amountMin: c.amountMin,
        amountMax: c.amountMax,
        twoPersonAbove: c.twoPersonAbove,
      };
    },
  }),
  action("console/loan-config!save", {
    successMsg: "operationSuccess",
    handler: async ({ db, user, params }) => {
      const days = [...new Set(params.lendableDays.split(",").map(Number))].sort((a, b) => a - b);
      if (days.some((d) => d < 1 || d > 365)) fail("loanTermNotOffered");
      if (params.amountMax < params.amountMin) fail("loanAmountOutOfRange");
      await db.tx(async (tx) => {
        const before = await loanConfig(tx);
        await tx.query(
          `update loan_config set rate_ppm = $1, penalty_ppm = $2, lendable_days = $3, amount_min = $4, amount_max = $5,
             two_person_above = $6, updated_at = now() where id = 1`,
          [
            percentToPpm(params.dailyRatePercent),
            percentToPpm(params.penaltyRatePercent),
            days,
            params.amountMin,
            params.amountMax,
            params.twoPersonAbove,
          ],
        );
        await audit(tx, user, "loan.config", { type: "setting", id: "loan_config" }, { ...before }, { ...params });
      });
      return null;
    },
  }),
];
