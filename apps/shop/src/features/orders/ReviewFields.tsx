import { type OrderLineVo, REVIEW_TEXT_MAX } from "@mall/contract";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { StarIcon } from "../../components/goods/icons.tsx";
import { BUCKETS, bucketOfRating, type ReviewDraft } from "./review-draft.ts";

/**
 * The fields of one goods' review, the same on the desktop and on /wap; only their look differs: `styles` is the
 * page's CSS module (stars, star, starOn, starOff, starWord, buckets, bucket, bucketOn, bucket_<key>, textarea,
 * textareaBad).
 */
type Styles = CSSModuleClasses;
type Change = (change: Partial<ReviewDraft>) => void;

/** What the desktop's and the /wap review of one goods take from their page (useReviewDrafts). */
export type ReviewItemProps = {
  line: OrderLineVo;
  draft: ReviewDraft;
  problem: "required" | "tooLong" | undefined;
  onChange: Change;
  onAddPictures: (files: File[]) => void;
  onRemovePicture: (key: string) => void;
};

/** Choosing stars also chooses the overall bucket that goes with them (the buyer can change it after). */
const rate = (onChange: Change) => (rating: number) => onChange({ rating, evaluationType: bucketOfRating(rating) });

/** 1–5 stars as a radio group; with `preview`, hovering shows what a click would choose. */
export function ReviewStars({
  value,
  onChange,
  styles: s,
  size,
  preview = false,
}: {
  value: number;
  onChange: Change;
  styles: Styles;
  size: number;
  preview?: boolean;
}) {
  const { t } = useTranslation("orders");
  const name = useId();
  const [hover, setHover] = useState<number>();
  const shown = (preview ? hover : undefined) ?? value;
  const choose = rate(onChange);
  return (
    <fieldset className={s.stars} onMouseLeave={preview ? () => setHover(undefined) : undefined}>
      <legend className="visually-hidden">{t("review.rating")}</legend>
      {[1, 2, 3, 4, 5].map((n) => (
        <label key={n} className={s.star} onMouseEnter={preview ? () => setHover(n) : undefined}>
          <input
            type="radio"
            name={name}
            value={n}
            checked={value === n}
            onChange={() => choose(n)}
            className="visually-hidden"
            aria-label={t("review.starsLabel", { n })}
          />
          <StarIcon size={size} filled={n <= shown} className={n <= shown ? s.starOn : s.starOff} />
        </label>
      ))}
      <span className={s.starWord}>{t(`review.starWords.${shown}`)}</span>
    </fieldset>
  );
}

/** The overall bucket (good, medium, bad) as a radio group labelled by `labelId`. */
export function ReviewBuckets({
  labelId,
  value,
  onChange,
  styles: s,
}: {
  labelId: string;
  value: ReviewDraft["evaluationType"];
  onChange: Change;
  styles: Styles;
}) {
  const { t } = useTranslation("orders");
  return (
    <div className={s.buckets} role="radiogroup" aria-labelledby={labelId}>
      {BUCKETS.map((b) => (
        <label
          key={b.value}
          className={`${s.bucket} ${s[`bucket_${b.key}`] ?? ""} ${value === b.value ? s.bucketOn : ""}`}
        >
          <input
            type="radio"
            name={labelId}
            value={b.value}
            checked={value === b.value}
            onChange={() => onChange({ evaluationType: b.value })}
            className="visually-hidden"
          />
          {t(`review.buckets.${b.key}`)}
        </label>
      ))}
    </div>
  );
}

/** The review's text, required and at most REVIEW_TEXT_MAX characters; `problemId` names its complaint. */
export function ReviewText({
  id,
  problemId,
  value,
  problem,
  onChange,
  styles: s,
}: {
  id: string;
  problemId: string;
  value: string;
  problem: "required" | "tooLong" | undefined;
  onChange: Change;
  styles: Styles;
}) {
  const { t } = useTranslation("orders");
  return (
    <textarea
      id={id}
      className={`${s.textarea} ${problem ? s.textareaBad : ""}`}
      value={value}
      maxLength={REVIEW_TEXT_MAX}
      rows={4}
      placeholder={t("review.textHint")}
      onChange={(e) => onChange({ content: e.target.value })}
      aria-invalid={problem ? true : undefined}
      aria-describedby={problem ? problemId : undefined}
      aria-required="true"
      data-testid="review-text"
    />
  );
}
