import type { WalletRecord } from "@mall/contract";
import { type Column, DataTable, PageHeader, Panel, StatusBadge, type Tone } from "@mall/ui";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { WalletIcon } from "../../components/icons.tsx";
import p from "../../components/page.module.css";
import { count, usdt, when } from "../../lib/format.ts";
import { RECORDS_PAGE_SIZE, useWallet, useWalletRecords } from "./api.ts";
import s from "./funds.module.css";

const KIND_TONE: Record<string, Tone> = {
  "order-purchase": "warning",
  "order-settle": "success",
  "order-refund": "info",
  grant: "success",
};
const KNOWN_KINDS = [
  "grant",
  "order-pay",
  "order-purchase",
  "order-settle",
  "order-refund",
  "deposit",
  "withdraw",
  "adjust",
];

/** The store's money: balance, profit so far, open orders, and every movement of the balance. */
export function FundsPage() {
  const { t } = useTranslation("seller");
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get("page")) || 1);
  const wallet = useWallet();
  const records = useWalletRecords(page);
  const w = wallet.data;

  const columns: Column<WalletRecord>[] = [
    { key: "time", header: t("funds.col.time"), render: (r) => <span className={p.num}>{when(r.createTime)}</span> },
    {
      key: "kind",
      header: t("funds.col.kind"),
      render: (r) => (
        <StatusBadge tone={KIND_TONE[r.category] ?? "neutral"}>
          {KNOWN_KINDS.includes(r.category) ? t(`funds.kind.${r.category}`) : r.category}
        </StatusBadge>
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
    {
      key: "after",
      header: t("funds.col.after"),
      align: "end",
      render: (r) => <span className={p.num}>{usdt(r.balanceAfter)}</span>,
    },
    {
      key: "ref",
      header: t("funds.col.ref"),
      render: (r) =>
        r.ref && r.category.startsWith("order-") ? (
          <Link to={`/orders?order=${encodeURIComponent(r.ref)}`} className={`${p.num} ${p.mono}`}>
            {r.ref}
          </Link>
        ) : (
          <span className={p.muted} dir="auto">
            {r.memo || r.ref || "—"}
          </span>
        ),
    },
  ];

  return (
    <div className={p.page}>
      <PageHeader title={t("funds.title")} subtitle={t("funds.subtitle")} />
      <div className={s.cards}>
        <div className={`${s.card} ${s.balanceCard}`} data-testid="funds-balance">
          <span className={s.cardIcon}>
            <WalletIcon size={22} />
          </span>
          <span className={s.cardLabel}>{t("funds.balance")}</span>
          <span className={`${s.big} ${p.num}`}>
            {w ? usdt(w.money) : "…"} <small>USDT</small>
          </span>
          <span className={s.cardNote}>
            {t("funds.frozen")}: <bdi className={p.num}>{w ? usdt(w.frozenMoney) : "…"}</bdi>
          </span>
        </div>
        <Figure label={t("funds.profit")} note={t("funds.profitNote", { n: w ? count(w.settledOrders) : "…" })}>
          <span className={`${p.num} ${p.positive}`}>{w ? usdt(w.profit) : "…"}</span>
        </Figure>
        <Figure label={t("funds.openOrders")} note={<Link to="/orders?status=1">{t("funds.openOrdersLink")}</Link>}>
          <span className={p.num}>{w ? count(w.openOrders) : "…"}</span>
        </Figure>
      </div>
      <Panel title={t("funds.records")} description={t("funds.recordsHint")} padded={false}>
        <div className={p.fit}>
          <DataTable
            caption={t("funds.records")}
            columns={columns}
            rows={records.data?.pageList}
            rowKey={(r) => r.id}
            loading={records.isFetching}
            empty={t("funds.empty")}
            pagination={{
              page,
              pageSize: RECORDS_PAGE_SIZE,
              total: records.data?.pageInfo.totalElements ?? 0,
              onChange: (n) => setParams(n > 1 ? { page: String(n) } : {}, { replace: true }),
            }}
          />
        </div>
      </Panel>
    </div>
  );
}

function Figure({ label, note, children }: { label: string; note: ReactNode; children: ReactNode }) {
  return (
    <div className={s.card}>
      <span className={s.cardLabel}>{label}</span>
      <span className={s.big}>{children}</span>
      <span className={s.cardNote}>{note}</span>
    </div>
  );
}
