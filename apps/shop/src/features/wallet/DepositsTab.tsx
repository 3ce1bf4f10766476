import { type DepositVo, MONEY_STATES } from "@mall/contract";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ErrorState, Skeleton } from "../../components/goods/States.tsx";
import { useErrorText } from "../../lib/error-text.ts";
import { useDeposits } from "./api.ts";
import { DepositDrawer } from "./DepositDrawer.tsx";
import { safeHref } from "./money-input.ts";
import { ProofViewer } from "./ProofViewer.tsx";
import { credited, DepositTarget, paidIn, StateAndRemark, WhenAndNo } from "./RecordBits.tsx";
import { type RecordColumn, RecordTable } from "./RecordTable.tsx";
import { TabPager, WalletEmpty } from "./TabParts.tsx";
import s from "./wallet.module.css";

/** The deposits (rechargeBlockchain!list), 8 a page, newest first; a row opens rechargeBlockchain!get. */
export function DepositsTab({ page, onPage }: { page: number; onPage: (p: number) => void }) {
  const { t } = useTranslation("account");
  const errorText = useErrorText();
  const list = useDeposits(page);
  const [open, setOpen] = useState<DepositVo | null>(null);
  const [proof, setProof] = useState<string | null>(null);
  const rows = list.data?.elements ?? [];
  const totalPages = list.data ? Math.ceil(list.data.totalElements / Math.max(1, list.data.pageSize)) : 0;

  const columns: RecordColumn<DepositVo>[] = [
    {
      key: "when",
      label: t("wallet.col.timeNo"),
      cell: (d) => <WhenAndNo time={d.createTime} no={d.order_no} />,
    },
    {
      key: "paid",
      label: t("wallet.col.paid"),
      cell: (d) => (
        <span className={s.stack}>
          <bdi className={`${s.num} ${s.strong}`}>{d.volume}</bdi>
          <span className={s.sub}>{paidIn(t, d)}</span>
        </span>
      ),
    },
    {
      key: "credited",
      label: t("wallet.col.credited"),
      end: true,
      cell: (d) => (
        <bdi className={`${s.num} ${d.state === MONEY_STATES.ok ? s.in : s.muted}`} data-testid="deposit-credited">
          {credited(d)}
        </bdi>
      ),
    },
    {
      key: "state",
      label: t("wallet.col.state"),
      cell: (d) => <StateAndRemark state={d.state} remark={d.failure_msg} />,
    },
    { key: "to", label: t("wallet.col.address"), wide: true, cell: (d) => <DepositTarget deposit={d} /> },
    {
      key: "proof",
      label: t("wallet.col.proof"),
      cell: (d) => {
        const src = safeHref(d.img);
        return src ? (
          <button
            type="button"
            className={s.linkBtn}
            onClick={(e) => {
              e.stopPropagation();
              setProof(src);
            }}
            data-testid="deposit-proof"
          >
            {t("wallet.deposits.view")}
          </button>
        ) : (
          <span className={s.muted}>--</span>
        );
      },
    },
  ];

  return (
    <>
      {list.isPending ? (
        <Skeleton height={220} radius={12} />
      ) : list.isError ? (
        <ErrorState text={errorText(list.error)} onRetry={() => void list.refetch()} />
      ) : rows.length === 0 ? (
        <WalletEmpty title={t("wallet.deposits.empty")} text={t("wallet.deposits.emptyText")} />
      ) : (
        <>
          <RecordTable
            caption={t("wallet.tabs.deposits")}
            columns={columns}
            rows={rows}
            rowKey={(d) => d.order_no}
            onOpen={setOpen}
            openLabel={(d) => t("wallet.detail.openOrder", { no: d.order_no })}
            openHeader={t("wallet.detail.title")}
            stale={list.isPlaceholderData}
            testId="deposit-row"
          />
          <TabPager page={page} totalPages={totalPages} onPage={onPage} />
        </>
      )}
      {open && <DepositDrawer row={open} onClose={() => setOpen(null)} />}
      {proof && <ProofViewer src={proof} title={t("wallet.proof.label")} onClose={() => setProof(null)} />}
    </>
  );
}
