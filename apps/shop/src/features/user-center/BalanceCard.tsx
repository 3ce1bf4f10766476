import { formatAmount } from "@mall/contract";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useUsdtBalance } from "./api.ts";
import s from "./dashboard.module.css";
import { WalletIcon } from "./icons.tsx";

/** The USDT balance (wallet!getUsdt), truncated to two decimals as spec point 9 says. */
export function BalanceCard() {
  const { t } = useTranslation("account");
  const balance = useUsdtBalance();
  const frozen = balance.data?.frozenMoney ?? 0;
  return (
    <section className={`${s.card} ${s.balance}`} aria-busy={balance.isPending}>
      <div className={s.balanceHead}>
        <span className={s.balanceIcon} aria-hidden="true">
          <WalletIcon size={20} />
        </span>
        {t("dashboard.balance")}
      </div>
      <p className={s.balanceAmount} data-testid="usdt-balance">
        {balance.isPending ? (
          <span className={s.balanceSkeleton} />
        ) : balance.isError ? (
          "—"
        ) : (
          <>
            <bdi>{formatAmount(balance.data.money)}</bdi>
            <span className={s.unit}>USDT</span>
          </>
        )}
      </p>
      <p className={s.frozen}>{t("dashboard.frozen", { amount: formatAmount(frozen) })}</p>
      <div className={s.balanceActions}>
        <Link to="/userInfo/money-package/recharge" className={s.balanceMain}>
          {t("dashboard.deposit")}
        </Link>
        <Link to="/userInfo/money-package/withdraw" className={s.balanceAlt}>
          {t("dashboard.withdraw")}
        </Link>
      </div>
    </section>
  );
}
