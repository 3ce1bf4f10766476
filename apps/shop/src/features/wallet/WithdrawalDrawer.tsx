import { formatAmount, MONEY_STATES, type WithdrawalVo } from "@mall/contract";
import { useTranslation } from "react-i18next";
import { useErrorText } from "../../lib/error-text.ts";
import { useWithdrawal } from "./api.ts";
import { DetailDrawer, Facts } from "./DetailDrawer.tsx";
import d from "./detail.module.css";
import { withdrawalChannel } from "./RecordBits.tsx";
import { StateBadge } from "./StateBadge.tsx";
import { WireTime } from "./WireTime.tsx";

/** A withdrawal as withdraw!get answers it now (the row's copy meanwhile). */
export function WithdrawalDrawer({ row, onClose }: { row: WithdrawalVo; onClose: () => void }) {
  const { t } = useTranslation("account");
  const errorText = useErrorText();
  const detail = useWithdrawal(row.order_no);
  const w = detail.data ?? row;
  const usdt = (v: string) => <bdi>{`${formatAmount(v)} USDT`}</bdi>;
  const mono = (v: string) => (v ? <bdi className={d.mono}>{v}</bdi> : "");
  const text = (v: string) => (v ? <bdi>{v}</bdi> : "");
  return (
    <DetailDrawer title={t("wallet.withdrawals.detailTitle")} onClose={onClose} testId="withdrawal-detail">
      <div className={d.hero}>
        <StateBadge state={w.state} />
        <p className={d.heroAmount}>
          <bdi>{formatAmount(w.amount)}</bdi> <span className={d.heroNote}>USDT</span>
        </p>
        <p className={d.heroNote}>
          {w.state === MONEY_STATES.pending
            ? t("wallet.withdrawals.pendingNote")
            : w.state === MONEY_STATES.ok
              ? t("wallet.withdrawals.paidNote")
              : t("wallet.withdrawals.refusedNote")}
        </p>
      </div>
      {detail.isError && (
        <p className={d.problem} role="alert">
          {errorText(detail.error)}
        </p>
      )}
      {w.failure_msg && (
        <p className={d.failure} dir="auto" data-testid="withdrawal-failure">
          {w.failure_msg}
        </p>
      )}
      <Facts
        facts={[
          { label: t("wallet.col.orderNo"), value: mono(w.order_no), testId: "withdrawal-order-no" },
          { label: t("wallet.col.time"), value: <WireTime value={w.createTime} /> },
          { label: t("wallet.col.taken"), value: usdt(w.volume) },
          { label: t("wallet.col.fee"), value: usdt(w.fee) },
          { label: t("wallet.col.arrival"), value: usdt(w.amount) },
          { label: t("wallet.col.coinNetwork"), value: withdrawalChannel(t, w) },
          { label: t("wallet.col.to"), value: mono(w.to) },
          { label: t("wallet.detail.bankName"), value: text(w.bank) },
          { label: t("wallet.detail.holder"), value: text(w.bankUserName) },
          { label: t("wallet.detail.cardNo"), value: mono(w.bankCardNo) },
          { label: t("wallet.detail.routing"), value: mono(w.routingNum) },
          { label: t("wallet.detail.swift"), value: mono(w.swiftCode) },
          { label: t("wallet.detail.bankAddress"), value: text(w.bankAddress) },
          { label: t("wallet.detail.accountAddress"), value: text(w.accountAddress) },
          { label: t("wallet.detail.country"), value: text(w.countryName) },
          { label: t("wallet.col.payoutHash"), value: mono(w.tx), testId: "withdrawal-tx" },
          { label: t("wallet.detail.reviewed"), value: w.reviewTime ? <WireTime value={w.reviewTime} /> : "" },
        ]}
      />
    </DetailDrawer>
  );
}
