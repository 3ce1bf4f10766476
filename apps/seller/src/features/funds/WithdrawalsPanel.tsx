import type { WithdrawalVo } from "@mall/contract";
import { Button, type Column, DataTable, Panel, useWide } from "@mall/ui";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { EmptyState } from "../../components/EmptyState.tsx";
import { WalletIcon } from "../../components/icons.tsx";
import p from "../../components/page.module.css";
import { middle, usdt, when } from "../../lib/format.ts";
import { usePageBack } from "../../lib/usePageBack.ts";
import { useWithdrawals, WITHDRAWALS_PAGE_SIZE } from "./api.ts";
import type { FundsQuery } from "./FundsPage.tsx";
import s from "./funds.module.css";
import { isBank, networkOf } from "./kinds.ts";
import { WithdrawalBadge } from "./labels.tsx";

/** The store's withdrawals, newest first: what each took, what arrives where, and how it stands. */
export function WithdrawalsPanel({ q, write }: { q: FundsQuery; write: (next: Partial<FundsQuery>) => void }) {
  const { t } = useTranslation("seller");
  const wide = useWide();
  const list = useWithdrawals(q.wpage);
  usePageBack(list.data?.elements, q.wpage, list.isFetching, () => write({ wpage: q.wpage - 1 }));
  const open = (w: WithdrawalVo) => write({ withdrawal: w.order_no });

  const requested: Column<WithdrawalVo> = {
    key: "requested",
    header: t("funds.withdrawals.col.requested"),
    render: (w) => (
      <div className={p.stack}>
        <button type="button" className={s.rowLink} onClick={() => open(w)} data-testid={`withdrawal-${w.order_no}`}>
          <span className={p.num}>{when(w.createTime)}</span>
        </button>
        <span className={`${p.caption} ${p.num} ${p.mono}`}>{w.order_no}</span>
        {!wide && (
          <span>
            <WithdrawalBadge state={w.state} />
          </span>
        )}
      </div>
    ),
  };
  const arrival: Column<WithdrawalVo> = {
    key: "arrival",
    header: t("funds.withdrawals.col.arrival"),
    align: "end",
    render: (w) => (
      <div className={`${p.stack} ${s.endStack}`}>
        <span className={`${p.num} ${p.amount}`}>{usdt(w.amount)}</span>
        {!wide && (
          <span className={`${p.caption} ${p.num}`}>
            {t("funds.withdrawals.taken", { amount: usdt(w.volume), fee: usdt(w.fee) })}
          </span>
        )}
      </div>
    ),
  };

  const columns: Column<WithdrawalVo>[] = wide
    ? [
        requested,
        {
          key: "amount",
          header: t("funds.withdrawals.col.amount"),
          align: "end",
          render: (w) => (
            <div className={`${p.stack} ${s.endStack}`}>
              <span className={p.num}>{usdt(w.volume)}</span>
              <span className={`${p.caption} ${p.num}`}>{t("funds.withdrawals.feeOf", { fee: usdt(w.fee) })}</span>
            </div>
          ),
        },
        arrival,
        {
          key: "to",
          header: t("funds.withdrawals.col.to"),
          render: (w) => (
            <div className={p.stack}>
              {isBank(w) ? (
                <span dir="auto">
                  {w.bank} · <bdi className={p.num}>{middle(w.bankCardNo, 4)}</bdi>
                </span>
              ) : (
                <span className={`${p.num} ${p.mono}`} title={w.to}>
                  {networkOf(w) ? `${networkOf(w)} · ` : ""}
                  {middle(w.to)}
                </span>
              )}
              {w.tx && (
                <span className={`${p.caption} ${p.mono}`} title={w.tx}>
                  {t("funds.withdrawals.hashShort")} <bdi className={p.num}>{middle(w.tx)}</bdi>
                </span>
              )}
            </div>
          ),
        },
        {
          key: "state",
          header: t("funds.withdrawals.col.state"),
          render: (w) => (
            <div className={p.stack}>
              <span>
                <WithdrawalBadge state={w.state} />
              </span>
              {w.failure_msg && (
                <span className={`${p.caption} ${s.remark}`} dir="auto" title={w.failure_msg}>
                  {w.failure_msg}
                </span>
              )}
            </div>
          ),
        },
        {
          key: "open",
          header: <span className="visually-hidden">{t("funds.col.details")}</span>,
          align: "end",
          render: (w) => (
            <Button size="s" variant="ghost" onClick={() => open(w)}>
              {t("funds.entry.open")}
            </Button>
          ),
        },
      ]
    : [requested, arrival];

  return (
    <Panel title={t("funds.withdrawals.title")} description={t("funds.withdrawals.hint")} padded={false}>
      <div className={p.fit} data-testid="withdrawals">
        <DataTable
          caption={t("funds.withdrawals.title")}
          columns={columns}
          rows={list.data?.elements}
          rowKey={(w) => w.order_no}
          loading={list.isFetching}
          empty={
            <EmptyState icon={<WalletIcon size={24} />} title={t("funds.withdrawals.empty")}>
              <Link to="/funds/withdraw" className={s.secondaryLink}>
                {t("funds.withdrawAction")}
              </Link>
            </EmptyState>
          }
          pagination={{
            page: q.wpage,
            pageSize: WITHDRAWALS_PAGE_SIZE,
            total: list.data?.totalElements ?? 0,
            onChange: (wpage) => write({ wpage }),
          }}
        />
      </div>
    </Panel>
  );
}
