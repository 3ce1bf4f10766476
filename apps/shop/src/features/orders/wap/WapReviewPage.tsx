import { type OrderLineVo, ORDER_STATUS as S } from "@mall/contract";
import { toast } from "@mall/ui";
import { useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, Navigate, useNavigate, useSearchParams } from "react-router";
import k from "../../../components/wap/buy.module.css";
import { wapPaths } from "../../../components/wap/buy-paths.ts";
import { useErrorText } from "../../../lib/error-text.ts";
import { useSession } from "../../../lib/session.ts";
import { submitReviews, useOrderGoods, useOrderInfo, useOrdersChanged } from "../api.ts";
import { orderIdOf } from "../order-policy.ts";
import { blockerOf, toReviewLines } from "../review-draft.ts";
import { useReviewDrafts } from "../useReviewDrafts.ts";
import { OrderGate } from "./WapOrderParts.tsx";
import { WapReviewItem } from "./WapReviewItem.tsx";

/** One review per listing: the same goods bought in two variants is reviewed once (as the server counts). */
const reviewable = (lines: OrderLineVo[]) => [...new Map(lines.map((l) => [l.sellerGoodsId, l])).values()];

/**
 * /wap/order/review?id=: each goods of the received order with stars, a bucket, a text and photos from the
 * camera or the gallery; the desktop's drafts and uploads, sent together with evaluation!addList.
 */
export default function WapReviewPage() {
  const { t } = useTranslation("orders");
  const { t: w } = useTranslation("wap");
  const errorText = useErrorText();
  const navigate = useNavigate();
  const { loggedIn } = useSession();
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
  const blocker = blockerOf(drafts);

  if (!loggedIn) return <Navigate to={wapPaths.login(`/wap/order/review?${params}`)} replace />;

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
      await navigate(wapPaths.order(id), { replace: true });
    } catch (err) {
      setNotice(errorText(err));
    } finally {
      working.current = false;
      setBusy(false);
    }
  };

  return (
    <OrderGate title={w("pages.WapReviewPage")} id={id} query={{ ...info, data: info.data && goods.data }}>
      {() => {
        const o = info.data;
        if (!o) return null;
        if (!(o.status === S.received && o.hasComment === 0))
          return (
            <div className={k.state}>
              <p className={k.stateTitle}>
                {t(o.status === S.reviewed || o.hasComment ? "review.done" : "review.notOpen")}
              </p>
              <Link to={wapPaths.order(o.id)} className={k.btnSolid}>
                {t("actions.details")}
              </Link>
            </div>
          );
        return (
          <form onSubmit={submit} noValidate aria-label={t("review.title")}>
            <p className={k.muted} style={{ marginBlockEnd: 10 }}>
              {t("review.lead")}
            </p>
            {lines.map((line) => {
              const draft = drafts.find((x) => x.sellerGoodsId === line.sellerGoodsId);
              if (!draft) return null;
              return (
                <WapReviewItem
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
            <p className={notice ? k.alert : k.muted} role={notice ? "alert" : undefined} data-testid="review-notice">
              {notice ?? (blocker.reason === "stillUploading" ? t("review.waitUploads") : t("review.public"))}
            </p>
            <div className={k.barSpace} />
            <div className={k.bar}>
              <button
                type="submit"
                className={`${k.btnSolid} ${k.block}`}
                disabled={busy}
                aria-busy={busy}
                data-testid="review-submit"
              >
                {busy ? t("common.submitting") : t("review.submit")}
              </button>
            </div>
          </form>
        );
      }}
    </OrderGate>
  );
}
