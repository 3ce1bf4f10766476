import { REVIEW_TEXT_MAX } from "@mall/contract";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { PictureField } from "./PictureField.tsx";
import s from "./review.module.css";
import { ReviewBuckets, type ReviewItemProps, ReviewStars, ReviewText } from "./ReviewFields.tsx";

/** The review of one goods of the order. */
export function ReviewItem({ line, draft, problem, onChange, onAddPictures, onRemovePicture }: ReviewItemProps) {
  const { t } = useTranslation("orders");
  const uid = useId();
  return (
    <section className={s.item} aria-labelledby={`${uid}-name`} data-testid="review-item">
      <div className={s.goods}>
        <span className={s.goodsImg}>{line.goodsIcon ? <img src={line.goodsIcon} alt="" /> : null}</span>
        <div className={s.goodsText}>
          <h2 id={`${uid}-name`} className={s.goodsName}>
            {line.goodsName}
          </h2>
          {line.attrs && <span className={s.goodsAttrs}>{line.attrs}</span>}
        </div>
      </div>
      <div className={s.fields}>
        <div className={s.row}>
          <span className={s.rowLabel}>{t("review.rating")}</span>
          <ReviewStars value={draft.rating} onChange={onChange} styles={s} size={24} preview />
        </div>
        <div className={s.row}>
          <span className={s.rowLabel} id={`${uid}-bucket`}>
            {t("review.bucket")}
          </span>
          <ReviewBuckets labelId={`${uid}-bucket`} value={draft.evaluationType} onChange={onChange} styles={s} />
        </div>
        <div className={s.row}>
          <label className={s.rowLabel} htmlFor={`${uid}-text`}>
            {t("review.text")}
          </label>
          <div className={s.textBox}>
            <ReviewText
              id={`${uid}-text`}
              problemId={`${uid}-problem`}
              value={draft.content}
              problem={problem}
              onChange={onChange}
              styles={s}
            />
            <div className={s.textFoot}>
              {problem ? (
                <p className={s.problem} id={`${uid}-problem`} role="alert">
                  {t(`review.textProblems.${problem}`)}
                </p>
              ) : (
                <span />
              )}
              <span className={s.counter} aria-hidden="true">
                {draft.content.length}/{REVIEW_TEXT_MAX}
              </span>
            </div>
          </div>
        </div>
        <div className={s.row}>
          <span className={s.rowLabel}>{t("review.pictures")}</span>
          <PictureField
            pictures={draft.pictures}
            refused={draft.refused}
            onAdd={onAddPictures}
            onRemove={onRemovePicture}
            goodsName={line.goodsName}
          />
        </div>
      </div>
    </section>
  );
}
