import { useTranslation } from "react-i18next";
import { ApiError } from "../../../lib/api.ts";
import s from "./form.module.css";

/** The server's answer to a failed form, translated through the error catalogue (spec point 8). */
export function FormAlert({ error }: { error: unknown }) {
  const { t } = useTranslation();
  if (!error) return null;
  let text: string = t("shell:errors.unknown");
  if (error instanceof ApiError) {
    const key = error.key;
    text = key ? t(`errors:${key}`, { defaultValue: error.msg }) : error.msg || text;
  }
  return (
    <div className={s.alert} role="alert">
      <svg
        width="18"
        height="18"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        aria-hidden="true"
      >
        <circle cx="12" cy="12" r="9" />
        <path d="M12 7.5v5.5M12 16.5h.01" />
      </svg>
      <span>{text}</span>
    </div>
  );
}

export function SubmitButton({
  busy,
  children,
  danger = false,
}: {
  busy: boolean;
  children: string;
  danger?: boolean;
}) {
  return (
    <button type="submit" className={`${s.submit} ${danger ? s.danger : ""}`} disabled={busy} aria-busy={busy}>
      {busy && <span className={s.spinner} aria-hidden="true" />}
      {children}
    </button>
  );
}
