import { type DataOf, MONEY_STATES } from "@mall/contract";
import { Button, Dialog } from "@mall/ui";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { DetailList, DetailSection } from "../../components/DetailList.tsx";
import f from "../../components/forms.module.css";
import { Lightbox } from "../../components/Lightbox.tsx";
import p from "../../components/page.module.css";
import { usdt, when } from "../../lib/format.ts";
import { type Approval, ApproveDepositDialog } from "./ApproveDepositDialog.tsx";
import { ChainCheck } from "./ChainCheck.tsx";
import { useDeposit } from "./desk.api.ts";
import { MoneyStateBadge, methodText } from "./desk.tsx";
import d from "./desk.module.css";
import { EntryLink } from "./EntryDialog.tsx";
import { PartySection } from "./PartySection.tsx";
import { type Refusal, RefuseDialog } from "./RefuseDialog.tsx";

type Detail = DataOf<"console/deposit!get">;

/** One deposit with its evidence, the buyer's account, and (while it waits) approve and refuse. */
export function DepositDrawer({ orderNo, onClose }: { orderNo: string | undefined; onClose: () => void }) {
  const { t } = useTranslation();
  const deposit = useDeposit(orderNo);
  const detail = deposit.data?.deposit.order_no === orderNo ? deposit.data : undefined;
  const [approving, setApproving] = useState<Approval>();
  const [refusing, setRefusing] = useState<Refusal>();
  const dep = detail?.deposit;
  // A provider's deposit is settled by the provider's callback, never by hand.
  const decidable = dep && dep.state === MONEY_STATES.pending && dep.method !== "provider";

  const summary = (x: Detail) => (
    <DetailList
      items={[
        { key: "who", label: t("finance.desk.col.party"), value: x.username },
        { key: "paid", label: t("finance.deposit.paid"), value: paidText(x) },
        {
          key: "credit",
          label: t("finance.deposit.credit"),
          value: <span className={p.amount}>{usdt(x.deposit.amount)} USDT</span>,
        },
      ]}
    />
  );

  return (
    <>
      <Dialog
        side
        width="min(640px, 100vw)"
        open={orderNo !== undefined}
        onClose={onClose}
        title={t("finance.deposit.detailTitle", { no: orderNo })}
        testId="deposit-drawer"
        description={
          dep && (
            <span className={d.headline}>
              <MoneyStateBadge desk="deposit" state={dep.state} />
              <span>{methodText(t, dep.method)}</span>
              <span className={p.num}>{when(dep.createTime)}</span>
            </span>
          )
        }
        footer={
          detail && (
            <>
              <Button onClick={onClose}>{t("ui.close")}</Button>
              {decidable && (
                <>
                  <Button
                    variant="danger"
                    onClick={() =>
                      setRefusing({
                        orderNo: detail.deposit.order_no,
                        username: detail.username,
                        summary: summary(detail),
                      })
                    }
                    data-testid="deposit-refuse"
                  >
                    {t("finance.desk.refuse")}
                  </Button>
                  <Button
                    variant="primary"
                    onClick={() =>
                      setApproving({
                        orderNo: detail.deposit.order_no,
                        username: detail.username,
                        amount: detail.deposit.amount,
                        summary: summary(detail),
                        warning:
                          detail.chain?.configured && !detail.chain.verified ? (
                            <p className={f.refusal}>{t("finance.deposit.unverifiedWarning")}</p>
                          ) : undefined,
                      })
                    }
                    data-testid="deposit-approve"
                  >
                    {t("finance.deposit.approve")}
                  </Button>
                </>
              )}
            </>
          )
        }
      >
        {!detail ? <p className={p.muted}>{t("ui.loading")}</p> : <DepositDetail detail={detail} />}
      </Dialog>
      <ApproveDepositDialog
        subject={approving}
        onClose={() => setApproving(undefined)}
        onDone={() => {
          setApproving(undefined);
          onClose();
        }}
      />
      <RefuseDialog
        desk="deposit"
        subject={refusing}
        onClose={() => setRefusing(undefined)}
        onDone={() => {
          setRefusing(undefined);
          onClose();
        }}
      />
    </>
  );
}

/** "0.01 BTC" on chain, "500.00 PHP" by bank or provider. */
const paidText = (x: Detail) => {
  const dep = x.deposit;
  const unit = dep.method === "chain" ? dep.coin : dep.currency || dep.coin;
  return (
    <span className={p.num}>
      {dep.volume} {unit}
    </span>
  );
};

