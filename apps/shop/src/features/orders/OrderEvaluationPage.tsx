import { type OrderLineVo, ORDER_STATUS as S } from "@mall/contract";
import { toast } from "@mall/ui";
import { useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useSearchParams } from "react-router";
import { EmptyState, ErrorState, Skeleton } from "../../components/goods/States.tsx";
import { OrdersIcon } from "../../components/icons.tsx";
import u from "../../components/panel.module.css";
import { ApiError } from "../../lib/api.ts";
import { useErrorText } from "../../lib/error-text.ts";
import { usePageTitle } from "../site/index.ts";
import { submitReviews, useOrderGoods, useOrderInfo, useOrdersChanged } from "./api.ts";
import { BackToOrders } from "./BackToOrders.tsx";
import d from "./detail.module.css";
import { orderIdOf } from "./order-policy.ts";
import { ReviewItem } from "./ReviewItem.tsx";
import s from "./review.module.css";
import { blockerOf, type ReviewDraft, toReviewLines } from "./review-draft.ts";
import { useReviewDrafts } from "./useReviewDrafts.ts";

/** One review per listing: the same goods bought in two variants is reviewed once (as the server counts). */
const reviewable = (lines: OrderLineVo[]) => [...new Map(lines.map((l) => [l.sellerGoodsId, l])).values()];

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
  const changed = useOrdersChanged();
  const lines = useMemo(() => reviewable(goods.data ?? []), [goods.data]);
  const { drafts, patch, addFiles, removePicture } = useReviewDrafts(lines.map((l) => l.sellerGoodsId));
  const [tried, setTried] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const working = useRef(false);
  usePageTitle(t("review.title"));

  const blocker = blockerOf(drafts);

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    if (working.current) return;
    setTried(true);
    setNotice(null);
    if (blocker.reason === "stillUploading") return setNotice(t("errors:stillUploading"));
    if (blocker.reason === "failedPictures") return setNotice(t("review.failedPictures"));
    if (blocker.reason === "content") return setNotice(t("review.fixTexts"));
    working.current = true;
    setBusy(true);
    try {
      await submitReviews(id, toReviewLines(drafts));
      toast.success(t("errors:reviewSubmitted"));
      await changed();
      await navigate(`/userInfo/order-detail?id=${encodeURIComponent(id)}`, { replace: true });
    } catch (err) {
      setNotice(errorText(err));
    } finally {
      working.current = false;
      setBusy(false);
    }
  };

  const o = info.data;
  const missing = !id || (info.error instanceof ApiError && info.error.key === "orderNotFound");
  const open = o?.status === S.received && o.hasComment === 0;
  const draftOf = (gid: string): ReviewDraft | undefined => drafts.find((x) => x.sellerGoodsId === gid);

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
      ) : !open ? (
        <EmptyState
          icon={<OrdersIcon size={40} />}
          title={t(o.status === S.reviewed || o.hasComment ? "review.done" : "review.notOpen")}
          action={
            <Link to={`/userInfo/order-detail?id=${encodeURIComponent(o.id)}`} className={u.btnPrimary}>
              {t("actions.details")}
            </Link>
          }
        />
      ) : (
        <form className={s.form} onSubmit={submit} noValidate aria-label={t("review.title")}>
          <p className={s.lead}>{t("review.lead")}</p>
          {lines.map((line) => {
            const draft = draftOf(line.sellerGoodsId);
            if (!draft) return null;
            return (
              <ReviewItem
                key={line.sellerGoodsId}
                line={line}
                draft={draft}
                problem={tried ? blocker.contentProblems.get(line.sellerGoodsId) : undefined}
                onChange={(change) => patch(line.sellerGoodsId, (x) => ({ ...x, ...change }))}
                onAddPictures={(files) => addFiles(line.sellerGoodsId, files)}
                onRemovePicture={(key) => removePicture(line.sellerGoodsId, key)}
              />
            );
          })}
          <div className={s.foot}>
            <p className={s.footNote} role={notice ? "alert" : undefined} data-testid="review-notice">
              {notice ?? (blocker.reason === "stillUploading" ? t("review.waitUploads") : t("review.public"))}
            </p>
            <button type="submit" className={u.btnPrimary} disabled={busy} aria-busy={busy} data-testid="review-submit">
              {busy ? t("common.submitting") : t("review.submit")}
            </button>
          </div>
        </form>
      )}
    </section>
  );
}
