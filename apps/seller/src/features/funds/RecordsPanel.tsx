import type { WalletRecord } from "@mall/contract";
import { Button, type Column, DataTable, Panel, useWide } from "@mall/ui";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { EmptyState } from "../../components/EmptyState.tsx";
import { WalletIcon } from "../../components/icons.tsx";
import p from "../../components/page.module.css";
import { StatusTabs } from "../../components/StatusTabs.tsx";
import { usdt, when } from "../../lib/format.ts";
import { usePageBack } from "../../lib/usePageBack.ts";
import { RECORDS_PAGE_SIZE, useWalletRecords } from "./api.ts";
import type { FundsQuery } from "./FundsPage.tsx";
import s from "./funds.module.css";
import { AccountName, KindBadge } from "./labels.tsx";
import { RECORD_FILTERS, refTarget, showsAccount } from "./kinds.ts";

/** Every movement of the store's money, newest first, filtered by kind; each opens its journal entry. */
export function RecordsPanel({ q, write }: { q: FundsQuery; write: (next: Partial<FundsQuery>) => void }) {
  const { t } = useTranslation("seller");
  const wide = useWide();
  const records = useWalletRecords(q.page, q.kind);
  usePageBack(records.data?.pageList, q.page, records.isFetching, () => write({ page: q.page - 1 }));
  const open = (r: WalletRecord) => write({ record: r.id });

  const columns: Column<WalletRecord>[] = [
    {
      key: "time",
      header: t("funds.col.time"),
      render: (r) => (
        <button type="button" className={s.rowLink} onClick={() => open(r)} data-testid={`record-${r.id}`}>
          <span className={p.num}>{when(r.createTime)}</span>
        </button>
      ),
    },
    {
      key: "kind",
      header: t("funds.col.kind"),
      render: (r) => (
        <div className={s.kindCell}>
          <KindBadge kind={r.category} />
          {showsAccount(r) && (
            <span className={p.caption}>
              <AccountName account={r.account} />
            </span>
          )}
        </div>
      ),
    },
    {
      key: "amount",
      header: t("funds.col.amount"),
      align: "end",
      render: (r) => (
        <span className={`${p.num} ${p.amount} ${r.amount >= 0 ? p.positive : p.negative}`}>
          {r.amount > 0 ? "+" : ""}
          {usdt(r.amount)}
        </span>
      ),
    },
    ...(wide
      ? [
          {
            key: "after",
            header: t("funds.col.after"),
            align: "end" as const,
            render: (r: WalletRecord) => <span className={p.num}>{usdt(r.balanceAfter)}</span>,
          },
          {
            key: "ref",
            header: t("funds.col.ref"),
            render: (r: WalletRecord) => <RefCell record={r} onWithdrawal={(no) => write({ withdrawal: no })} />,
          },
          {
            key: "open",
            header: <span className="visually-hidden">{t("funds.col.details")}</span>,
            align: "end" as const,
            render: (r: WalletRecord) => (
              <Button size="s" variant="ghost" onClick={() => open(r)}>
                {t("funds.entry.open")}
              </Button>
            ),
          },
        ]
      : []),
  ];

  return (
    <Panel title={t("funds.records")} description={t("funds.recordsHint")} padded={false}>
      <StatusTabs
        label={t("funds.filter.label")}
        value={q.kind}
        onChange={(kind) => write({ kind, page: 1 })}
        items={RECORD_FILTERS.map((k) => ({ key: k, label: t(`funds.filter.${k}`) }))}
      />
      <div className={p.fit}>
        <DataTable
          caption={t("funds.records")}
          columns={columns}
          rows={records.data?.pageList}
          rowKey={(r) => r.id}
          loading={records.isFetching}
          empty={
            <EmptyState
              icon={<WalletIcon size={24} />}
              title={q.kind === "all" ? t("funds.empty") : t("funds.emptyKind")}
            />
          }
          pagination={{
            page: q.page,
            pageSize: RECORDS_PAGE_SIZE,
            total: records.data?.pageInfo.totalElements ?? 0,
            onChange: (page) => write({ page }),
          }}
        />
      </div>
    </Panel>
  );
}

/** The order or withdrawal a movement belongs to, opened in place; otherwise its note. */
export function RefCell({ record: r, onWithdrawal }: { record: WalletRecord; onWithdrawal: (no: string) => void }) {
  const target = refTarget(r);
  if (target?.to === "order") {
    return (
      <Link to={`/orders?order=${encodeURIComponent(target.id)}`} className={`${p.num} ${p.mono}`}>
        {target.id}
      </Link>
    );
  }
  if (target?.to === "withdrawal") {
    return (
      <button type="button" className={`${s.rowLink} ${p.num} ${p.mono}`} onClick={() => onWithdrawal(target.id)}>
        {target.id}
      </button>
    );
  }
  // A deposit's number says more than its memo (written in the platform's language); a grant has only a memo.
  if (r.ref) return <bdi className={`${p.num} ${p.mono} ${p.muted}`}>{r.ref}</bdi>;
  return (
    <span className={p.muted} dir="auto">
      {r.memo || "—"}
    </span>
  );
}
