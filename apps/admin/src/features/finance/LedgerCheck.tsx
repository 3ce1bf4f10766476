import type { Cents, LedgerReport } from "@mall/contract";
import { Button, CheckCircleIcon, type Column, DataTable, ErrorIcon, Panel } from "@mall/ui";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import p from "../../components/page.module.css";
import { usdt } from "../../lib/format.ts";
import { useLedgerCheck } from "./api.ts";
import s from "./finance.module.css";

/** The check reports amounts as integer cents in text ("-1250"); shown as USDT. */
const cents = (text: string): string => {
  try {
    return usdt(BigInt(text) as Cents);
  } catch {
    return text;
  }
};

function Stat({ label, value, bad = false }: { label: string; value: number; bad?: boolean }) {
  return (
    <div className={`${s.stat} ${bad ? s.statBad : ""}`}>
      <span className={s.statLabel}>{label}</span>
      <span className={s.statValue}>
        <span className={p.num}>{value.toLocaleString("en-US")}</span>
      </span>
    </div>
  );
}

function Problems<Row>({
  title,
  rows,
  columns,
  rowKey,
}: {
  title: string;
  rows: Row[];
  columns: Column<Row>[];
  rowKey: (r: Row) => string;
}) {
  if (!rows.length) return null;
  return (
    <section>
      <h3 className={s.problemTitle}>{title}</h3>
      <div className={s.problemTable}>
        <DataTable columns={columns} rows={rows} rowKey={rowKey} caption={title} />
      </div>
    </section>
  );
}

/** The kinds of trouble the check looks for, each a list in the report. */
const PROBLEMS = ["unbalanced", "drifted", "negative"] as const;
type Trouble<K extends (typeof PROBLEMS)[number]> = LedgerReport[K][number];

const mono = (v: ReactNode) => <span className={`${p.num} ${p.mono}`}>{v}</span>;

/** The ledger's invariants over the whole database: green when every entry balances and no account drifts. */
export function LedgerCheck() {
  const { t } = useTranslation();
  const check = useLedgerCheck();
  const r: LedgerReport | undefined = check.data;
  // A column of the problem tables, headed by its name in finance.ledger.col.
  const idColumn = <Row,>(key: string, id: (x: Row) => string | number): Column<Row> => ({
    key,
    header: t(`finance.ledger.col.${key}`),
    render: (x) => mono(`#${id(x)}`),
  });
  const centsColumn = <Row,>(key: string, amount: (x: Row) => string): Column<Row> => ({
    key,
    header: t(`finance.ledger.col.${key}`),
    align: "end",
    render: (x) => mono(cents(amount(x))),
  });
  return (
    <Panel
      title={t("finance.ledger.title")}
      description={t("finance.ledger.text")}
      actions={
        <Button size="s" loading={check.isFetching} onClick={() => void check.refetch()} data-testid="ledger-recheck">
          {t("finance.ledger.recheck")}
        </Button>
      }
    >
      {!r ? (
        <p className={p.muted}>{t("ui.loading")}</p>
      ) : (
        <>
          <div className={`${s.verdict} ${r.ok ? s.ok : s.bad}`} data-testid="ledger-verdict" data-ok={r.ok}>
            <span className={s.verdictIcon}>{r.ok ? <CheckCircleIcon size={22} /> : <ErrorIcon size={22} />}</span>
            <span className={s.verdictText}>
              <span className={s.verdictTitle}>{r.ok ? t("finance.ledger.ok") : t("finance.ledger.bad")}</span>
              <span className={s.verdictLine}>{r.ok ? t("finance.ledger.okText") : t("finance.ledger.badText")}</span>
            </span>
          </div>
          <div className={s.stats}>
            <Stat label={t("finance.ledger.transactions")} value={r.transactions} />
            <Stat label={t("finance.ledger.postings")} value={r.postings} />
            {PROBLEMS.map((k) => (
              <Stat key={k} label={t(`finance.ledger.${k}`)} value={r[k].length} bad={r[k].length > 0} />
            ))}
          </div>
          {!r.ok && (
            <div className={s.problems}>
              <Problems
                title={t("finance.ledger.unbalanced")}
                rows={r.unbalanced}
                rowKey={(x) => x.txnId}
                columns={[
                  idColumn<Trouble<"unbalanced">>("txn", (x) => x.txnId),
                  centsColumn<Trouble<"unbalanced">>("total", (x) => x.total),
                ]}
              />
              <Problems
                title={t("finance.ledger.drifted")}
                rows={r.drifted}
                rowKey={(x) => x.accountId}
                columns={[
                  idColumn<Trouble<"drifted">>("account", (x) => x.accountId),
                  centsColumn<Trouble<"drifted">>("balance", (x) => x.balance),
                  centsColumn<Trouble<"drifted">>("postings", (x) => x.postings),
                ]}
              />
              <Problems
                title={t("finance.ledger.negative")}
                rows={r.negative}
                rowKey={(x) => x.accountId}
                columns={[
                  idColumn<Trouble<"negative">>("account", (x) => x.accountId),
                  centsColumn<Trouble<"negative">>("balance", (x) => x.balance),
                ]}
              />
            </div>
          )}
        </>
      )}
    </Panel>
  );
}
