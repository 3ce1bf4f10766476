import { formatAmount, SAFEWORD_PATTERN } from "@mall/contract";
import { toast } from "@mall/ui";
import { type FormEvent, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Money } from "../../../components/goods/Price.tsx";
import { Skeleton } from "../../../components/goods/States.tsx";
import { PIN_LENGTH, PinBoxes } from "../../../components/PinBoxes.tsx";
import m from "../../../components/wap/me.module.css";
import { Sheet } from "../../../components/wap/Sheet.tsx";
import { ApiError } from "../../../lib/api.ts";
import { useErrorText } from "../../../lib/error-text.ts";
import { useLocalUser } from "../../account/index.ts";
import { repayLoan, useBeforePay, useLoansChanged } from "../api.ts";
import { percentOf, shortfall } from "../loan-terms.ts";
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
  const { t } = useTranslation("pages");
  return (
    <Sheet open={creditId !== null} title={t("credit.repay.title")} onClose={onClose}>
      {creditId && <RepayBody creditId={creditId} onClose={onClose} />}
    </Sheet>
  );
}

function RepayBody({ creditId, onClose }: { creditId: string; onClose: () => void }) {
  const { t } = useTranslation("pages");
  const { t: tr } = useTranslation();
  const errorText = useErrorText();
  const before = useBeforePay(creditId);
  const me = useLocalUser();
  const changed = useLoansChanged();
  const [pw, setPw] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const [noSafeword, setNoSafeword] = useState(false);
  const [busy, setBusy] = useState(false);
  const working = useRef(false);
  const b = before.data;
  const lack = b ? shortfall(b.accountAmount, b.estimatePayment) : 0n;
  const withoutSafeword = noSafeword || me.data?.safeword === 0;

  const pay = (e: FormEvent) => {
    e.preventDefault();
    if (!SAFEWORD_PATTERN.test(pw)) return setProblem(tr("errors:enterFullPaymentPassword"));
    if (working.current) return;
    working.current = true;
    setBusy(true);
    repayLoan({ creditId, safeword: pw })
      .then(async () => {
        toast.success(t("credit.repay.done"));
        await changed();
        onClose();
      })
      .catch((err: unknown) => {
        if (err instanceof ApiError && err.key === "fundPasswordNotSet") setNoSafeword(true);
        setProblem(errorText(err));
        setPw("");
        // What is due may have changed meanwhile (a collection, the day turning): read it again.
        void before.refetch();
      })
      .finally(() => {
        working.current = false;
        setBusy(false);
      });
  };

  if (before.isPending) return <Skeleton height={150} radius={12} />;
  if (!b)
    return (
      <div className={m.stack}>
        <p className={s.error} role="alert">
          {errorText(before.error)}
        </p>
        <button type="button" className={m.btnGhost} onClick={() => void before.refetch()}>
          {t("common.retry")}
        </button>
      </div>
    );
  return (
    <form className={m.stack} onSubmit={pay} noValidate>
      <p className={s.due}>
        <span>{t("credit.repay.due")}</span>
        <span data-testid="repay-due" data-value={b.estimatePayment}>
          <Money value={b.estimatePayment} className={s.dueAmount} />
        </span>
      </p>
      <dl className={m.facts}>
        <div>
          <dt>{t("credit.repay.borrower")}</dt>
          <dd>
            <bdi>{b.realName || "—"}</bdi>
          </dd>
        </div>
        <div>
          <dt>{t("credit.repay.days")}</dt>
          <dd>{b.alreadyCreditDays}</dd>
        </div>
        <div>
          <dt>{t("credit.repay.rate")}</dt>
          <dd>
            <bdi>{t("credit.perDay", { percent: percentOf(b.creditRate) })}</bdi>
          </dd>
        </div>
        <div>
          <dt>{t("credit.repay.balance")}</dt>
          <dd data-testid="repay-balance" className={lack > 0n ? m.danger : undefined}>
            <Money value={b.accountAmount} />
          </dd>
        </div>
      </dl>
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
          <PinBoxes
            value={pw}
            onValue={(v) => {
              setPw(v);
              setProblem(null);
            }}
            label={t("credit.repay.password")}
            autoFocus
            disabled={busy}
          />
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
