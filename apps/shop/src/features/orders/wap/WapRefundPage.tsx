import { canTransition, ORDER_LIFECYCLE, RETURN_DETAIL_MAX, ORDER_STATUS as S } from "@mall/contract";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Link, Navigate, useNavigate, useSearchParams } from "react-router";
import { Money } from "../../../components/goods/Price.tsx";
import k from "../../../components/wap/buy.module.css";
import { wapPaths } from "../../../components/wap/buy-paths.ts";
import { useSession } from "../../../lib/session.ts";
import { useOrderGoods, useOrderInfo } from "../api.ts";
import { orderIdOf } from "../order-policy.ts";
import { ReasonPicker } from "../ReasonPicker.tsx";
import { StatusBadge } from "../StatusBadge.tsx";
import { RefundPolicyItems, useRefundRequest } from "../useRefundRequest.tsx";
import { WapOrderLines } from "./WapOrderLines.tsx";
import { OrderGate } from "./WapOrderParts.tsx";
import s from "./WapOrders.module.css";

/**
 * /wap/order/refund?id=: a refund request with one of the 9 reasons and an optional note (order!returns),
 * as the desktop's; the server's refusal (e.g. shipped too long ago) shows above the button.
 */
export default function WapRefundPage() {
  const { t } = useTranslation("orders");
  const { t: w } = useTranslation("wap");
  const navigate = useNavigate();
  const uid = useId();
  const { loggedIn } = useSession();
  const [params] = useSearchParams();
  const id = orderIdOf(params.get("id"));
  const info = useOrderInfo(id);
  const goods = useOrderGoods(id);
  const form = useRefundRequest(id, () => navigate(wapPaths.order(id), { replace: true }));

  if (!loggedIn) return <Navigate to={wapPaths.login(`/wap/order/refund?${params}`)} replace />;

  return (
    <OrderGate title={w("pages.WapRefundPage")} id={id} query={info}>
      {() => {
        const o = info.data;
        if (!o) return null;
        // The lifecycle says which orders may ask; the server also holds the time limits after shipment and receipt.
        const open = canTransition(ORDER_LIFECYCLE, o.status, "requestRefund");
        return (
          <>
            <section className={k.card}>
              <div className={s.cardHead}>
                <span className={s.cardStore}>
                  {t("card.number")} <bdi className={s.mono}>{o.id}</bdi>
                </span>
                <StatusBadge status={o.status} returnStatus={o.returnStatus} />
              </div>
              {goods.data ? (
                <WapOrderLines lines={goods.data} />
              ) : (
                <span className={k.skeleton} style={{ blockSize: 80 }} />
              )}
              <div className={s.cardSum}>
                <span className={s.cardTotal}>
                  {t("return.amount")} <Money value={o.totalPrice} />
                </span>
              </div>
            </section>
            {!open ? (
              <section className={k.card} role="status">
                <p className={k.muted}>{t(o.status === S.refund ? "return.alreadyAsked" : "return.notOpen")}</p>
                <Link to={wapPaths.order(o.id)} className={`${k.btnGhost} ${k.block}`} style={{ marginBlockStart: 12 }}>
                  {t("actions.details")}
                </Link>
              </section>
            ) : (
              <form onSubmit={form.submit} noValidate aria-label={t("return.title")} data-testid="refund-form">
                <section className={k.card}>
                  <ReasonPicker
                    value={form.reason}
                    onChange={form.chooseReason}
                    label={t("return.reason")}
                    invalid={form.missing}
                  />
                  {form.missing && (
                    <p className={k.alert} role="alert">
                      {t("return.chooseReason")}
                    </p>
                  )}
                  <div className={s.field}>
                    <label className={s.label} htmlFor={`${uid}-remark`}>
                      {t("return.remark")} <span className={k.muted}>{t("common.optional")}</span>
                    </label>
                    <textarea
                      id={`${uid}-remark`}
                      className={s.textarea}
                      value={form.remark}
                      maxLength={RETURN_DETAIL_MAX}
                      rows={4}
                      placeholder={t("return.remarkHint")}
                      onChange={(e) => form.setRemark(e.target.value)}
                    />
                    <span className={s.counter} aria-hidden="true">
                      {form.remark.length}/{RETURN_DETAIL_MAX}
                    </span>
                  </div>
                  {form.refusal && (
                    <p className={k.alert} role="alert" data-testid="return-refusal">
                      {form.refusal}
                    </p>
                  )}
                </section>
                <section className={k.card} aria-labelledby={`${uid}-policy`}>
                  <h2 id={`${uid}-policy`} className={k.cardTitle}>
                    {t("return.policyTitle")}
                  </h2>
                  <ul className={s.policy}>
                    <RefundPolicyItems />
                  </ul>
                </section>
                <div className={k.barSpace} />
                <div className={k.bar}>
                  <button
                    type="submit"
                    className={`${k.btnSolid} ${k.block}`}
                    disabled={form.busy}
                    aria-busy={form.busy}
                    data-testid="refund-submit"
                  >
                    {form.busy ? t("common.submitting") : t("return.submit")}
                  </button>
                </div>
              </form>
            )}
          </>
        );
      }}
    </OrderGate>
  );
}
