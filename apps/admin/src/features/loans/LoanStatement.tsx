import { type DataOf, LOAN_STATUS } from "@mall/contract";
import { type Column, DataTable } from "@mall/ui";
import { useTranslation } from "react-i18next";
import { DetailList, DetailSection } from "../../components/DetailList.tsx";
import p from "../../components/page.module.css";
import { usdt, when } from "../../lib/format.ts";
import l from "./loans.module.css";
import { fractionToPercent } from "./rates.ts";
import { deskStyles as d, EntryLink } from "../finance/index.ts";

type Statement = DataOf<"console/loan!get">["statement"];
type Line = Statement["lines"][number];

/**
 * The loan's figures today (what it costs, what came back, what is due) and every movement with its journal
 * entry, so a figure can be traced to the ledger.
 */
export function LoanStatement({ statement: s }: { statement: Statement }) {
  const { t } = useTranslation();
  const paidOut = s.status !== LOAN_STATUS.pending && s.status !== LOAN_STATUS.rejected;
  const owing = s.status === LOAN_STATUS.active || s.status === LOAN_STATUS.overdue;
  const percent = (fraction: number) => t("loans.perDay", { rate: fractionToPercent(fraction) });

  const columns: Column<Line>[] = [
    {
      key: "kind",
      header: t("loans.line.kind"),
      render: (x) => (
        <div className={p.whoText}>
          <span>{t(`loans.line.${x.kind}`, { defaultValue: x.kind })}</span>
          <span className={p.caption}>
            <span className={p.num}>{when(x.createTime)}</span>
          </span>
        </div>
      ),
    },
    {
      key: "amount",
      header: t("loans.line.amount"),
      align: "end",
      render: (x) => (
        <span className={`${p.num} ${p.strong} ${x.kind === "disburse" ? l.out : l.in}`}>
          {x.kind === "disburse" ? "−" : "+"}
          {usdt(x.amount)}
        </span>
      ),
    },
    {
      key: "split",
      header: t("loans.line.split"),
      align: "end",
      render: (x) =>
        x.kind === "disburse" ? (
          <span className={p.muted}>—</span>
        ) : (
          <div className={`${p.whoText} ${l.endText}`}>
            <span className={p.num}>{t("loans.line.principal", { amount: usdt(x.principal) })}</span>
            <span className={p.caption}>{t("loans.line.interest", { amount: usdt(x.interest) })}</span>
          </div>
        ),
    },
    {
      key: "entry",
      header: t("finance.desk.entry"),
      align: "end",
      render: (x) => <EntryLink txnId={x.txnId} />,
    },
  ];

  return (
    <>
      <DetailSection title={t("loans.section.loan")}>
        <DetailList
          items={[
            {
              key: "amount",
              label: t("loans.amount"),
              value: <span className={p.amount}>{usdt(s.applyAmount)} USDT</span>,
            },
            { key: "term", label: t("loans.termLabel"), value: t("loans.term", { n: s.creditPeriod }) },
            {
              key: "rates",
              label: t("loans.rates"),
              value: (
                <span className={d.inline}>
                  <span className={p.num}>{percent(s.creditRate)}</span>
                  <span className={p.caption}>{t("loans.penaltyIs", { rate: percent(s.defaultRate) })}</span>
                </span>
              ),
            },
            ...(paidOut
              ? [
                  {
                    key: "approved",
                    label: t("loans.approvedTime"),
                    value: <span className={p.num}>{when(s.approvedTime)}</span>,
                  },
                  {
                    key: "dueDate",
                    label: t("loans.col.dueDate"),
                    value: (
                      <span className={d.inline}>
                        <span className={`${p.num} ${s.status === LOAN_STATUS.overdue ? l.late : ""}`}>
                          {when(s.dueDate)}
                        </span>
                        <span className={p.caption}>{t("loans.running", { n: s.alreadyCreditDays })}</span>
                      </span>
                    ),
                  },
                  {
                    key: "interest",
                    label: t("loans.interestSoFar"),
                    value: <span className={p.num}>{usdt(s.interest)} USDT</span>,
                  },
                  {
                    key: "repaid",
                    label: t("loans.repaid"),
                    value: <span className={p.num}>{usdt(s.repaid)} USDT</span>,
                  },
                  {
                    key: "due",
                    label: t("loans.dueToday"),
                    value: (
                      <span className={`${p.amount} ${d.big}`} data-testid="loan-due">
                        {usdt(s.due)} USDT
                      </span>
                    ),
                  },
                ]
              : []),
            ...(owing
              ? [
                  {
                    key: "auto",
                    label: t("loans.autoCollect"),
                    value: s.autoCollect ? t("loans.autoOn") : t("loans.autoOff"),
                  },
                ]
              : []),
          ]}
        />
      </DetailSection>
      {paidOut && (
        <DetailSection title={t("loans.section.lines")}>
          <div className={d.frame}>
            <DataTable
              columns={columns}
              rows={s.lines}
              rowKey={(x) => `${x.kind}-${x.txnId}`}
              empty={t("loans.line.empty")}
              caption={t("loans.section.lines")}
            />
          </div>
        </DetailSection>
      )}
    </>
  );
}
