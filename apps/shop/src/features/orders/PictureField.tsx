import { REVIEW_PICTURES_MAX, UPLOAD_MAX_BYTES } from "@mall/contract";
import { useId, useRef } from "react";
import { useTranslation } from "react-i18next";
import { AlertIcon, ImageIcon, PlusIcon } from "../../components/goods/icons.tsx";
import { CloseIcon } from "../../components/icons.tsx";
import s from "./review.module.css";
import { isUploading, type Picture, pictureNotes, type RefusedFile } from "./review-draft.ts";
import { REVIEW_PICTURE_ACCEPT } from "./upload.ts";

const MB = (UPLOAD_MAX_BYTES / 1024 / 1024).toFixed(1).replace(/\.0$/, "");

/** A file name inside a sentence keeps its own direction (a Latin name in an Arabic sentence). */
const isolate = (name: string) => `\u2068${name}\u2069`;

/**
 * Up to 9 pictures: each with its upload progress, a failure mark and a remove button; then "add". Under
 * them, why a picture or a picked file was refused: the server's own reason in the reader's language.
 */
export function PictureField({
  pictures,
  refused,
  onAdd,
  onRemove,
  goodsName,
}: {
  pictures: Picture[];
  /** Files of the last pick refused before sending. */
  refused: RefusedFile[];
  onAdd: (files: File[]) => void;
  onRemove: (key: string) => void;
  goodsName: string;
}) {
  const { t } = useTranslation("orders");
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const notesId = useId();
  const notes = pictureNotes({ pictures, refused });
  return (
    <div className={s.pictures}>
      <ul className={s.pictureGrid} aria-describedby={hintId}>
        {pictures.map((p, i) => {
          const uploading = isUploading(p);
          const percent = Math.round(p.progress * 100);
          return (
            <li
              key={p.key}
              className={`${s.picture} ${p.failed ? s.pictureFailed : ""}`}
              data-testid="review-picture"
              data-state={uploading ? "uploading" : p.failed ? "failed" : "done"}
            >
              <img src={p.preview} alt={t("review.pictureAlt", { n: i + 1, name: goodsName })} />
              {uploading && (
                <span className={s.pictureProgress} role="status">
                  <span className={s.progressLabel}>{t("review.uploading", { percent })}</span>
                  <span
                    className={s.progressBar}
                    role="progressbar"
                    aria-valuemin={0}
                    aria-valuemax={100}
                    aria-valuenow={percent}
                    aria-label={t("review.uploadingOf", { name: p.name })}
                  >
                    <span style={{ inlineSize: `${Math.max(4, percent)}%` }} />
                  </span>
                </span>
              )}
              {p.failed && (
                <span className={s.pictureError} title={p.failed}>
                  <AlertIcon size={18} />
                  <span>{t("review.uploadFailed")}</span>
                </span>
              )}
              <button
                type="button"
                className={s.pictureRemove}
                onClick={() => onRemove(p.key)}
                aria-label={t("review.removePicture", { n: i + 1 })}
                aria-describedby={p.failed ? `${notesId}-${p.key}` : undefined}
                title={t("review.removePicture", { n: i + 1 })}
              >
                <CloseIcon size={14} />
              </button>
            </li>
          );
        })}
        {pictures.length < REVIEW_PICTURES_MAX && (
          <li>
            <button type="button" className={s.pictureAdd} onClick={() => input.current?.click()}>
              <span className={s.pictureAddIcon}>
                <ImageIcon size={22} />
                <PlusIcon size={12} className={s.plus} />
              </span>
              <span>{t("review.addPicture")}</span>
              <span className={s.pictureCount}>
                {pictures.length}/{REVIEW_PICTURES_MAX}
              </span>
            </button>
            <input
              ref={input}
              type="file"
              accept={REVIEW_PICTURE_ACCEPT}
              multiple
              className={s.fileInput}
              tabIndex={-1}
              aria-hidden="true"
              data-testid="review-file"
              onChange={(e) => {
                const files = Array.from(e.target.files ?? []);
                e.target.value = "";
                if (files.length) onAdd(files);
              }}
            />
          </li>
        )}
      </ul>
      {/* Always there, so a reason that comes later (the server's) is read out when it appears. */}
      <div aria-live="polite" data-testid="picture-problems">
        {notes.length > 0 && (
          <ul className={s.pictureProblems}>
            {notes.map((note) =>
              note.kind === "picture" ? (
                <li key={note.key} id={`${notesId}-${note.key}`}>
                  <AlertIcon size={14} />
                  {t("review.pictureRefused", { n: note.n, name: isolate(note.name), reason: note.reason })}
                </li>
              ) : (
                <li key={note.key}>
                  <AlertIcon size={14} />
                  {t("review.fileRefused", { name: isolate(note.name), reason: note.reason })}
                </li>
              ),
            )}
          </ul>
        )}
      </div>
      <p className={s.hint} id={hintId}>
        {t("review.picturesHint", { max: REVIEW_PICTURES_MAX, size: MB })}
      </p>
    </div>
  );
}
