import { useTranslation } from "react-i18next";
import { Link, useNavigate, useSearchParams } from "react-router";
import { EmptyState, ErrorState, Skeleton } from "../../components/goods/States.tsx";
import { OrdersIcon } from "../../components/icons.tsx";
import u from "../../components/panel.module.css";
import { ApiError } from "../../lib/api.ts";
import { useErrorText } from "../../lib/error-text.ts";
import { usePageTitle } from "../site/index.ts";
import { useOrderGoods, useOrderInfo } from "./api.ts";
import { BackToOrders } from "./BackToOrders.tsx";
import d from "./detail.module.css";
import { orderIdOf } from "./order-policy.ts";
import { ReviewItem } from "./ReviewItem.tsx";
import s from "./review.module.css";
import { reviewClosedKey, useReviewForm } from "./useReviewForm.ts";

/**
 * /userInfo/order-evaluation?id=: the received order's goods, each with stars, a bucket, a required text and
 * up to 9 pictures, sent together with evaluation!addList. Nothing is sent while a picture is uploading.
 */
export default function OrderEvaluationPage() {
  const { t } = useTranslation("orders");
  const errorText = useErrorText();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = orderIdOf(params.get("id"));
  const info = useOrderInfo(id);
  const goods = useOrderGoods(id);
  const form = useReviewForm(id, goods.data, () =>
    navigate(`/userInfo/order-detail?id=${encodeURIComponent(id)}`, { replace: true }),
  );
  usePageTitle(t("review.title"));

  const o = info.data;
  const missing = !id || (info.error instanceof ApiError && info.error.key === "orderNotFound");
  const closed = o && reviewClosedKey(o);

  return (
    <section className={u.panel}>
      <header className={u.panelHead}>
        <div className={u.titleStack}>
          <BackToOrders />
          <h1 className={u.panelTitle}>{t("review.title")}</h1>
        </div>
        {o && (
          <span className={s.headNote}>
            {t("card.number")} <bdi>{o.id}</bdi>
          </span>
        )}
      </header>
      {missing ? (
        <EmptyState icon={<OrdersIcon size={40} />} title={t("detail.notFound")} />
      ) : info.isError || goods.isError ? (
        <ErrorState
          text={errorText(info.error ?? goods.error)}
          onRetry={() => void Promise.all([info.refetch(), goods.refetch()])}
        />
      ) : !o || !goods.data ? (
        <div className={d.body}>
          <Skeleton height={280} radius={12} />
        </div>
      ) : closed ? (
        <EmptyState
          icon={<OrdersIcon size={40} />}
          title={t(closed)}
          action={
            <Link to={`/userInfo/order-detail?id=${encodeURIComponent(o.id)}`} className={u.btnPrimary}>
              {t("actions.details")}
            </Link>
          }
        />
      ) : (
        <form className={s.form} onSubmit={form.submit} noValidate aria-label={t("review.title")}>
          <p className={s.lead}>{t("review.lead")}</p>
          {form.entries.map((entry) => (
            <ReviewItem key={entry.line.sellerGoodsId} {...entry} />
          ))}
          <div className={s.foot}>
            <p className={s.footNote} role={form.alert ? "alert" : undefined} data-testid="review-notice">
              {form.notice}
            </p>
            <button
              type="submit"
              className={u.btnPrimary}
              disabled={form.busy}
              aria-busy={form.busy}
              data-testid="review-submit"
            >
              {form.busy ? t("common.submitting") : t("review.submit")}
            </button>
          </div>
        </form>
      )}
    </section>
  );
}
