import { useTranslation } from "react-i18next";
import { ApiError } from "../../../lib/api.ts";
import s from "./form.module.css";
import { AlertIcon } from "./icons.tsx";

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
      <AlertIcon />
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
