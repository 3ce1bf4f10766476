import { useTranslation } from "react-i18next";
import { Link, Navigate, useNavigate, useSearchParams } from "react-router";
import k from "../../../components/wap/buy.module.css";
import { wapPaths } from "../../../components/wap/buy-paths.ts";
import { useSession } from "../../../lib/session.ts";
import { useOrderGoods, useOrderInfo } from "../api.ts";
import { orderIdOf } from "../order-policy.ts";
import { reviewClosedKey, useReviewForm } from "../useReviewForm.ts";
import { OrderGate } from "./WapOrderParts.tsx";
import { WapReviewItem } from "./WapReviewItem.tsx";

/**
 * /wap/order/review?id=: each goods of the received order with stars, a bucket, a text and photos from the
 * camera or the gallery; the desktop's drafts and uploads, sent together with evaluation!addList.
 */
export default function WapReviewPage() {
  const { t } = useTranslation("orders");
  const { t: w } = useTranslation("wap");
  const navigate = useNavigate();
  const { loggedIn } = useSession();
  const [params] = useSearchParams();
  const id = orderIdOf(params.get("id"));
  const info = useOrderInfo(id);
  const goods = useOrderGoods(id);
  const form = useReviewForm(id, goods.data, () => navigate(wapPaths.order(id), { replace: true }));

  if (!loggedIn) return <Navigate to={wapPaths.login(`/wap/order/review?${params}`)} replace />;

  return (
    <OrderGate title={w("pages.WapReviewPage")} id={id} query={{ ...info, data: info.data && goods.data }}>
      {() => {
        const o = info.data;
        if (!o) return null;
        const closed = reviewClosedKey(o);
        if (closed)
          return (
            <div className={k.state}>
              <p className={k.stateTitle}>{t(closed)}</p>
              <Link to={wapPaths.order(o.id)} className={k.btnSolid}>
                {t("actions.details")}
              </Link>
            </div>
          );
        return (
          <form onSubmit={form.submit} noValidate aria-label={t("review.title")}>
            <p className={k.muted} style={{ marginBlockEnd: 10 }}>
              {t("review.lead")}
            </p>
            {form.entries.map((entry) => (
              <WapReviewItem key={entry.line.sellerGoodsId} {...entry} />
            ))}
            <p
              className={form.alert ? k.alert : k.muted}
              role={form.alert ? "alert" : undefined}
              data-testid="review-notice"
            >
              {form.notice}
            </p>
            <div className={k.barSpace} />
            <div className={k.bar}>
              <button
                type="submit"
                className={`${k.btnSolid} ${k.block}`}
                disabled={form.busy}
                aria-busy={form.busy}
                data-testid="review-submit"
              >
                {form.busy ? t("common.submitting") : t("review.submit")}
              </button>
            </div>
          </form>
        );
      }}
    </OrderGate>
  );
}
