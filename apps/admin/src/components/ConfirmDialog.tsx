import { Button } from "@mall/ui";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Dialog } from "@mall/ui";
import s from "./forms.module.css";

/** "Are you sure?" before a consequential write; shows the refusal inline when the server says no. */
export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel,
  danger = false,
  busy = false,
  error,
  onConfirm,
  onClose,
}: {
  open: boolean;
  title: ReactNode;
  message: ReactNode;
  confirmLabel: ReactNode;
  danger?: boolean;
  busy?: boolean;
  error?: string | undefined;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={open}
      title={title}
      onClose={onClose}
      footer={
        <>
          <Button onClick={onClose}>{t("common.cancel")}</Button>
          <Button variant={danger ? "danger" : "primary"} loading={busy} onClick={onConfirm} data-autofocus>
            {confirmLabel}
          </Button>
        </>
      }
    >
      <div className={s.stack}>
        <p className={s.message}>{message}</p>
        {error && (
          <p className={s.refusal} role="alert">
            {error}
          </p>
        )}
      </div>
    </Dialog>
  );
}
