import { type OrderLineVo, REVIEW_TEXT_MAX } from "@mall/contract";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { StarIcon } from "../../components/goods/icons.tsx";
import { PictureField } from "./PictureField.tsx";
import s from "./review.module.css";
import { BUCKETS, bucketOfRating, type ReviewDraft } from "./review-draft.ts";

/** 1–5 stars as a radio group: arrows move, hovering previews. */
function StarPicker({ value, onChange, label }: { value: number; onChange: (v: number) => void; label: string }) {
  const { t } = useTranslation("orders");
  const name = useId();
  const [hover, setHover] = useState<number>();
  const shown = hover ?? value;
  return (
    <fieldset className={s.stars} onMouseLeave={() => setHover(undefined)}>
      <legend className="visually-hidden">{label}</legend>
      {[1, 2, 3, 4, 5].map((n) => (
        <label key={n} className={s.star} onMouseEnter={() => setHover(n)}>
          <input
            type="radio"
            name={name}
            value={n}
            checked={value === n}
            onChange={() => onChange(n)}
            className="visually-hidden"
            aria-label={t("review.starsLabel", { n })}
          />
          <StarIcon size={24} filled={n <= shown} className={n <= shown ? s.starOn : s.starOff} />
        </label>
      ))}
      <span className={s.starWord}>{t(`review.starWords.${shown}`)}</span>
    </fieldset>
  );
}

/** The review of one goods of the order. */
export function ReviewItem({
  line,
  draft,
  problem,
  onChange,
  onAddPictures,
  onRemovePicture,
}: {
  line: OrderLineVo;
  draft: ReviewDraft;
  problem: "required" | "tooLong" | undefined;
  onChange: (change: Partial<ReviewDraft>) => void;
  onAddPictures: (files: File[]) => void;
  onRemovePicture: (key: string) => void;
}) {
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
          <StarPicker
            value={draft.rating}
            label={t("review.rating")}
            onChange={(rating) => onChange({ rating, evaluationType: bucketOfRating(rating) })}
          />
        </div>
        <div className={s.row}>
          <span className={s.rowLabel} id={`${uid}-bucket`}>
            {t("review.bucket")}
          </span>
          <div className={s.buckets} role="radiogroup" aria-labelledby={`${uid}-bucket`}>
            {BUCKETS.map((b) => (
              <label
                key={b.value}
                className={`${s.bucket} ${s[`bucket_${b.key}`]} ${draft.evaluationType === b.value ? s.bucketOn : ""}`}
              >
                <input
                  type="radio"
                  name={`${uid}-bucket`}
                  value={b.value}
                  checked={draft.evaluationType === b.value}
                  onChange={() => onChange({ evaluationType: b.value })}
                  className="visually-hidden"
                />
                {t(`review.buckets.${b.key}`)}
              </label>
            ))}
          </div>
        </div>
        <div className={s.row}>
          <label className={s.rowLabel} htmlFor={`${uid}-text`}>
            {t("review.text")}
          </label>
          <div className={s.textBox}>
            <textarea
              id={`${uid}-text`}
              className={`${s.textarea} ${problem ? s.textareaBad : ""}`}
              value={draft.content}
              maxLength={REVIEW_TEXT_MAX}
              rows={4}
              placeholder={t("review.textHint")}
              onChange={(e) => onChange({ content: e.target.value })}
              aria-invalid={problem ? true : undefined}
              aria-describedby={problem ? `${uid}-problem` : undefined}
              aria-required="true"
              data-testid="review-text"
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
