import { type OrderLineVo, REVIEW_PICTURES_MAX, REVIEW_TEXT_MAX, UPLOAD_MAX_BYTES } from "@mall/contract";
import { useId, useRef } from "react";
import { useTranslation } from "react-i18next";
import { ImageIcon, StarIcon } from "../../../components/goods/icons.tsx";
import { CloseIcon } from "../../../components/icons.tsx";
import k from "../../../components/wap/buy.module.css";
import { BUCKETS, bucketOfRating, isUploading, pictureNotes, type ReviewDraft } from "../review-draft.ts";
import { REVIEW_PICTURE_ACCEPT } from "../upload.ts";
import s from "./WapOrders.module.css";

const MB = (UPLOAD_MAX_BYTES / 1024 / 1024).toFixed(1).replace(/\.0$/, "");
/** A file name inside a sentence keeps its own direction (a Latin name in an Arabic sentence). */
const isolate = (name: string) => `\u2068${name}\u2069`;

function CameraIcon({ size = 22 }: { size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      aria-hidden="true"
    >
      <path d="M4 8h3l1.5-2.5h7L17 8h3a1 1 0 0 1 1 1v9a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V9a1 1 0 0 1 1-1Z" />
      <circle cx="12" cy="13" r="3.5" />
    </svg>
  );
}

/**
 * The photos of one review on a phone: the desktop's drafts and uploads (useReviewDrafts), added from the
 * camera (capture) or the gallery, each with its progress and a remove button; refusals listed under them.
 */
function WapPictures({
  draft,
  goodsName,
  onAdd,
  onRemove,
}: {
  draft: ReviewDraft;
  goodsName: string;
  onAdd: (files: File[]) => void;
  onRemove: (key: string) => void;
}) {
  const { t } = useTranslation("orders");
  const { t: w } = useTranslation("wap");
  const camera = useRef<HTMLInputElement>(null);
  const gallery = useRef<HTMLInputElement>(null);
  const notes = pictureNotes(draft);
  const take = (e: React.ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(e.target.files ?? []);
    e.target.value = "";
    if (files.length) onAdd(files);
  };
  const room = draft.pictures.length < REVIEW_PICTURES_MAX;
  return (
    <div className={s.field}>
      <span className={s.label}>
        {t("review.pictures")}{" "}
        <span className={k.muted}>
          {draft.pictures.length}/{REVIEW_PICTURES_MAX}
        </span>
      </span>
      <ul className={s.pictures}>
        {draft.pictures.map((p, i) => (
          <li
            key={p.key}
            className={`${s.picture} ${p.failed ? s.pictureFailed : ""}`}
            data-testid="review-picture"
            data-state={isUploading(p) ? "uploading" : p.failed ? "failed" : "done"}
          >
            <img src={p.preview} alt={t("review.pictureAlt", { n: i + 1, name: goodsName })} />
            {isUploading(p) && (
              <span className={s.pictureCover} role="status">
                {t("review.uploading", { percent: Math.round(p.progress * 100) })}
              </span>
            )}
            {p.failed && <span className={s.pictureCover}>{t("review.uploadFailed")}</span>}
            <button
              type="button"
              className={s.pictureRemove}
              onClick={() => onRemove(p.key)}
              aria-label={t("review.removePicture", { n: i + 1 })}
            >
              <CloseIcon size={14} />
            </button>
          </li>
        ))}
        {room && (
          <>
            <li>
              <button
                type="button"
                className={s.pick}
                onClick={() => camera.current?.click()}
                data-testid="review-camera"
              >
                <CameraIcon />
                <span>{w("buy.review.camera")}</span>
              </button>
            </li>
            <li>
              <button type="button" className={s.pick} onClick={() => gallery.current?.click()}>
                <ImageIcon size={22} />
                <span>{w("buy.review.gallery")}</span>
              </button>
            </li>
          </>
        )}
      </ul>
      {/* The camera (capture) takes one new photo; the gallery picks several saved ones. */}
      <input
        ref={camera}
        type="file"
        accept="image/*"
        capture="environment"
        className={s.fileInput}
        tabIndex={-1}
        aria-hidden="true"
        data-testid="review-camera-file"
        onChange={take}
      />
      <input
        ref={gallery}
        type="file"
        accept={REVIEW_PICTURE_ACCEPT}
        multiple
        className={s.fileInput}
        tabIndex={-1}
        aria-hidden="true"
        data-testid="review-file"
        onChange={take}
      />
      <div aria-live="polite" data-testid="picture-problems">
        {notes.length > 0 && (
          <ul className={s.notes}>
            {notes.map((n) => (
              <li key={n.key}>
                {n.kind === "picture"
                  ? t("review.pictureRefused", { n: n.n, name: isolate(n.name), reason: n.reason })
                  : t("review.fileRefused", { name: isolate(n.name), reason: n.reason })}
              </li>
            ))}
          </ul>
        )}
      </div>
      <p className={k.muted}>{t("review.picturesHint", { max: REVIEW_PICTURES_MAX, size: MB })}</p>
    </div>
  );
}

