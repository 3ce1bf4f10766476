import { formatAmount, type WithdrawalVo } from "@mall/contract";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ErrorState, Skeleton } from "../../components/goods/States.tsx";
import { useErrorText } from "../../lib/error-text.ts";
import { useWithdrawals } from "./api.ts";
import { StateAndRemark, WhenAndNo, WithdrawalTarget } from "./RecordBits.tsx";
import { type RecordColumn, RecordTable } from "./RecordTable.tsx";
import { TabPager, WalletEmpty } from "./TabParts.tsx";
import s from "./wallet.module.css";
import { WithdrawalDrawer } from "./WithdrawalDrawer.tsx";

/** The withdrawals (withdraw!list), 8 a page, newest first; a row opens withdraw!get. */
export function WithdrawalsTab({ page, onPage }: { page: number; onPage: (p: number) => void }) {
  const { t } = useTranslation("account");
  const errorText = useErrorText();
  const list = useWithdrawals(page);
  const [open, setOpen] = useState<WithdrawalVo | null>(null);
  const rows = list.data?.elements ?? [];
  const totalPages = list.data ? Math.ceil(list.data.totalElements / Math.max(1, list.data.pageSize)) : 0;
  const money = (v: string, className = "") => <bdi className={`${s.num} ${className}`}>{formatAmount(v)}</bdi>;

  const columns: RecordColumn<WithdrawalVo>[] = [
    {
      key: "when",
      label: t("wallet.col.timeNo"),
      cell: (w) => <WhenAndNo time={w.createTime} no={w.order_no} />,
    },
    {
      key: "taken",
      label: t("wallet.col.taken"),
      end: true,
      cell: (w) => (
        <span className={s.stack}>
          {money(w.volume, s.strong)}
          <span className={s.sub}>{t("wallet.col.feeSub", { fee: formatAmount(w.fee) })}</span>
        </span>
      ),
    },
    { key: "arrival", label: t("wallet.col.arrival"), end: true, cell: (w) => money(w.amount, s.in) },
    { key: "to", label: t("wallet.col.to"), wide: true, cell: (w) => <WithdrawalTarget withdrawal={w} /> },
    {
      key: "state",
      label: t("wallet.col.state"),
      cell: (w) => <StateAndRemark state={w.state} remark={w.failure_msg} />,
    },
    {
      key: "tx",
      label: t("wallet.col.payoutHash"),
      cell: (w) =>
        w.tx ? (
          <bdi className={`${s.clipNarrow} ${s.mono}`} title={w.tx}>
            {w.tx}
          </bdi>
        ) : (
          <span className={s.muted}>—</span>
        ),
    },
  ];

  return (
    <>
      {list.isPending ? (
        <Skeleton height={220} radius={12} />
      ) : list.isError ? (
        <ErrorState text={errorText(list.error)} onRetry={() => void list.refetch()} />
      ) : rows.length === 0 ? (
        <WalletEmpty title={t("wallet.withdrawals.empty")} text={t("wallet.withdrawals.emptyText")} />
      ) : (
        <>
          <RecordTable
            caption={t("wallet.tabs.withdrawals")}
            columns={columns}
            rows={rows}
            rowKey={(w) => w.order_no}
            onOpen={setOpen}
            openLabel={(w) => t("wallet.detail.openOrder", { no: w.order_no })}
            openHeader={t("wallet.detail.title")}
            stale={list.isPlaceholderData}
            testId="withdrawal-row"
          />
          <TabPager page={page} totalPages={totalPages} onPage={onPage} />
        </>
      )}
      {open && <WithdrawalDrawer row={open} onClose={() => setOpen(null)} />}
    </>
  );
}
