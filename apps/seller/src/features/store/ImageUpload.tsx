import { UPLOAD_ACCEPT, UPLOAD_MAX_BYTES } from "@mall/contract";
import { apiErrorText, Button, ImageIcon, TrashIcon, UploadIcon } from "@mall/ui";
import { useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useUpload } from "./api.ts";
import s from "./store.module.css";

/**
 * One store picture: shows it, uploads a new one (checked by the server by content), or removes it. A
 * refusal is shown under the picture in the server's words (its catalogue sentence, translated).
 */
export function ImageUpload({
  label,
  hint,
  value,
  onChange,
  shape,
  name,
}: {
  label: string;
  hint: string;
  value: string;
  onChange: (url: string) => void;
  shape: "square" | "wide";
  name: string;
}) {
  const { t } = useTranslation("seller");
  const input = useRef<HTMLInputElement>(null);
  const upload = useUpload();
  const id = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const problemId = `${id}-problem`;

  const pick = (file: File | undefined) => {
    if (!file) return;
    setProblem(null);
    // The server refuses it too; saying so before sending 5 MB is kinder.
    if (file.size > UPLOAD_MAX_BYTES) {
      setProblem(t("errors:imageTooLarge"));
      return;
    }
    upload.mutate(file, {
      onSuccess: (url) => onChange(url),
      onError: (err) => setProblem(apiErrorText(t, err)),
    });
  };

  return (
    <div className={`${s.upload} ${shape === "wide" ? s.uploadWide : s.uploadSquare}`} data-testid={`upload-${name}`}>
      <div className={s.uploadLabel}>
        <label htmlFor={id}>{label}</label>
        <span className={s.uploadHint}>{hint}</span>
      </div>
      <div className={s.uploadBox} aria-busy={upload.isPending || undefined}>
        {value ? (
          <img src={value} alt={label} className={s.uploadImg} />
        ) : (
          <span className={s.uploadEmpty}>
            <ImageIcon size={28} />
          </span>
        )}
        {upload.isPending && <span className={s.uploadBusy}>{t("store.uploading")}</span>}
      </div>
      <div className={s.uploadActions}>
        <Button
          size="s"
          icon={<UploadIcon size={15} />}
          onClick={() => input.current?.click()}
          loading={upload.isPending}
          aria-describedby={problem ? problemId : undefined}
        >
          {value ? t("store.replace") : t("store.upload")}
        </Button>
        {value && (
          <Button
            size="s"
            variant="ghost"
            icon={<TrashIcon size={15} />}
            onClick={() => {
              setProblem(null);
              onChange("");
            }}
          >
            {t("store.remove")}
          </Button>
        )}
      </div>
      <input
        ref={input}
        id={id}
        name={name}
        type="file"
        accept={UPLOAD_ACCEPT}
        className="visually-hidden"
        tabIndex={-1}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? problemId : undefined}
        onChange={(e) => {
          pick(e.target.files?.[0]);
          e.target.value = "";
        }}
      />
      {problem && (
        <p className={s.uploadProblem} id={problemId} role="alert" data-testid="upload-problem">
          {problem}
        </p>
      )}
    </div>
  );
}
