import type { DataOf } from "@mall/contract";
import { useTranslation } from "react-i18next";
import { DetailList } from "../../components/DetailList.tsx";
import p from "../../components/page.module.css";
import { usdt } from "../../lib/format.ts";
import { deskStyles as d } from "../finance/index.ts";

export type LoanDetail = DataOf<"console/loan!get">;

/** Who borrows how much for how long: the head of each decision's dialog. */
export function LoanSummary({ loan }: { loan: LoanDetail }) {
  const { t } = useTranslation();
  return (
    <DetailList
      items={[
        {
          key: "who",
          label: t("loans.col.applicant"),
          value: (
            <span className={d.inline}>
              <span className={p.strong}>{loan.username}</span>
              <span className={p.caption}>
                <bdi>{loan.realName}</bdi>
              </span>
            </span>
          ),
        },
        {
          key: "amount",
          label: t("loans.amount"),
          value: <span className={p.amount}>{usdt(loan.statement.applyAmount)} USDT</span>,
        },
        { key: "term", label: t("loans.termLabel"), value: t("loans.term", { n: loan.statement.creditPeriod }) },
      ]}
    />
  );
}
