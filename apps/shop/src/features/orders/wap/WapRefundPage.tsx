import { canTransition, ORDER_LIFECYCLE, RETURN_DETAIL_MAX, ORDER_STATUS as S } from "@mall/contract";
import { toast } from "@mall/ui";
import { useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, Navigate, useNavigate, useSearchParams } from "react-router";
import { Money } from "../../../components/goods/Price.tsx";
import k from "../../../components/wap/buy.module.css";
import { wapPaths } from "../../../components/wap/buy-paths.ts";
import { useErrorText } from "../../../lib/error-text.ts";
import { useSession } from "../../../lib/session.ts";
import { requestRefund, useOrderGoods, useOrderInfo, useOrdersChanged } from "../api.ts";
import { orderIdOf } from "../order-policy.ts";
import { ReasonPicker } from "../ReasonPicker.tsx";
import { StatusBadge } from "../StatusBadge.tsx";
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
  const errorText = useErrorText();
  const navigate = useNavigate();
  const uid = useId();
  const { loggedIn } = useSession();
  const [params] = useSearchParams();
  const id = orderIdOf(params.get("id"));
  const info = useOrderInfo(id);
  const goods = useOrderGoods(id);
  const changed = useOrdersChanged();
  const [reason, setReason] = useState<number>();
  const [remark, setRemark] = useState("");
  const [missing, setMissing] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const working = useRef(false);

  if (!loggedIn) return <Navigate to={wapPaths.login(`/wap/order/refund?${params}`)} replace />;

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    if (working.current) return;
    setRefusal(null);
    if (reason === undefined) return setMissing(true);
    working.current = true;
    setBusy(true);
    try {
      await requestRefund({ orderId: id, returnReason: reason, returnDetail: remark.trim() });
      toast.success(t("return.done"));
      await changed();
      await navigate(wapPaths.order(id), { replace: true });
    } catch (err) {
      setRefusal(errorText(err));
    } finally {
      working.current = false;
      setBusy(false);
    }
  };

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
              <form onSubmit={submit} noValidate aria-label={t("return.title")} data-testid="refund-form">
                <section className={k.card}>
                  <ReasonPicker
                    value={reason}
                    onChange={(v) => {
                      setReason(v);
                      setMissing(false);
                    }}
                    label={t("return.reason")}
                    invalid={missing}
                  />
                  {missing && (
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
                      value={remark}
                      maxLength={RETURN_DETAIL_MAX}
                      rows={4}
                      placeholder={t("return.remarkHint")}
                      onChange={(e) => setRemark(e.target.value)}
                    />
                    <span className={s.counter} aria-hidden="true">
                      {remark.length}/{RETURN_DETAIL_MAX}
                    </span>
                  </div>
                  {refusal && (
                    <p className={k.alert} role="alert" data-testid="return-refusal">
                      {refusal}
                    </p>
                  )}
                </section>
                <section className={k.card} aria-labelledby={`${uid}-policy`}>
                  <h2 id={`${uid}-policy`} className={k.cardTitle}>
                    {t("return.policyTitle")}
                  </h2>
                  <ul className={s.policy}>
                    <li>{t("return.policy.beforeShip")}</li>
                    <li>{t("return.policy.afterShip")}</li>
                    <li>{t("return.policy.afterReceipt")}</li>
                    <li>{t("return.policy.money")}</li>
                  </ul>
                </section>
                <div className={k.barSpace} />
                <div className={k.bar}>
                  <button
                    type="submit"
                    className={`${k.btnSolid} ${k.block}`}
                    disabled={busy}
                    aria-busy={busy}
                    data-testid="refund-submit"
                  >
                    {busy ? t("common.submitting") : t("return.submit")}
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
