import { formatAmount } from "@mall/contract";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import c from "../../components/controls.module.css";
import { Money } from "../../components/goods/Price.tsx";
import { Skeleton } from "../../components/goods/States.tsx";
import { Modal, whenIdle } from "../../components/Modal.tsx";
import { PIN_LENGTH, PinBoxes } from "../../components/PinBoxes.tsx";
import { RECHARGE_PATH } from "../wallet/index.ts";
import { WalletIcon } from "./icons.tsx";
import { RepayFacts } from "./RepayFacts.tsx";
import s from "./repay.module.css";
import { useRepay } from "./useRepay.ts";

const FUND_PASSWORD_PATH = "/userInfo/setup/transaction-password";

/**
 * Repay now (credit!beforepay, then credit!pay): what is due today beside the wallet's balance; when the
 * balance covers it, the 6-digit fund password repays everything due from the wallet. A short wallet is sent
 * to the deposit page; an account without a fund password to where one is set.
 */
export function RepayDialog({ creditId, onClose }: { creditId: string; onClose: () => void }) {
  const { t } = useTranslation(["credit", "pages"]);
  const titleId = useId();
  const {
    before,
    b,
    lack,
    withoutSafeword,
    pw,
    type,
    problem,
    busy,
    pay: repay,
    errorText,
  } = useRepay(creditId, onClose);
  const pay = whenIdle(busy, repay);

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
              {t("pages:common.retry")}
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
          <RepayFacts b={b} lack={lack} className={s.facts} shortClassName={s.shortValue} />
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
              <PinBoxes value={pw} onValue={type} label={t("credit.repay.password")} autoFocus disabled={busy} />
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
