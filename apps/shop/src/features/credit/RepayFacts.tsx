import type { DataOf } from "@mall/contract";
import { useTranslation } from "react-i18next";
import { Money } from "../../components/goods/Price.tsx";
import { percentOf } from "./loan-terms.ts";

/** The facts of a repayment (borrower, days, rate, balance), for the dialog and the /wap sheet; a short balance is marked. */
export function RepayFacts({
  b,
  lack,
  className,
  shortClassName,
}: {
  b: DataOf<"credit!beforepay">;
  lack: bigint;
  className: string | undefined;
  shortClassName: string | undefined;
}) {
  const { t } = useTranslation(["credit", "pages"]);
  return (
    <dl className={className}>
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
        <dd data-testid="repay-balance" className={lack > 0n ? shortClassName : undefined}>
          <Money value={b.accountAmount} />
        </dd>
      </div>
    </dl>
  );
}
