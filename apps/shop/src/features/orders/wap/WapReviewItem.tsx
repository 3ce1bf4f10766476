import { REVIEW_PICTURES_MAX, REVIEW_TEXT_MAX, UPLOAD_MAX_BYTES } from "@mall/contract";
import { useId, useRef } from "react";
import { useTranslation } from "react-i18next";
import { ImageIcon } from "../../../components/goods/icons.tsx";
import { CloseIcon } from "../../../components/icons.tsx";
import k from "../../../components/wap/buy.module.css";
import { isUploading, pictureNotes, type ReviewDraft } from "../review-draft.ts";
import { ReviewBuckets, type ReviewItemProps, ReviewStars, ReviewText } from "../ReviewFields.tsx";
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

/** The review of one goods of the order: stars, the overall bucket, the text and the photos. */
export function WapReviewItem({ line, draft, problem, onChange, onAddPictures, onRemovePicture }: ReviewItemProps) {
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
        <ReviewStars value={draft.rating} onChange={onChange} styles={s} size={28} />
      </div>
      <div className={s.field}>
        <span className={s.label} id={`${uid}-bucket`}>
          {t("review.bucket")}
        </span>
        <ReviewBuckets labelId={`${uid}-bucket`} value={draft.evaluationType} onChange={onChange} styles={s} />
      </div>
      <div className={s.field}>
        <label className={s.label} htmlFor={`${uid}-text`}>
          {t("review.text")}
        </label>
        <ReviewText
          id={`${uid}-text`}
          problemId={`${uid}-problem`}
          value={draft.content}
          problem={problem}
          onChange={onChange}
          styles={s}
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
