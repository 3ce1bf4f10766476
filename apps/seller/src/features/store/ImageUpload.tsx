import { UPLOAD_ACCEPT, UPLOAD_MAX_BYTES } from "@mall/contract";
import { apiErrorText, Button, ImageIcon, toast, TrashIcon, UploadIcon } from "@mall/ui";
import { useId, useRef } from "react";
import { useTranslation } from "react-i18next";
import { useUpload } from "./api.ts";
import s from "./store.module.css";

/** One store picture: shows it, uploads a new one (checked by the server by content), or removes it. */
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

  const pick = (file: File | undefined) => {
    if (!file) return;
    // The server refuses it too; saying so before sending 5 MB is kinder.
    if (file.size > UPLOAD_MAX_BYTES) {
      toast.error(t("errors:imageTooLarge"));
      return;
    }
    upload.mutate(file, {
      onSuccess: (url) => onChange(url),
      onError: (err) => toast.error(apiErrorText(t, err)),
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
        >
          {value ? t("store.replace") : t("store.upload")}
        </Button>
        {value && (
          <Button size="s" variant="ghost" icon={<TrashIcon size={15} />} onClick={() => onChange("")}>
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
        onChange={(e) => {
          pick(e.target.files?.[0]);
          e.target.value = "";
        }}
      />
    </div>
  );
}
