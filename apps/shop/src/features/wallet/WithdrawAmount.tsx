import { formatAmount } from "@mall/contract";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { formStyles as f } from "../account/index.ts";
import { useUsdtBalance } from "../user-center/index.ts";
import { useWithdrawFee, useWithdrawLimits } from "./api.ts";
import { described, FormRow, Step } from "./FormRow.tsx";
import s from "./forms.module.css";
import { allOf, checkWithdrawAmount, type Problem, percentText, withdrawCost } from "./money-input.ts";
import wd from "./withdraw.module.css";

/**
 * A withdrawal's amount and what it costs, live: the channel's fee (withdraw!fee, a fraction), the limits
 * (withdraw!withdrawLimitConfig) and the available balance bound it; fee and arrival are exact cents.
 */
export function useWithdrawAmount(channel: string) {
  const balance = useUsdtBalance();
  const fee = useWithdrawFee(channel);
  const limits = useWithdrawLimits();
  const [amount, setAmount] = useState("");
  const money = balance.data?.money;
  const checked = checkWithdrawAmount(amount, {
    min: limits.data?.withdrawAmountMin,
    max: limits.data?.withdrawAmountMax,
    balance: money,
  });
  const problem: Problem | undefined = "problem" in checked ? checked.problem : undefined;
  const fraction = fee.data?.withdraw_fee;
  const cost = "cents" in checked && fraction !== undefined ? withdrawCost(checked.cents, fraction) : undefined;
  return {
    amount,
    setAmount,
    problem,
    cost,
    fraction,
    balance: money,
    limits: limits.data,
    /** Fee and limits must be known before a request is sent: the buyer sees what arrives first. */
    ready: fraction !== undefined && money !== undefined,
  };
}
export type WithdrawAmountState = ReturnType<typeof useWithdrawAmount>;

/** The amount field with its "All" button and the balance and limits under it. */
export function AmountRow({
  id,
  w,
  problem,
  locked,
}: {
  id: string;
  w: WithdrawAmountState;
  problem: Problem | undefined;
  locked: boolean;
}) {
  const { t } = useTranslation("account");
  const available = w.balance === undefined ? "--" : formatAmount(w.balance);
  const limits = w.limits;
  const hint = [
    t("wallet.withdraw.available", { amount: available }),
    limits && limits.withdrawAmountMax > 0
      ? t("wallet.withdraw.limits", {
          min: formatAmount(limits.withdrawAmountMin),
          max: formatAmount(limits.withdrawAmountMax),
        })
      : limits && limits.withdrawAmountMin > 0
        ? t("wallet.withdraw.minimum", { min: formatAmount(limits.withdrawAmountMin) })
        : "",
  ]
    .filter(Boolean)
    .join(" · ");
  return (
    <FormRow id={id} label={t("wallet.withdraw.amount")} problem={problem} hint={hint}>
      <div className={s.amountControl}>
        <span className={s.amountInput}>
          <input
            {...described(id, problem, true)}
            className={f.input}
            inputMode="decimal"
            autoComplete="off"
            value={w.amount}
            onChange={(e) => w.setAmount(e.target.value)}
            disabled={locked}
            data-testid="withdraw-amount"
          />
          <span className={s.unitTag}>USDT</span>
        </span>
        <button
          type="button"
          className={s.allBtn}
          onClick={() => w.balance !== undefined && w.setAmount(allOf(w.balance))}
          disabled={locked || w.balance === undefined}
          data-testid="withdraw-all"
        >
          {t("wallet.withdraw.all")}
        </button>
      </div>
    </FormRow>
  );
}

/** Fee rate, fee and arrival, shown before the request is sent. */
export function Totals({ w }: { w: WithdrawAmountState }) {
  const { t } = useTranslation("account");
  const usdt = (c: bigint | undefined) => (c === undefined ? "--" : `${formatAmount(c)} USDT`);
  return (
    <section className={wd.totals} aria-live="polite" aria-label={t("wallet.withdraw.totals")}>
      <h2 className={wd.totalsTitle}>{t("wallet.withdraw.totals")}</h2>
      <dl>
        <div>
          <dt>{t("wallet.withdraw.feeRate")}</dt>
          <dd data-testid="withdraw-fee-rate">
            <bdi>{w.fraction === undefined ? "--" : `${percentText(w.fraction)}%`}</bdi>
          </dd>
        </div>
        <div>
          <dt>{t("wallet.withdraw.fee")}</dt>
          <dd data-testid="withdraw-fee">
            <bdi>{usdt(w.cost?.fee)}</bdi>
          </dd>
        </div>
        <div className={wd.arrival}>
          <dt>{t("wallet.withdraw.arrival")}</dt>
          <dd data-testid="withdraw-arrival">
            <bdi>{usdt(w.cost?.arrival)}</bdi>
          </dd>
        </div>
      </dl>
    </section>
  );
}

/** The amount's step of both withdrawal forms, on the desktop and on /wap: the amount and what it costs. */
export function AmountStep({
  n,
  w,
  problem,
  locked,
}: {
  n: number;
  w: WithdrawAmountState;
  problem: Problem | undefined;
  locked: boolean;
}) {
  const { t } = useTranslation("account");
  const uid = useId();
  return (
    <Step n={n} title={t("wallet.withdraw.amountStep")}>
      <AmountRow id={`${uid}-amount`} w={w} problem={problem} locked={locked} />
      <Totals w={w} />
    </Step>
  );
}
