import { type EvaluationVo, formatWireDate } from "@mall/contract";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Stars } from "../../../components/goods/Stars.tsx";
import { feedState, pageListFeed } from "../../../components/wap/browse-feed.ts";
import { BrowseFeed } from "../../../components/wap/BrowseFeed.tsx";
import { Sheet } from "../../../components/wap/Sheet.tsx";
import { useEvaluationCounts, useEvaluations } from "../api.ts";
import s from "./WapProduct.module.css";

type Filter = undefined | 1 | 2 | 3 | 4;
const PAGE_SIZE = 10;
const PREVIEW = 2;
const IMG_KEYS = [
  "imgUrl1",
  "imgUrl2",
  "imgUrl3",
  "imgUrl4",
  "imgUrl5",
  "imgUrl6",
  "imgUrl7",
  "imgUrl8",
  "imgUrl9",
] as const;
const imagesOf = (e: EvaluationVo) => IMG_KEYS.map((k) => e[k]).filter((u): u is string => Boolean(u));

function Review({ e }: { e: EvaluationVo }) {
  const images = imagesOf(e);
  return (
    <li className={s.review} data-testid="wap-review">
      <div className={s.reviewHead}>
        <span className={s.reviewAvatar} aria-hidden>
          {(e.userName || "?").slice(0, 1).toUpperCase()}
        </span>
        <span className={s.reviewWho}>
          <span className={s.reviewUser}>
            {e.userName}
            {e.countryName && <span className={s.muted}> · {e.countryName}</span>}
          </span>
          <Stars rating={e.rating} size={12} />
        </span>
        <time className={s.reviewDate}>{formatWireDate(e.evaluationTime || e.createTime).slice(0, 10)}</time>
      </div>
      {e.attributes?.length > 0 && (
        <p className={s.reviewAttrs}>{e.attributes.map((a) => `${a.attrName}: ${a.attrValue}`).join(" · ")}</p>
      )}
      {e.content && <p className={s.reviewText}>{e.content}</p>}
      {images.length > 0 && (
        <div className={s.reviewImgs}>
          {images.map((src) => (
            <a key={src} href={src} target="_blank" rel="noopener noreferrer">
              <img src={src} alt="" width={72} height={72} loading="lazy" />
            </a>
          ))}
        </div>
      )}
    </li>
  );
}

type ListArgs = { sellerGoodsId: string; filter: Filter };
/** Page `n` of the desktop's review list. */
const useReviewPage = (n: number, a: ListArgs) =>
  feedState(useEvaluations(a.sellerGoodsId, a.filter, n, PAGE_SIZE), (d) => pageListFeed<EvaluationVo>(d));
const renderReviews = (list: EvaluationVo[]) => list.map((e) => <Review key={e.id} e={e} />);

/**
 * Reviews on the product page: the positive share and the counts per kind, the newest two, and every review
 * (filtered by kind, endless) in a sheet.
 */
export function WapReviews({
  sellerGoodsId,
  highOpinion,
}: {
  sellerGoodsId: string;
  highOpinion?: string | undefined;
}) {
  const { t } = useTranslation("pages");
  const { t: tw } = useTranslation("wap");
  const counts = useEvaluationCounts(sellerGoodsId);
  const preview = useEvaluations(sellerGoodsId, undefined, 1, PREVIEW);
  const [open, setOpen] = useState(false);
  const [filter, setFilter] = useState<Filter>(undefined);
  const c = counts.data;
  const num = (v: string | undefined) => Number(v ?? 0) || 0;
  const all = c ? num(c.positiveComments) + num(c.mediumReview) + num(c.negativeComment) : undefined;
  const filters: { key: Filter; label: string; count: number | undefined }[] = [
    { key: undefined, label: t("reviews.all"), count: all },
    { key: 1, label: t("reviews.good"), count: c && num(c.positiveComments) },
    { key: 2, label: t("reviews.medium"), count: c && num(c.mediumReview) },
    { key: 3, label: t("reviews.bad"), count: c && num(c.negativeComment) },
    { key: 4, label: t("reviews.withPictures"), count: c && num(c.havePicture) },
  ];
  const list = preview.data?.pageList ?? [];
  const rate = highOpinion && highOpinion !== "0" ? `${highOpinion}%` : "—";
  const chips = (
    <fieldset className={s.reviewChips} aria-label={t("reviews.filter")}>
      {filters.map((f) => (
        <button
          type="button"
          key={f.key ?? 0}
          className={s.reviewChip}
          aria-pressed={filter === f.key}
          onClick={() => {
            setFilter(f.key);
            setOpen(true);
          }}
        >
          {f.count === undefined ? f.label : t("reviews.filterCount", { label: f.label, count: f.count })}
        </button>
      ))}
    </fieldset>
  );
  return (
    <section className={s.block} aria-labelledby="wap-reviews">
      <div className={s.blockHead}>
        <h2 id="wap-reviews">{t("goods.tabs.reviews", { count: all ?? 0 })}</h2>
        <span className={s.muted}>
          {t("reviews.positiveRate")} <strong className={s.rate}>{rate}</strong>
        </span>
      </div>
      {chips}
      {preview.isSuccess && list.length === 0 ? (
        <p className={s.muted}>{t("reviews.none")}</p>
      ) : (
        <ul className={s.reviewList}>{renderReviews(list)}</ul>
      )}
      {all !== undefined && all > list.length && (
        <button
          type="button"
          className={s.moreBtn}
          onClick={() => {
            setFilter(undefined);
            setOpen(true);
          }}
          data-testid="wap-reviews-all"
        >
          {tw("browse.allReviews", { count: all })}
        </button>
      )}
      <Sheet open={open} title={t("goods.tabs.reviews", { count: all ?? 0 })} onClose={() => setOpen(false)}>
        {chips}
        <BrowseFeed
          key={filter ?? 0}
          usePage={useReviewPage}
          args={{ sellerGoodsId, filter }}
          renderItems={renderReviews}
          className={s.reviewList}
          list
          skeleton={<p className={s.muted}>{t("common.loading")}</p>}
          empty={<p className={s.muted}>{filter === undefined ? t("reviews.none") : t("reviews.noneInFilter")}</p>}
          endNote={tw("browse.endReviews")}
        />
      </Sheet>
    </section>
  );
}
