import { formatAmount } from "@mall/contract";
import type { FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Money } from "../../../components/goods/Price.tsx";
import { Skeleton } from "../../../components/goods/States.tsx";
import { PIN_LENGTH, PinBoxes } from "../../../components/PinBoxes.tsx";
import m from "../../../components/wap/me.module.css";
import { Sheet } from "../../../components/wap/Sheet.tsx";
import { RepayFacts } from "../RepayFacts.tsx";
import { useRepay } from "../useRepay.ts";
import s from "./loans.module.css";

/** Where a short wallet tops up and where a fund password is set, on /wap. */
const WAP_DEPOSIT = "/wap/wallet/deposit";
const WAP_FUND_PASSWORD = "/wap/settings/password?kind=fund";

/**
 * Repay now in a sheet (credit!beforepay, then credit!pay): what is due today beside the wallet's balance; when
 * the balance covers it, the 6-digit fund password repays everything due from the wallet. A short wallet is sent
 * to the deposit page; an account without a fund password to where one is set. The desktop dialog's rules.
 */
export function WapRepaySheet({ creditId, onClose }: { creditId: string | null; onClose: () => void }) {
  const { t } = useTranslation(["credit", "pages"]);
  return (
    <Sheet open={creditId !== null} title={t("credit.repay.title")} onClose={onClose}>
      {creditId && <RepayBody creditId={creditId} onClose={onClose} />}
    </Sheet>
  );
}

function RepayBody({ creditId, onClose }: { creditId: string; onClose: () => void }) {
  const { t } = useTranslation(["credit", "pages"]);
  const { before, b, lack, withoutSafeword, pw, type, problem, busy, pay, errorText } = useRepay(creditId, onClose);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    pay();
  };

  if (before.isPending) return <Skeleton height={150} radius={12} />;
  if (!b)
    return (
      <div className={m.stack}>
        <p className={s.error} role="alert">
          {errorText(before.error)}
        </p>
        <button type="button" className={m.btnGhost} onClick={() => void before.refetch()}>
          {t("pages:common.retry")}
        </button>
      </div>
    );
  return (
    <form className={m.stack} onSubmit={submit} noValidate>
      <p className={s.due}>
        <span>{t("credit.repay.due")}</span>
        <span data-testid="repay-due" data-value={b.estimatePayment}>
          <Money value={b.estimatePayment} className={s.dueAmount} />
        </span>
      </p>
      <RepayFacts b={b} lack={lack} className={m.facts} shortClassName={m.danger} />
      {lack > 0n ? (
        <>
          <p className={s.error} role="alert" data-testid="repay-short">
            {t("credit.repay.short", { amount: formatAmount(lack) })}
          </p>
          <Link to={WAP_DEPOSIT} className={`${m.btn} ${m.block}`} data-testid="repay-deposit">
            {t("credit.repay.deposit")}
          </Link>
        </>
      ) : withoutSafeword ? (
        <>
          <p className={m.note}>{t("credit.repay.noSafewordText")}</p>
          <Link to={WAP_FUND_PASSWORD} className={`${m.btn} ${m.block}`}>
            {t("credit.repay.setSafeword")}
          </Link>
        </>
      ) : (
        <>
          <p className={m.note}>{t("credit.repay.enter")}</p>
          <PinBoxes value={pw} onValue={type} label={t("credit.repay.password")} autoFocus disabled={busy} />
          {problem && (
            <p className={s.error} role="alert" data-testid="repay-error">
              {problem}
            </p>
          )}
          <button
            type="submit"
            className={`${m.btn} ${m.block}`}
            disabled={busy || pw.length < PIN_LENGTH}
            aria-busy={busy}
            data-testid="repay-confirm"
          >
            {busy ? t("credit.repay.paying") : t("credit.repay.confirm")}
          </button>
          <Link to={WAP_FUND_PASSWORD} className={`${m.small} ${m.muted}`} style={{ textAlign: "center" }}>
            {t("credit.repay.forgot")}
          </Link>
        </>
      )}
    </form>
  );
}
