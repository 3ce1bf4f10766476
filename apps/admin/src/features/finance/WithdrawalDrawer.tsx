import { type DataOf, MONEY_STATES } from "@mall/contract";
import { Button, Dialog, StatusBadge } from "@mall/ui";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { DetailList, DetailSection } from "../../components/DetailList.tsx";
import p from "../../components/page.module.css";
import { usdt, when } from "../../lib/format.ts";
import { useMe } from "../../lib/session.ts";
import { useWithdrawal } from "./desk.api.ts";
import { MoneyStateBadge } from "./desk.tsx";
import d from "./desk.module.css";
import { EntryLink } from "./EntryDialog.tsx";
import { PartySection } from "./PartySection.tsx";
import { type PayOut, PayOutDialog } from "./PayOutDialog.tsx";
import { type Refusal, RefuseDialog } from "./RefuseDialog.tsx";

type Detail = DataOf<"console/withdrawal!get">;
type Withdrawal = Detail["withdrawal"];

/** A bank payout carries the bank's fields; an on-chain one an address. */
export const isBank = (w: Pick<Withdrawal, "bank" | "bankCardNo">) => Boolean(w.bank || w.bankCardNo);

/** One withdrawal: where the money goes, what it costs, who approved so far, and pay out or refuse. */
export function WithdrawalDrawer({ orderNo, onClose }: { orderNo: string | undefined; onClose: () => void }) {
  const { t } = useTranslation();
  const me = useMe();
  const withdrawal = useWithdrawal(orderNo);
  const detail = withdrawal.data?.withdrawal.order_no === orderNo ? withdrawal.data : undefined;
  const [paying, setPaying] = useState<PayOut>();
  const [refusing, setRefusing] = useState<Refusal>();
  const w = detail?.withdrawal;
  const waiting = w?.state === MONEY_STATES.pending;
  // The server refuses the same person twice; the button says so before anyone tries.
  const approvedByMe = Boolean(detail?.approvals.some((a) => a.staff === me.data?.username));

  const summary = (x: Detail) => (
    <DetailList
      items={[
        { key: "who", label: t("finance.desk.col.party"), value: x.username },
        { key: "to", label: t("finance.withdrawal.destination"), value: destinationText(x.withdrawal) },
        {
          key: "arrival",
          label: t("finance.withdrawal.arrival"),
          value: <span className={p.amount}>{usdt(x.withdrawal.amount)} USDT</span>,
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
        title={t("finance.withdrawal.detailTitle", { no: orderNo })}
        testId="withdrawal-drawer"
        description={
          w &&
          detail && (
            <span className={d.headline}>
              <MoneyStateBadge desk="withdrawal" state={w.state} />
              {waiting && detail.needsTwo && detail.approvals.length > 0 && (
                <StatusBadge tone="info">{t("finance.withdrawal.waitingSecond")}</StatusBadge>
              )}
              <span className={p.num}>{when(w.createTime)}</span>
            </span>
          )
        }
        footer={
          detail && (
            <>
              <Button onClick={onClose}>{t("ui.close")}</Button>
              {waiting && (
                <>
                  <Button
                    variant="danger"
                    onClick={() =>
                      setRefusing({
                        orderNo: detail.withdrawal.order_no,
                        username: detail.username,
                        summary: summary(detail),
                      })
                    }
                    data-testid="withdrawal-refuse"
                  >
                    {t("finance.desk.refuse")}
                  </Button>
                  <Button
                    variant="primary"
                    disabled={approvedByMe}
                    title={approvedByMe ? t("finance.withdrawal.approvedByYou") : undefined}
                    onClick={() =>
                      setPaying({
                        orderNo: detail.withdrawal.order_no,
                        username: detail.username,
                        arrival: detail.withdrawal.amount,
                        summary: summary(detail),
                        firstOfTwo: detail.needsTwo && detail.approvals.length === 0,
                      })
                    }
                    data-testid="withdrawal-pay"
                  >
                    {detail.needsTwo && detail.approvals.length === 0
                      ? t("finance.withdrawal.approveFirst")
                      : t("finance.withdrawal.pay")}
                  </Button>
                </>
              )}
            </>
          )
        }
      >
        {!detail ? (
          <p className={p.muted}>{t("ui.loading")}</p>
        ) : (
          <WithdrawalDetail detail={detail} mine={approvedByMe} />
        )}
      </Dialog>
      <PayOutDialog
        subject={paying}
        onClose={() => setPaying(undefined)}
        onDone={(paid) => {
          setPaying(undefined);
          // A first approval keeps the drawer open: it now reads "waiting for a second approver".
          if (paid) onClose();
        }}
      />
      <RefuseDialog
        desk="withdrawal"
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

/** "TRC20 · T9yD…" or "Bank name · 1234…": one line for the dialogs' summaries. */
function destinationText(w: Withdrawal) {
  return isBank(w) ? (
    <span>
      {w.bank} · <span className={p.num}>{w.bankCardNo}</span>
    </span>
  ) : (
    <span className={`${p.mono} ${d.hash}`}>{w.to}</span>
  );
}

/** "USDT · TRC20" (the record says "USDT_TRC20"). */
const networkText = (w: Withdrawal) => {
  const network = w.coin_blockchain.startsWith(`${w.coin}_`)
    ? w.coin_blockchain.slice(w.coin.length + 1)
    : w.coin_blockchain;
  return network ? `${w.coin} · ${network}` : w.coin;
};

function WithdrawalDetail({ detail, mine }: { detail: Detail; mine: boolean }) {
  const { t } = useTranslation();
  const w = detail.withdrawal;
  const mono = (v: string) => (v ? <span className={`${p.mono} ${d.hash}`}>{v}</span> : "—");
  const bankFields = [
    ["bank", w.bank],
    ["bankUserName", w.bankUserName],
    ["bankCardNo", w.bankCardNo],
    ["routingNum", w.routingNum],
    ["swiftCode", w.swiftCode],
    ["countryName", w.countryName],
    ["bankAddress", w.bankAddress],
    ["accountAddress", w.accountAddress],
  ] as const;
  const waiting = w.state === MONEY_STATES.pending;
  return (
    <>
      <DetailSection title={t("finance.withdrawal.amounts")}>
        <DetailList
          items={[
            {
              key: "volume",
              label: t("finance.withdrawal.volume"),
              value: <span className={p.num}>{usdt(w.volume)} USDT</span>,
            },
            {
              key: "fee",
              label: t("finance.withdrawal.fee"),
              value: <span className={p.num}>{usdt(w.fee)} USDT</span>,
            },
            {
              key: "arrival",
              label: t("finance.withdrawal.arrival"),
              value: (
                <span className={`${p.amount} ${d.big}`}>
                  {usdt(w.amount)} {isBank(w) ? "USDT" : w.coin || "USDT"}
                </span>
              ),
            },
          ]}
        />
      </DetailSection>
      <DetailSection title={t("finance.withdrawal.destination")}>
        <DetailList
          items={
            isBank(w)
              ? bankFields
                  .filter(([, v]) => v)
                  .map(([k, v]) => ({
                    key: k,
                    label: t(`finance.withdrawal.bankField.${k}`),
                    value: k === "bankCardNo" || k === "routingNum" || k === "swiftCode" ? mono(v) : v,
                  }))
              : [
                  { key: "coin", label: t("finance.deposit.coin"), value: networkText(w) },
                  { key: "to", label: t("finance.withdrawal.address"), value: mono(w.to) },
                ]
          }
        />
      </DetailSection>
      <DetailSection title={t("finance.withdrawal.approvals")}>
        {detail.needsTwo && (
          <p className={d.note} data-testid="two-person">
            {waiting && detail.approvals.length > 0
              ? mine
                ? t("finance.withdrawal.approvedByYou")
                : t("finance.withdrawal.secondNeeded")
              : t("finance.withdrawal.needsTwo")}
          </p>
        )}
        {detail.approvals.length === 0 ? (
          <p className={p.muted}>{t("finance.withdrawal.noApprovals")}</p>
        ) : (
          <ol className={d.approvals}>
            {detail.approvals.map((a, i) => (
              <li key={`${a.staff}-${a.at}`}>
                <span className={d.approvalStep}>{i + 1}</span>
                <span className={p.strong}>{a.staff}</span>
                <span className={`${p.caption} ${p.num}`}>{when(a.at)}</span>
              </li>
            ))}
            {detail.needsTwo && waiting && detail.approvals.length === 1 && (
              <li className={d.approvalPending}>
                <span className={d.approvalStep}>2</span>
                <span>{t("finance.withdrawal.waitingSecond")}</span>
              </li>
            )}
          </ol>
        )}
      </DetailSection>
      {!waiting && (
        <DetailSection title={t("finance.desk.decision")}>
          <DetailList
            items={[
              {
                key: "state",
                label: t("finance.desk.col.state"),
                value: <MoneyStateBadge desk="withdrawal" state={w.state} />,
              },
              { key: "by", label: t("finance.desk.reviewedBy"), value: detail.reviewedBy ?? "—" },
              {
                key: "at",
                label: t("finance.desk.reviewedAt"),
                value: <span className={p.num}>{when(w.reviewTime)}</span>,
              },
              ...(w.tx ? [{ key: "tx", label: t("finance.withdrawal.payoutRef"), value: mono(w.tx) }] : []),
              ...(w.failure_msg ? [{ key: "reason", label: t("finance.desk.reason"), value: w.failure_msg }] : []),
            ]}
          />
        </DetailSection>
      )}
      {detail.txnIds.length > 0 && (
        <DetailSection title={t("finance.desk.entries")}>
          <p className={d.entries}>
            {detail.txnIds.map((id) => (
              <EntryLink key={id} txnId={id} />
            ))}
          </p>
        </DetailSection>
      )}
      <PartySection detail={detail} current={w.order_no} />
    </>
  );
}
