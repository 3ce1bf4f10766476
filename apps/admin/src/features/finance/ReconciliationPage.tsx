import type { DataOf } from "@mall/contract";
import { Button, CheckCircleIcon, type Column, DataTable, ErrorIcon, Input, Panel } from "@mall/ui";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import p from "../../components/page.module.css";
import { usdt } from "../../lib/format.ts";
import { useReconciliation } from "./api.ts";
import { downloadText, reconciliationCsv } from "./csv.ts";
import { isDay, serverToday, serverYesterday } from "./day.ts";
import b from "./books.module.css";
import { accountText } from "./EntryDialog.tsx";
import s from "./finance.module.css";

type Row = DataOf<"console/ledger!reconciliation">["rows"][number];
const AMOUNTS = ["opening", "deposits", "withdrawals", "payments", "other", "closing"] as const;

/**
 * One day's books per account class: what each held at the start, what moved in and out, what it held at
 * the end; a class balances when the movements explain the difference. ?day= keeps the choice.
 */
export function ReconciliationPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const asked = params.get("day") ?? "";
  const day = isDay(asked) ? asked : serverYesterday();
  const report = useReconciliation(day);
  const r = report.data?.day === day ? report.data : undefined;

  const columns: Column<Row>[] = [
    {
      key: "class",
      header: t("finance.recon.col.accountClass"),
      render: (x) => (
        <div className={p.whoText}>
          <span className={p.strong}>{accountText(t, x.accountClass)}</span>
          <span className={`${p.caption} ${p.mono}`}>{x.accountClass}</span>
        </div>
      ),
    },
    ...AMOUNTS.map(
      (k): Column<Row> => ({
        key: k,
        header: t(`finance.recon.col.${k}`),
        align: "end",
        render: (x) => <span className={`${p.num} ${k === "closing" ? p.strong : ""}`}>{usdt(x[k])}</span>,
      }),
    ),
    {
      key: "balanced",
      header: t("finance.recon.col.balanced"),
      align: "center",
      render: (x) => (
        <span
          className={`${b.balancedMark} ${x.balanced ? s.credit : s.debit}`}
          title={x.balanced ? t("finance.recon.yes") : t("finance.recon.no")}
          data-testid={`balanced-${x.accountClass}`}
        >
          {x.balanced ? <CheckCircleIcon size={18} aria-hidden="true" /> : <ErrorIcon size={18} aria-hidden="true" />}
          <span className="visually-hidden">{x.balanced ? t("finance.recon.yes") : t("finance.recon.no")}</span>
        </span>
      ),
    },
  ];

  return (
    <Panel
      title={t("finance.recon.title")}
      description={t("finance.recon.text")}
      actions={
        <div className={b.reconTools}>
          <Input
            type="date"
            value={day}
            max={serverToday()}
            onChange={(e) => e.target.value && setParams({ day: e.target.value }, { replace: true })}
            aria-label={t("finance.recon.day")}
            data-testid="recon-day"
          />
          <Button
            disabled={!r}
            onClick={() => r && downloadText(`reconciliation-${r.day}.csv`, reconciliationCsv(r.day, r.rows))}
            data-testid="recon-csv"
          >
            {t("finance.recon.download")}
          </Button>
        </div>
      }
    >
      {r && (
        <div className={`${s.verdict} ${r.balanced ? s.ok : s.bad}`} data-testid="recon-verdict" data-ok={r.balanced}>
          <span className={s.verdictIcon}>{r.balanced ? <CheckCircleIcon size={22} /> : <ErrorIcon size={22} />}</span>
          <span className={s.verdictText}>
            <span className={s.verdictTitle}>
              {r.balanced ? t("finance.recon.ok", { day: r.day }) : t("finance.recon.bad", { day: r.day })}
            </span>
            <span className={s.verdictLine}>{t("finance.recon.formula")}</span>
          </span>
        </div>
      )}
      <div className={`${s.records} ${b.reconTable}`}>
        <DataTable
          columns={columns}
          rows={r?.rows}
          rowKey={(x) => x.accountClass}
          loading={report.isFetching}
          empty={t("finance.recon.empty")}
          caption={t("finance.recon.title")}
        />
      </div>
      <p className={`${p.caption} ${b.reconNote}`}>{t("finance.recon.zone")}</p>
    </Panel>
  );
}
