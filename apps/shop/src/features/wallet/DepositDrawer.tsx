import { type DepositVo, MONEY_STATES } from "@mall/contract";
import { useTranslation } from "react-i18next";
import { useErrorText } from "../../lib/error-text.ts";
import { useDeposit } from "./api.ts";
import { DetailDrawer, Facts } from "./DetailDrawer.tsx";
import d from "./detail.module.css";
import { safeHref } from "./money-input.ts";
import { credited, DepositTarget, paidIn } from "./RecordBits.tsx";
import { StateBadge } from "./StateBadge.tsx";
import { WireTime } from "./WireTime.tsx";

/** A deposit as rechargeBlockchain!get answers it now (the row's copy meanwhile). */
export function DepositDrawer({ row, onClose }: { row: DepositVo; onClose: () => void }) {
  const { t } = useTranslation("account");
  const errorText = useErrorText();
  const detail = useDeposit(row.order_no);
  const x = detail.data ?? row;
  const proof = safeHref(x.img);
  const chain = x.method !== "provider" && x.method !== "bank";
  const mono = (v: string) => (v ? <bdi className={d.mono}>{v}</bdi> : "");
  return (
    <DetailDrawer title={t("wallet.deposits.detailTitle")} onClose={onClose} testId="deposit-detail">
      <div className={d.hero}>
        <StateBadge state={x.state} />
        {x.state === MONEY_STATES.ok ? (
          <p className={d.heroAmount}>
            <bdi>{credited(x)}</bdi> <span className={d.heroNote}>USDT</span>
          </p>
        ) : (
          <p className={d.heroAmount}>
            <bdi>{x.volume}</bdi> <span className={d.heroNote}>{x.currency || x.coin}</span>
          </p>
        )}
        <p className={d.heroNote}>
          {t(
            x.state === MONEY_STATES.ok
              ? "wallet.deposits.creditedNote"
              : x.state === MONEY_STATES.pending
                ? "wallet.deposits.pendingNote"
                : "wallet.deposits.failedNote",
          )}
        </p>
      </div>
      {detail.isError && (
        <p className={d.problem} role="alert">
          {errorText(detail.error)}
        </p>
      )}
      {x.failure_msg && (
        <p className={d.failure} dir="auto" data-testid="deposit-failure">
          {x.failure_msg}
        </p>
      )}
      <Facts
        facts={[
          { label: t("wallet.col.orderNo"), value: mono(x.order_no), testId: "deposit-order-no" },
          { label: t("wallet.col.time"), value: <WireTime value={x.createTime} /> },
          { label: t("wallet.detail.method"), value: t(`wallet.method.${chain ? "chain" : x.method}`) },
          { label: t("wallet.col.coinNetwork"), value: paidIn(t, x) },
          { label: t("wallet.col.paid"), value: <bdi>{x.volume}</bdi> },
          x.rate !== "" && x.rate !== "1" && { label: t("wallet.detail.rate"), value: <bdi>{x.rate}</bdi> },
          { label: t("wallet.col.address"), value: x.method === "bank" ? "" : <DepositTarget deposit={x} full /> },
          { label: t("wallet.detail.bankName"), value: x.bankName ? <bdi>{x.bankName}</bdi> : "" },
          { label: t("wallet.detail.cardNo"), value: mono(x.bankCardNo) },
          chain && { label: t("wallet.detail.txHash"), value: mono(x.tx || x.hash) },
          chain && { label: t("wallet.detail.from"), value: mono(x.from) },
          { label: t("wallet.detail.reviewed"), value: x.reviewTime ? <WireTime value={x.reviewTime} /> : "" },
        ]}
      />
      {proof && (
        <section className={d.section}>
          <h3 className={d.sectionTitle}>{t("wallet.proof.label")}</h3>
          <a href={proof} target="_blank" rel="noopener noreferrer" className={d.proofBtn}>
            <img src={proof} alt={t("wallet.proof.label")} className={d.proof} />
          </a>
        </section>
      )}
    </DetailDrawer>
  );
}
