import { UPLOAD_MAX_BYTES } from "@mall/contract";
import { useRef } from "react";
import { useTranslation } from "react-i18next";
import { CheckIcon } from "../../components/goods/icons.tsx";
import { formStyles as f } from "../account/index.ts";
import s from "./apply.module.css";
import { useProblemText } from "./Field.tsx";
import { IdCardIcon } from "./icons.tsx";
import type { PhotoSlot, Problem } from "./loan-terms.ts";
import { PHOTO_ACCEPT, type Photo, type PhotoRefusal, photoState } from "./photo-rules.ts";

const MB = (UPLOAD_MAX_BYTES / 1024 / 1024).toFixed(1).replace(/\.0$/, "");

/**
 * One ID picture of the application: pick it, see it go up with its progress, replace or remove it. A
 * refused pick and the form's own problem (none picked, still uploading, failed) show under it.
 */
export function PhotoField({
  id,
  slot,
  photo,
  refused,
  problem,
  onPick,
  onClear,
  disabled,
}: {
  id: string;
  slot: PhotoSlot;
  photo: Photo | undefined;
  refused: PhotoRefusal | undefined;
  problem: Problem | undefined;
  onPick: (file: File) => void;
  onClear: () => void;
  disabled: boolean;
}) {
  const { t } = useTranslation(["credit", "pages"]);
  const text = useProblemText();
  const input = useRef<HTMLInputElement>(null);
  const state = photoState(photo);
  // Why an upload failed (the server's sentence) shows at once, not only after a try to send.
  const message = refused
    ? text({ key: refused, values: { size: MB } })
    : (photo?.failed ?? (problem ? text(problem) : undefined));
  const percent = photo ? Math.round(photo.progress * 100) : 0;
  const label = t(`credit.apply.photo.${slot}`);
  const choose = () => input.current?.click();

  return (
    <div
      className={`${s.photo} ${message ? s.photoInvalid : ""}`}
      data-invalid={message ? "true" : undefined}
      data-testid={`credit-photo-${slot}-state`}
      data-state={state}
    >
      <span className={s.photoLabel} id={`${id}-label`}>
        {label}
      </span>
      {photo ? (
        <div className={s.photoShot}>
          <img src={photo.preview} alt={t("credit.apply.photo.alt", { label })} />
          {state === "uploading" && (
            <span className={s.photoProgress} role="status">
              {t("credit.apply.photo.uploading", { percent })}
              <span
                className={s.bar}
                role="progressbar"
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={percent}
                aria-label={t("credit.apply.photo.progress", { label })}
                data-testid={`credit-photo-${slot}-progress`}
              >
                <span style={{ inlineSize: `${Math.max(4, percent)}%` }} />
              </span>
            </span>
          )}
          {state === "failed" && <span className={s.photoFailed}>{t("credit.apply.photo.failed")}</span>}
          {state === "done" && (
            <span className={s.photoDone} title={t("credit.apply.photo.done")}>
              <CheckIcon size={14} />
            </span>
          )}
        </div>
      ) : (
        <button
          type="button"
          className={s.photoPick}
          onClick={choose}
          disabled={disabled}
          aria-labelledby={`${id}-label ${id}-pick`}
          aria-describedby={`${id}-hint`}
          data-testid={`credit-photo-${slot}-pick`}
        >
          <span className={s.photoArt} aria-hidden="true">
            <IdCardIcon size={30} />
          </span>
          <span id={`${id}-pick`}>{t("credit.apply.photo.pick")}</span>
        </button>
      )}
      {photo ? (
        <span className={s.photoActions}>
          <button type="button" className={s.textBtn} onClick={choose} disabled={disabled}>
            {t("credit.apply.photo.replace")}
          </button>
          <button type="button" className={s.textBtn} onClick={onClear} disabled={disabled}>
            {t("credit.apply.photo.remove")}
          </button>
        </span>
      ) : (
        <span className={f.hint} id={`${id}-hint`}>
          {t(`credit.apply.photo.${slot}Hint`)}
        </span>
      )}
      {message ? (
        <p className={f.problem} role="alert">
          {message}
        </p>
      ) : null}
      <input
        ref={input}
        id={id}
        type="file"
        accept={PHOTO_ACCEPT}
        className={s.fileInput}
        tabIndex={-1}
        aria-hidden="true"
        data-testid={`credit-photo-${slot}`}
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = "";
          if (file) onPick(file);
        }}
      />
    </div>
  );
}
