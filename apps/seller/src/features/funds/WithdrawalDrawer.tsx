import { MONEY_STATES, type WithdrawalVo } from "@mall/contract";
import { Button, Dialog } from "@mall/ui";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import p from "../../components/page.module.css";
import { usdt, when } from "../../lib/format.ts";
import { useWithdrawal } from "./api.ts";
import s from "./funds.module.css";
import { WithdrawalBadge } from "./labels.tsx";
import { isBank, networkOf } from "./kinds.ts";

const BANK_FIELDS = [
  "bank",
  "bankUserName",
  "bankCardNo",
  "swiftCode",
  "routingNum",
  "countryName",
  "bankAddress",
  "accountAddress",
] as const;
/** Numbers and codes, written left to right in every language. */
const CODES = new Set<string>(["bankCardNo", "swiftCode", "routingNum"]);

/** One withdrawal in full: what it took, the fee, what arrives where, and how staff decided. */
export function WithdrawalDrawer({ orderNo, onClose }: { orderNo: string | undefined; onClose: () => void }) {
  const { t } = useTranslation("seller");
  const one = useWithdrawal(orderNo);
  const w = one.data?.order_no === orderNo ? one.data : undefined;
  return (
    <Dialog
      side
      open={orderNo !== undefined}
      onClose={onClose}
      width="min(520px, 100vw)"
      testId="withdrawal-drawer"
      title={
        <span className={s.drawerTitle}>
          {t("funds.withdrawals.detailTitle")} <bdi className={`${p.num} ${p.mono}`}>{orderNo}</bdi>
        </span>
      }
      description={
        w && (
          <span className={s.drawerMeta}>
            <WithdrawalBadge state={w.state} />
            <span className={p.num}>{when(w.createTime)}</span>
          </span>
        )
      }
      footer={<Button onClick={onClose}>{t("ui.close")}</Button>}
    >
      {!w ? (
        <p className={p.loading}>{one.isError ? t("funds.withdrawals.loadFailed") : t("ui.loading")}</p>
      ) : (
        <WithdrawalDetail w={w} />
      )}
    </Dialog>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={s.row}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

function WithdrawalDetail({ w }: { w: WithdrawalVo }) {
  const { t } = useTranslation("seller");
  const bank = isBank(w);
  return (
    <div className={s.drawerBody}>
      {w.state === MONEY_STATES.pending && <p className={s.notice}>{t("funds.withdrawals.pendingNote")}</p>}
      {w.state === MONEY_STATES.failed && (
        <div className={s.refusal} role="note">
          <strong>{t("funds.withdrawals.refusedNote")}</strong>
          {w.failure_msg && <span dir="auto">{w.failure_msg}</span>}
        </div>
      )}
      <section className={s.section}>
        <h3 className={s.sectionTitle}>{t("funds.withdrawals.amounts")}</h3>
        <dl className={s.rows}>
          <Row label={t("funds.withdrawals.volume")}>
            <span className={p.num}>{usdt(w.volume)} USDT</span>
          </Row>
          <Row label={t("funds.withdrawals.fee")}>
            <span className={p.num}>−{usdt(w.fee)} USDT</span>
          </Row>
          <Row label={t("funds.withdrawals.arrival")}>
            <strong className={`${p.num} ${s.arrival}`} data-testid="withdrawal-arrival">
              {usdt(w.amount)} USDT
            </strong>
          </Row>
        </dl>
      </section>
      <section className={s.section}>
        <h3 className={s.sectionTitle}>{t("funds.withdrawals.destination")}</h3>
        <dl className={s.rows}>
          {bank ? (
            BANK_FIELDS.filter((k) => w[k]).map((k) => (
              <Row key={k} label={t(`funds.bank.${k === "bank" ? "bankName" : k}`)}>
                <bdi className={`${s.wrap} ${CODES.has(k) ? p.mono : ""}`} dir={CODES.has(k) ? "ltr" : "auto"}>
                  {w[k]}
                </bdi>
              </Row>
            ))
          ) : (
            <>
              <Row label={t("funds.withdrawals.network")}>
                <span>{[w.coin, networkOf(w)].filter(Boolean).join(" · ")}</span>
              </Row>
              <Row label={t("funds.withdrawals.address")}>
                <bdi className={`${p.mono} ${s.wrap}`} dir="ltr">
                  {w.to}
                </bdi>
              </Row>
            </>
          )}
        </dl>
      </section>
      <section className={s.section}>
        <h3 className={s.sectionTitle}>{t("funds.withdrawals.progress")}</h3>
        <dl className={s.rows}>
          <Row label={t("funds.withdrawals.requestedAt")}>
            <span className={p.num}>{when(w.createTime)}</span>
          </Row>
          <Row label={t("funds.withdrawals.reviewedAt")}>
            <span className={p.num}>{when(w.reviewTime)}</span>
          </Row>
          {w.tx && (
            <Row label={bank ? t("funds.withdrawals.payoutRef") : t("funds.withdrawals.hash")}>
              <bdi className={`${p.mono} ${s.wrap}`} dir="ltr" data-testid="withdrawal-hash">
                {w.tx}
              </bdi>
            </Row>
          )}
        </dl>
      </section>
    </div>
  );
}
