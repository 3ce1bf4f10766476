import { formatAmount, SAFEWORD_PATTERN } from "@mall/contract";
import { toast } from "@mall/ui";
import { useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import c from "../../components/controls.module.css";
import { Money } from "../../components/goods/Price.tsx";
import { Skeleton } from "../../components/goods/States.tsx";
import { Modal, whenIdle } from "../../components/Modal.tsx";
import { PIN_LENGTH, PinBoxes } from "../../components/PinBoxes.tsx";
import { ApiError } from "../../lib/api.ts";
import { useErrorText } from "../../lib/error-text.ts";
import { useLocalUser } from "../account/index.ts";
import { RECHARGE_PATH } from "../wallet/index.ts";
import { repayLoan, useBeforePay, useLoansChanged } from "./api.ts";
import { WalletIcon } from "./icons.tsx";
import { percentOf, shortfall } from "./loan-terms.ts";
import s from "./repay.module.css";

const FUND_PASSWORD_PATH = "/userInfo/setup/transaction-password";

/**
 * Repay now (credit!beforepay, then credit!pay): what is due today beside the wallet's balance; when the
 * balance covers it, the 6-digit fund password repays everything due from the wallet. A short wallet is sent
 * to the deposit page; an account without a fund password to where one is set.
 */
export function RepayDialog({ creditId, onClose }: { creditId: string; onClose: () => void }) {
  const { t } = useTranslation("pages");
  const { t: tr } = useTranslation();
  const errorText = useErrorText();
  const titleId = useId();
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

  const pay = whenIdle(busy, () => {
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
      .catch((e: unknown) => {
        if (e instanceof ApiError && e.key === "fundPasswordNotSet") setNoSafeword(true);
        setProblem(errorText(e));
        setPw("");
        // What is due may have changed meanwhile (a collection, the day turning): read it again.
        void before.refetch();
      })
      .finally(() => {
        working.current = false;
        setBusy(false);
      });
  });

  return (
    <Modal
      classes={{ overlay: s.overlay, dialog: s.dialog, close: s.close }}
      titleId={titleId}
      busy={busy}
      onClose={onClose}
      closeLabel={t("credit.repay.close")}
      onSubmit={b && lack === 0n && !withoutSafeword ? pay : undefined}
    >
      <span className={s.icon}>
        <WalletIcon size={26} />
      </span>
      <h2 id={titleId} className={s.title}>
        {withoutSafeword ? t("credit.repay.noSafewordTitle") : t("credit.repay.title")}
      </h2>
      {before.isPending ? (
        <Skeleton height={150} radius={12} />
      ) : !b ? (
        <>
          <p className={s.error} role="alert">
            {errorText(before.error)}
          </p>
          <div className={s.btns}>
            <button type="button" className={c.ghostBtn} onClick={onClose}>
              {t("credit.repay.cancel")}
            </button>
            <button type="button" className={c.solidBtn} onClick={() => void before.refetch()}>
              {t("common.retry")}
            </button>
          </div>
        </>
      ) : (
        <>
          <p className={s.due}>
            <span>{t("credit.repay.due")}</span>
            <span data-testid="repay-due" data-value={b.estimatePayment}>
              <Money value={b.estimatePayment} className={s.amount} />
            </span>
          </p>
          <dl className={s.facts}>
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
              <dd data-testid="repay-balance" className={lack > 0n ? s.shortValue : undefined}>
                <Money value={b.accountAmount} />
              </dd>
            </div>
          </dl>
          {lack > 0n ? (
            <>
              <p className={s.short} role="alert" data-testid="repay-short">
                {t("credit.repay.short", { amount: formatAmount(lack) })}
              </p>
              <div className={s.btns}>
                <button type="button" className={c.ghostBtn} onClick={onClose}>
                  {t("credit.repay.cancel")}
                </button>
                <Link to={RECHARGE_PATH} className={c.solidBtn} data-testid="repay-deposit">
                  {t("credit.repay.deposit")}
                </Link>
              </div>
            </>
          ) : withoutSafeword ? (
            <>
              <p className={s.text}>{t("credit.repay.noSafewordText")}</p>
              <div className={s.btns}>
                <button type="button" className={c.ghostBtn} onClick={onClose}>
                  {t("credit.repay.later")}
                </button>
                <Link to={FUND_PASSWORD_PATH} className={c.solidBtn}>
                  {t("credit.repay.setSafeword")}
                </Link>
              </div>
            </>
          ) : (
            <>
              <p className={s.text}>{t("credit.repay.enter")}</p>
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
              <div className={s.btns}>
                <button type="button" className={c.ghostBtn} onClick={onClose} disabled={busy}>
                  {t("credit.repay.cancel")}
                </button>
                <button
                  type="submit"
                  className={c.solidBtn}
                  disabled={busy || pw.length < PIN_LENGTH}
                  aria-busy={busy}
                  data-testid="repay-confirm"
                >
                  {busy ? t("credit.repay.paying") : t("credit.repay.confirm")}
                </button>
              </div>
              <p className={s.hint}>
                <Link to={FUND_PASSWORD_PATH} className={c.inlineLink}>
                  {t("credit.repay.forgot")}
                </Link>
              </p>
            </>
          )}
        </>
      )}
    </Modal>
  );
}
