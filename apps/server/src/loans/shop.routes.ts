import { CREDIT_APPLY_PARAM_ERRORS } from "@mall/contract";
import { checkMoneySafeword } from "../accounts/index.ts";
import { action, type AnyAction } from "../http/actions.ts";
import { fail } from "../http/errors.ts";
import { appliedCents, applyForLoan } from "./apply-loan.ts";
import { loanConfig } from "./config.ts";
import { figuresOf, lockLoan, payLoan } from "./loan-money.ts";
import { beforePay, beforeReapply, billOf, configVo, historyOf, mayApply, quoteVo, statementOf } from "./queries.ts";

const money = [{ rule: "money" as const, by: "user" as const }];

/** The borrower's loan calls (api-contract-money-chat.md §2.5): each reads and changes only the caller's own. */
export const creditActions: AnyAction[] = [
  action("credit!check", { handler: ({ db, user }) => mayApply(db, user.partyId) }),
  action("credit!config", { handler: async ({ db }) => configVo(await loanConfig(db)) }),
  action("credit!quote", {
    paramErrors: { applyAmount: "loanAmountOutOfRange", creditPeriod: "loanTermNotOffered" },
    handler: async ({ db, params, services }) => {
      const c = await loanConfig(db);
      return quoteVo(c, appliedCents(params.applyAmount, c), params.creditPeriod, services.clock.now());
    },
  }),
  action("credit!apply", {
    paramErrors: CREDIT_APPLY_PARAM_ERRORS,
    rateLimit: money,
    handler: async ({ db, user, params, services }) => {
      await db.tx((tx) =>
        applyForLoan(
          tx,
          { partyId: user.partyId, role: user.role },
          {
            realName: params.realName,
            identification: params.identification,
            countryId: params.countryId,
            imgFace: params.imgCertificateFace,
            imgBack: params.imgCertificateBack,
            imgHand: params.imgCertificateHand,
            termDays: params.creditPeriod,
            amount: params.applyAmount,
            reapplyOf: params.creditId,
          },
          services.clock.now(),
        ),
      );
      return null;
    },
  }),
  action("credit!bill", { handler: ({ db, user, services }) => billOf(db, user.partyId, services.clock.now()) }),
  action("credit!histroy", { handler: ({ db, user, params }) => historyOf(db, user.partyId, params) }),
  action("credit!beforepay", {
    paramErrors: { creditId: "loanIdMissing" },
    handler: ({ db, user, params, services }) => beforePay(db, user.partyId, params.creditId, services.clock.now()),
  }),
  action("credit!pay", {
    paramErrors: { creditId: "loanIdMissing", safeword: "fundPasswordLength" },
    rateLimit: money,
    handler: async ({ db, user, params, services }) => {
      const now = services.clock.now();
      await checkMoneySafeword(db, user.partyId, params.safeword, now);
      await db.tx(async (tx) => {
        const l = await lockLoan(tx, params.creditId, user.partyId);
        if (l.status !== 2 && l.status !== 3) fail("loanNotPayable");
        const due = figuresOf(l, now).due;
        await payLoan(tx, l, { amount: due, kind: "repay", key: `loan-repay:${l.id}`, now });
      });
      return null;
    },
  }),
  action("credit!beforereapply", {
    paramErrors: { creditId: "paramAbnormal" },
    handler: ({ db, user, params }) => beforeReapply(db, user.partyId, params.creditId),
  }),
  action("credit!statement", {
    paramErrors: { creditId: "loanNotFound" },
    handler: ({ db, user, params, services }) => statementOf(db, params.creditId, services.clock.now(), user.partyId),
  }),
  action("credit!autoCollect", {
    paramErrors: { creditId: "loanNotFound" },
    handler: async ({ db, user, params, services }) => {
      await db.tx(async (tx) => {
        const l = await lockLoan(tx, params.creditId, user.partyId);
        if (l.status === 4 || l.status === 5) fail("loanSettled");
        // Turning it off is for before the due date; turning it on is always allowed.
        if (!params.on && l.due_at && services.clock.now() >= l.due_at) fail("loanNotPayable");
        await tx.query("update loan set auto_collect = $2, updated_at = now() where id = $1", [l.id, params.on]);
      });
      return null;
    },
  }),
];