/** 1–5 stars as a radio group of 44 px targets. */
function Stars({ value, onChange }: { value: number; onChange: (v: number) => void }) {
  const { t } = useTranslation("orders");
  const name = useId();
  return (
    <fieldset className={s.stars}>
      <legend className="visually-hidden">{t("review.rating")}</legend>
      {[1, 2, 3, 4, 5].map((n) => (
        <label key={n} className={s.star}>
          <input
            type="radio"
            name={name}
            value={n}
            checked={value === n}
            onChange={() => onChange(n)}
            className="visually-hidden"
            aria-label={t("review.starsLabel", { n })}
          />
          <StarIcon size={28} filled={n <= value} className={n <= value ? s.starOn : s.starOff} />
        </label>
      ))}
      <span className={s.starWord}>{t(`review.starWords.${value}`)}</span>
    </fieldset>
  );
}

/** The review of one goods of the order: stars, the overall bucket, the text and the photos. */
export function WapReviewItem({
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
    <section className={k.card} aria-labelledby={`${uid}-name`} data-testid="review-item">
      <div className={k.line}>
        <span className={k.thumb}>
          {line.goodsIcon ? <img src={line.goodsIcon} alt="" width={72} height={72} decoding="async" /> : null}
        </span>
        <span className={k.lineText}>
          <h2 id={`${uid}-name`} className={k.lineName} style={{ margin: 0, fontWeight: 600 }}>
            {line.goodsName}
          </h2>
          {line.attrs && <span className={k.lineAttrs}>{line.attrs}</span>}
        </span>
      </div>
      <div className={s.field}>
        <span className={s.label}>{t("review.rating")}</span>
        <Stars
          value={draft.rating}
          onChange={(rating) => onChange({ rating, evaluationType: bucketOfRating(rating) })}
        />
      </div>
      <div className={s.field}>
        <span className={s.label} id={`${uid}-bucket`}>
          {t("review.bucket")}
        </span>
        <div className={s.buckets} role="radiogroup" aria-labelledby={`${uid}-bucket`}>
          {BUCKETS.map((b) => (
            <label key={b.value} className={`${s.bucket} ${draft.evaluationType === b.value ? s.bucketOn : ""}`}>
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
      <div className={s.field}>
        <label className={s.label} htmlFor={`${uid}-text`}>
          {t("review.text")}
        </label>
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
        {problem && (
          <p className={s.problem} id={`${uid}-problem`} role="alert">
            {t(`review.textProblems.${problem}`)}
          </p>
        )}
        <span className={s.counter} aria-hidden="true">
          {draft.content.length}/{REVIEW_TEXT_MAX}
        </span>
      </div>
      <WapPictures draft={draft} goodsName={line.goodsName} onAdd={onAddPictures} onRemove={onRemovePicture} />
    </section>
  );
}
