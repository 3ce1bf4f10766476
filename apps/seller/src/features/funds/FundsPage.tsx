import { PageHeader } from "@mall/ui";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { WalletIcon } from "../../components/icons.tsx";
import p from "../../components/page.module.css";
import { count, usdt } from "../../lib/format.ts";
import { listParams } from "../../lib/list-params.ts";
import { useWallet } from "./api.ts";
import s from "./funds.module.css";
import { filterOfParam, type RecordFilter } from "./kinds.ts";
import { RecordDrawer } from "./RecordDrawer.tsx";
import { RecordsPanel } from "./RecordsPanel.tsx";
import { WithdrawalDrawer } from "./WithdrawalDrawer.tsx";
import { WithdrawalsPanel } from "./WithdrawalsPanel.tsx";

/** The page's state as the address keeps it: the movements' filter and page, the withdrawals' page, what is open. */
export type FundsQuery = {
  kind: RecordFilter;
  page: number;
  wpage: number;
  /** The movement whose drawer is open (its id). */
  record: string | undefined;
  /** The withdrawal whose drawer is open (its order number). */
  withdrawal: string | undefined;
};

const pageOf = (v: string | null) => Math.max(1, Number(v) || 1);

/**
 * The store's money: balance, profit so far, open orders, every movement of the balance (each opens its
 * journal entry) and the withdrawals, with the way to ask for one.
 */
export function FundsPage() {
  const { t } = useTranslation("seller");
  const [params, setParams] = useSearchParams();
  const q: FundsQuery = {
    kind: filterOfParam(params.get("kind")),
    page: pageOf(params.get("page")),
    wpage: pageOf(params.get("wpage")),
    record: params.get("record") ?? undefined,
    withdrawal: params.get("withdrawal") ?? undefined,
  };
  const write = (next: Partial<FundsQuery>) => {
    const m = { ...q, ...next };
    setParams(
      listParams({
        kind: m.kind === "all" ? undefined : m.kind,
        page: m.page,
        wpage: m.wpage > 1 ? m.wpage : undefined,
        record: m.record,
        withdrawal: m.withdrawal,
      }),
      { replace: true },
    );
  };
  const wallet = useWallet();
  const w = wallet.data;

  return (
    <div className={p.page}>
      <PageHeader
        title={t("funds.title")}
        subtitle={t("funds.subtitle")}
        actions={
          <Link to="/funds/withdraw" className={s.primaryLink} data-testid="withdraw">
            <WalletIcon size={16} />
            {t("funds.withdrawAction")}
          </Link>
        }
      />
      <div className={s.cards}>
        <div className={`${s.card} ${s.balanceCard}`} data-testid="funds-balance">
          <span className={s.cardIcon}>
            <WalletIcon size={22} />
          </span>
          <span className={s.cardLabel}>{t("funds.balance")}</span>
          <span className={s.big}>
            <bdi className={p.num}>{w ? usdt(w.money) : "…"}</bdi> <small>USDT</small>
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
      <RecordsPanel q={q} write={write} />
      <WithdrawalsPanel q={q} write={write} />
      <RecordDrawer
        q={q}
        onClose={() => write({ record: undefined })}
        onWithdrawal={(no) => write({ record: undefined, withdrawal: no })}
      />
      <WithdrawalDrawer orderNo={q.withdrawal} onClose={() => write({ withdrawal: undefined })} />
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