function DepositDetail({ detail }: { detail: Detail }) {
  const { t } = useTranslation();
  const [viewing, setViewing] = useState<number>();
  const dep = detail.deposit;
  const chain = dep.method === "chain";
  const bank = dep.method === "bank";
  const mono = (v: string) => (v ? <span className={`${p.mono} ${d.hash}`}>{v}</span> : "—");
  return (
    <>
      <DetailSection title={t("finance.deposit.amounts")}>
        <DetailList
          items={[
            { key: "method", label: t("finance.deposit.method"), value: methodText(t, dep.method) },
            ...(chain
              ? [
                  {
                    key: "coin",
                    label: t("finance.deposit.coin"),
                    value: `${dep.coin} · ${dep.blockchain_name || dep.coin_blockchain}`,
                  },
                ]
              : []),
            { key: "volume", label: t("finance.deposit.volume"), value: paidText(detail) },
            {
              key: "rate",
              label: t("finance.deposit.rate"),
              value: dep.rate ? (
                <span className={p.num}>
                  1 {chain ? dep.coin : dep.currency || dep.coin} = {dep.rate} USDT
                </span>
              ) : (
                "—"
              ),
            },
            {
              key: "credit",
              label: t("finance.deposit.credit"),
              value: <span className={`${p.amount} ${d.big}`}>{usdt(dep.amount)} USDT</span>,
            },
          ]}
        />
      </DetailSection>
      <DetailSection title={t("finance.deposit.evidence")}>
        <div className={d.evidence}>
          {dep.img ? (
            <button
              type="button"
              className={d.proof}
              onClick={() => setViewing(0)}
              aria-label={t("finance.deposit.openProof")}
              data-testid="deposit-proof"
            >
              <img src={dep.img} alt={t("finance.deposit.proof")} loading="lazy" />
              <span className={d.proofHint}>{t("finance.deposit.openProof")}</span>
            </button>
          ) : (
            <div className={d.noProof}>{t("finance.deposit.noProof")}</div>
          )}
          <DetailList
            items={
              bank
                ? [
                    { key: "bank", label: t("finance.deposit.bankName"), value: dep.bankName || "—" },
                    { key: "card", label: t("finance.deposit.bankCardNo"), value: mono(dep.bankCardNo) },
                    { key: "currency", label: t("finance.deposit.currency"), value: dep.currency || "—" },
                  ]
                : [
                    { key: "tx", label: t("finance.deposit.tx"), value: mono(dep.tx || dep.hash) },
                    { key: "from", label: t("finance.deposit.from"), value: mono(dep.from) },
                    {
                      key: "to",
                      label: t("finance.deposit.to"),
                      value: mono(dep.channel_address || dep.address),
                    },
                    ...(dep.payUrl
                      ? [{ key: "payUrl", label: t("finance.deposit.payUrl"), value: mono(dep.payUrl) }]
                      : []),
                  ]
            }
          />
        </div>
      </DetailSection>
      {chain && <ChainCheck chain={detail.chain} />}
      {dep.state !== MONEY_STATES.pending && (
        <DetailSection title={t("finance.desk.decision")}>
          <DetailList
            items={[
              {
                key: "state",
                label: t("finance.desk.col.state"),
                value: <MoneyStateBadge desk="deposit" state={dep.state} />,
              },
              { key: "by", label: t("finance.desk.reviewedBy"), value: detail.reviewedBy ?? "—" },
              {
                key: "at",
                label: t("finance.desk.reviewedAt"),
                value: <span className={p.num}>{when(dep.reviewTime)}</span>,
              },
              ...(dep.failure_msg ? [{ key: "reason", label: t("finance.desk.reason"), value: dep.failure_msg }] : []),
              ...(detail.txnId
                ? [{ key: "entry", label: t("finance.desk.entry"), value: <EntryLink txnId={detail.txnId} /> }]
                : []),
            ]}
          />
        </DetailSection>
      )}
      <PartySection detail={detail} current={dep.order_no} />
      <Lightbox
        images={dep.img ? [dep.img] : []}
        index={viewing}
        onIndex={setViewing}
        onClose={() => setViewing(undefined)}
        label={() => t("finance.deposit.proof")}
      />
    </>
  );
}
