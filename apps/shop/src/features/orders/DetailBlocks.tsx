import { type OrderInfoVo, ORDER_STATUS as S } from "@mall/contract";
import { useTranslation } from "react-i18next";
import { CheckIcon } from "../../components/goods/icons.tsx";
import { Money } from "../../components/goods/Price.tsx";
import s from "./detail.module.css";
import tones from "./orders.module.css";
import { refundKey } from "./order-policy.ts";
import { WireTime } from "./WireTime.tsx";

/** Placed → paid → shipped → received → reviewed, with the time of each step reached. */
export function OrderProgress({ o }: { o: OrderInfoVo }) {
  const { t } = useTranslation("orders");
  const steps = [
    { key: "placed", at: o.createTime, done: true },
    { key: "paid", at: o.payTime, done: o.status >= S.paid },
    { key: "shipped", at: o.pushTime, done: o.status >= S.shipped },
    { key: "received", at: o.receiptTime, done: o.status >= S.received },
    { key: "reviewed", at: null, done: o.status >= S.reviewed },
  ];
  const current = steps.filter((x) => x.done).length - 1;
  return (
    <ol className={s.progress} aria-label={t("detail.progress")}>
      {steps.map((x, i) => (
        <li
          key={x.key}
          className={`${s.progressStep} ${x.done ? s.progressDone : ""} ${i === current ? s.progressNow : ""}`}
          aria-current={i === current ? "step" : undefined}
        >
          <span className={s.progressDot} aria-hidden="true">
            {x.done ? <CheckIcon size={14} /> : i + 1}
          </span>
          <span className={s.progressName}>{t(`detail.steps.${x.key}`)}</span>
          {x.done && x.at && <WireTime value={x.at} className={s.progressTime} />}
        </li>
      ))}
    </ol>
  );
}

export function AddressBlock({ o }: { o: OrderInfoVo }) {
  const place = [o.city, o.province, o.country].filter(Boolean).join(", ");
  return (
    <address className={s.address}>
      <strong dir="auto">{o.contacts}</strong>
      <bdi className={s.addressPhone}>+{o.phone}</bdi>
      <span dir="auto">{o.address}</span>
      <span dir="auto" className={s.muted}>
        {place}
        {o.postcode ? ` ${o.postcode}` : ""}
      </span>
      {o.email && <span className={s.muted}>{o.email}</span>}
    </address>
  );
}

/** The refund asked for: reason, the buyer's note, its state and the platform's answer. */
export function RefundBlock({ o }: { o: OrderInfoVo }) {
  const { t } = useTranslation("orders");
  const state = refundKey(o.returnStatus);
  return (
    <dl className={s.facts} data-testid="refund-info">
      <div>
        <dt>{t("detail.refund.state")}</dt>
        <dd>
          {state ? (
            <span className={`${s.refundState} ${tones[`refund_${state}`]}`}>{t(`refundState.${state}`)}</span>
          ) : (
            "—"
          )}
        </dd>
      </div>
      {o.returnReason ? (
        <div>
          <dt>{t("detail.refund.reason")}</dt>
          <dd>{t(`reasons.${o.returnReason}`)}</dd>
        </div>
      ) : null}
      {o.returnDetail ? (
        <div>
          <dt>{t("detail.refund.remark")}</dt>
          <dd dir="auto" className={s.preWrap}>
            {o.returnDetail}
          </dd>
        </div>
      ) : null}
      {o.refundTime ? (
        <div>
          <dt>{t("detail.refund.time")}</dt>
          <dd>
            <WireTime value={o.refundTime} />
          </dd>
        </div>
      ) : null}
      {o.refundRemark ? (
        <div>
          <dt>{t("detail.refund.platform")}</dt>
          <dd dir="auto" className={s.preWrap}>
            {o.refundRemark}
          </dd>
        </div>
      ) : null}
      <div>
        <dt>{t("detail.refund.amount")}</dt>
        <dd>
          <Money value={o.totalPrice} />
        </dd>
      </div>
    </dl>
  );
}

/** Goods at their original price, the discount, freight and tax, and what the buyer pays (the server's sum). */
export function PriceSummary({ o }: { o: OrderInfoVo }) {
  const { t } = useTranslation("orders");
  const paid = o.status !== S.unpaid && o.status !== S.cancelled;
  return (
    <dl className={s.sums}>
      <div>
        <dt>{t("detail.summary.goods")}</dt>
        <dd>
          <Money value={o.prizeOriginal} />
        </dd>
      </div>
      {o.discount > 0 && (
        <div>
          <dt>{t("detail.summary.discount")}</dt>
          <dd className={s.discount}>
            − <Money value={o.discount} />
          </dd>
        </div>
      )}
      <div>
        <dt>{t("detail.summary.freight")}</dt>
        <dd>{o.fees > 0 ? <Money value={o.fees} /> : t("detail.summary.free")}</dd>
      </div>
      <div>
        <dt>{t("detail.summary.tax")}</dt>
        <dd>
          <Money value={o.tax} />
        </dd>
      </div>
      <div className={s.sumTotal}>
        <dt>{t(paid ? "detail.summary.paid" : "detail.summary.due")}</dt>
        <dd data-testid="order-total">
          <Money value={o.totalPrice} />
        </dd>
      </div>
    </dl>
  );
}
