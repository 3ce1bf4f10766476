import { formatAmount } from "@mall/contract";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { WalletIcon } from "../../components/icons.tsx";
import { useUsdtBalance } from "../user-center/index.ts";
import { RECHARGE_PATH, WITHDRAW_PATH } from "./paths.ts";
import s from "./wallet.module.css";

/** The balance (wallet!getUsdt): what can be spent or withdrawn, what waits in withdrawals, and the two ways on. */
export function WalletSummary() {
  const { t } = useTranslation("account");
  const balance = useUsdtBalance();
  const value = (n: number | undefined, testId: string, small = false) => (
    <p className={`${s.figureValue} ${small ? s.figureSmall : ""}`} data-testid={testId}>
      {balance.isPending ? (
        <span className={s.skeletonBar} />
      ) : balance.isError || n === undefined ? (
        "—"
      ) : (
        <>
          <bdi>{formatAmount(n)}</bdi>
          <span className={s.unit}>USDT</span>
        </>
      )}
    </p>
  );
  return (
    <section className={s.summary} aria-label={t("wallet.summary.title")} aria-busy={balance.isPending}>
      <div className={s.figure}>
        <span className={s.figureLabel}>
          <span className={s.figureIcon} aria-hidden="true">
            <WalletIcon size={18} />
          </span>
          {t("wallet.summary.available")}
        </span>
        {value(balance.data?.money, "wallet-available")}
        <span className={s.figureNote}>{t("wallet.summary.availableNote")}</span>
      </div>
      <div className={`${s.figure} ${s.frozenFigure}`}>
        <span className={s.figureLabel}>{t("wallet.summary.frozen")}</span>
        {value(balance.data?.frozenMoney, "wallet-frozen", true)}
        <span className={s.figureNote}>{t("wallet.summary.frozenNote")}</span>
      </div>
      <div className={s.summaryActions}>
        <Link to={RECHARGE_PATH} className={s.summaryMain} data-testid="wallet-deposit">
          {t("wallet.summary.deposit")}
        </Link>
        <Link to={WITHDRAW_PATH} className={s.summaryAlt} data-testid="wallet-withdraw">
          {t("wallet.summary.withdraw")}
        </Link>
      </div>
    </section>
  );
}
