import { type EvaluationVo, formatWireDate } from "@mall/contract";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Pagination } from "../../components/goods/Pagination.tsx";
import { EmptyState, ErrorState, Skeleton } from "../../components/goods/States.tsx";
import { Stars } from "../../components/goods/Stars.tsx";
import l from "../../components/goods/layout.module.css";
import { useEvaluationCounts, useEvaluations } from "./api.ts";
import s from "./ProductDetails.module.css";

type Filter = undefined | 1 | 2 | 3 | 4;
const PAGE_SIZE = 10;
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
    <li className={s.review}>
      <div className={s.reviewHead}>
        <span className={s.reviewAvatar} aria-hidden>
          {(e.userName || "?").slice(0, 1).toUpperCase()}
        </span>
        <div>
          <p className={s.reviewUser}>
            {e.userName}
            {e.countryName && <span className={s.reviewCountry}>{e.countryName}</span>}
          </p>
          <Stars rating={e.rating} size={13} />
        </div>
        <time className={s.reviewDate}>{formatWireDate(e.evaluationTime || e.createTime)}</time>
      </div>
      {e.attributes?.length > 0 && (
        <p className={s.reviewAttrs}>{e.attributes.map((a) => `${a.attrName}: ${a.attrValue}`).join(" · ")}</p>
      )}
      {e.content && <p className={s.reviewText}>{e.content}</p>}
      {images.length > 0 && (
        <div className={s.reviewImgs}>
          {images.map((src) => (
            <a key={src} href={src} target="_blank" rel="noopener noreferrer">
              <img src={src} alt="" loading="lazy" />
            </a>
          ))}
        </div>
      )}
    </li>
  );
}

export function Reviews({ sellerGoodsId, highOpinion }: { sellerGoodsId: string; highOpinion?: string }) {
  const { t } = useTranslation("pages");
  const [filter, setFilter] = useState<Filter>(undefined);
  const [page, setPage] = useState(1);
  const counts = useEvaluationCounts(sellerGoodsId);
  const list = useEvaluations(sellerGoodsId, filter, page, PAGE_SIZE);
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
  return (
    <div>
      <div className={s.reviewSummary}>
        <div className={s.reviewScore}>
          <strong>{highOpinion && highOpinion !== "0" ? `${highOpinion}%` : "—"}</strong>
          <span>{t("reviews.positiveRate")}</span>
        </div>
        <div className={l.chips}>
          {filters.map((f) => (
            <button
              type="button"
              key={f.key ?? 0}
              className={`${l.chip} ${filter === f.key ? l.chipActive : ""}`}
              aria-pressed={filter === f.key}
              onClick={() => {
                setFilter(f.key);
                setPage(1);
              }}
            >
              {f.count === undefined ? f.label : t("reviews.filterCount", { label: f.label, count: f.count })}
            </button>
          ))}
        </div>
      </div>
      {list.isPending ? (
        <div style={{ display: "grid", gap: 12 }}>
          <Skeleton height={90} />
          <Skeleton height={90} />
        </div>
      ) : list.isError ? (
        <ErrorState onRetry={() => list.refetch()} />
      ) : (list.data.pageList ?? []).length === 0 ? (
        <EmptyState title={filter === undefined ? t("reviews.none") : t("reviews.noneInFilter")} />
      ) : (
        <>
          <ul className={s.reviewList}>
            {list.data.pageList.map((e) => (
              <Review key={e.id} e={e} />
            ))}
          </ul>
          <Pagination
            page={page}
            totalPages={list.data.pageInfo?.totalPage ?? 1}
            onChange={setPage}
            scrollTop={false}
          />
        </>
      )}
    </div>
  );
}
