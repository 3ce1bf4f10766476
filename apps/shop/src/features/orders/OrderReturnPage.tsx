import { canTransition, ORDER_LIFECYCLE, RETURN_DETAIL_MAX, ORDER_STATUS as S } from "@mall/contract";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useSearchParams } from "react-router";
import { ReturnIcon, ShieldIcon } from "../../components/goods/icons.tsx";
import { Money } from "../../components/goods/Price.tsx";
import { EmptyState, ErrorState, Skeleton } from "../../components/goods/States.tsx";
import { OrdersIcon } from "../../components/icons.tsx";
import u from "../../components/panel.module.css";
import { ApiError } from "../../lib/api.ts";
import { useErrorText } from "../../lib/error-text.ts";
import { usePageTitle } from "../site/index.ts";
import { useOrderGoods, useOrderInfo } from "./api.ts";
import { BackToOrders } from "./BackToOrders.tsx";
import s from "./detail.module.css";
import { OrderLines } from "./OrderLines.tsx";
import { orderIdOf } from "./order-policy.ts";
import { ReasonPicker } from "./ReasonPicker.tsx";
import r from "./request.module.css";
import { StatusBadge } from "./StatusBadge.tsx";
import { RefundPolicyItems, useRefundRequest } from "./useRefundRequest.tsx";

/**
 * /userInfo/order-return?id=: a refund request with one of the 9 reasons and an optional remark
 * (order!returns). A refusal (e.g. shipped too long ago) is shown translated above the button.
 */
export default function OrderReturnPage() {
  const { t } = useTranslation("orders");
  const errorText = useErrorText();
  const navigate = useNavigate();
  const uid = useId();
  const [params] = useSearchParams();
  const id = orderIdOf(params.get("id"));
  const info = useOrderInfo(id);
  const goods = useOrderGoods(id);
  const form = useRefundRequest(id, () =>
    navigate(`/userInfo/order-detail?id=${encodeURIComponent(id)}`, { replace: true }),
  );
  usePageTitle(t("return.title"));

  const o = info.data;
  const missingOrder = !id || (info.error instanceof ApiError && info.error.key === "orderNotFound");
  // The lifecycle says which orders may ask; the server also holds the time limits after shipment and receipt.
  const open = o && canTransition(ORDER_LIFECYCLE, o.status, "requestRefund");

  return (
    <section className={u.panel}>
      <header className={u.panelHead}>
        <div className={u.titleStack}>
          <BackToOrders />
          <h1 className={u.panelTitle}>{t("return.title")}</h1>
        </div>
      </header>
      {missingOrder ? (
        <EmptyState icon={<OrdersIcon size={40} />} title={t("detail.notFound")} />
      ) : info.isError ? (
        <ErrorState text={errorText(info.error)} onRetry={() => void info.refetch()} />
      ) : !o ? (
        <div className={s.body}>
          <Skeleton height={120} radius={12} />
          <Skeleton height={260} radius={12} />
        </div>
      ) : (
        <div className={r.layout}>
          <div className={r.main}>
            <div className={r.orderBox}>
              <div className={r.orderHead}>
                <span>
                  {t("card.number")} <bdi className={s.mono}>{o.id}</bdi>
                </span>
                <StatusBadge status={o.status} returnStatus={o.returnStatus} />
              </div>
              {goods.data ? <OrderLines lines={goods.data} compact /> : <Skeleton height={70} />}
              <p className={r.orderTotal}>
                {t("return.amount")} <Money value={o.totalPrice} className={r.orderAmount} />
              </p>
            </div>
            {!open ? (
              <div className={r.closed} role="status">
                <p>{t(o.status === S.refund ? "return.alreadyAsked" : "return.notOpen")}</p>
                <Link to={`/userInfo/order-detail?id=${encodeURIComponent(o.id)}`} className={u.btnGhost}>
                  {t("actions.details")}
                </Link>
              </div>
            ) : (
              <form className={r.form} onSubmit={form.submit} noValidate aria-label={t("return.title")}>
                <ReasonPicker
                  value={form.reason}
                  onChange={form.chooseReason}
                  label={t("return.reason")}
                  invalid={form.missing}
                />
                {form.missing && (
                  <p className={r.problem} role="alert">
                    {t("return.chooseReason")}
                  </p>
                )}
                <label className={r.label} htmlFor={`${uid}-remark`}>
                  {t("return.remark")} <span className={r.optional}>{t("common.optional")}</span>
                </label>
                <div className={r.textareaBox}>
                  <textarea
                    id={`${uid}-remark`}
                    className={r.textarea}
                    value={form.remark}
                    maxLength={RETURN_DETAIL_MAX}
                    rows={5}
                    placeholder={t("return.remarkHint")}
                    onChange={(e) => form.setRemark(e.target.value)}
                  />
                  <span className={r.counter} aria-hidden="true">
                    {form.remark.length}/{RETURN_DETAIL_MAX}
                  </span>
                </div>
                {form.refusal && (
                  <p className={r.alert} role="alert" data-testid="return-refusal">
                    {form.refusal}
                  </p>
                )}
                <div className={r.btns}>
                  <Link to={`/userInfo/order-detail?id=${encodeURIComponent(o.id)}`} className={u.btnGhost}>
                    {t("common.back")}
                  </Link>
                  <button type="submit" className={u.btnPrimary} disabled={form.busy} aria-busy={form.busy}>
                    {form.busy ? t("common.submitting") : t("return.submit")}
                  </button>
                </div>
              </form>
            )}
          </div>
          <aside className={r.aside}>
            <h2 className={r.asideTitle}>
              <ShieldIcon size={18} />
              {t("return.policyTitle")}
            </h2>
            <ul className={r.asideList}>
              <RefundPolicyItems />
            </ul>
            <p className={r.asideNote}>
              <ReturnIcon size={16} />
              {t("return.policy.note")}
            </p>
          </aside>
        </div>
      )}
    </section>
  );
}
