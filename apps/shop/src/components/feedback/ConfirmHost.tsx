import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { settleConfirm, usePendingConfirm } from "./confirm.ts";
import s from "./feedback.module.css";

/** The one confirm dialog of the app, driven by `confirmDialog()`. */
export function ConfirmHost() {
  const { t } = useTranslation("shell");
  const req = usePendingConfirm();
  const okRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!req) return;
    okRef.current?.focus();
    const onKey = (e: KeyboardEvent) => e.key === "Escape" && settleConfirm(false);
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [req]);

  if (!req) return null;
  return (
    <div className={s.overlay} onClick={() => settleConfirm(false)} role="presentation">
      <div
        className={s.dialog}
        role="alertdialog"
        aria-modal="true"
        aria-labelledby="confirm-title"
        onClick={(e) => e.stopPropagation()}
      >
        <h2 id="confirm-title" className={s.dialogTitle}>
          {req.title ?? t("confirm.title")}
        </h2>
        <p className={s.dialogText}>{req.message}</p>
        <div className={s.dialogActions}>
          <button type="button" className={s.btnGhost} onClick={() => settleConfirm(false)}>
            {req.cancelText ?? t("common.cancel")}
          </button>
          <button
            ref={okRef}
            type="button"
            className={`${s.btnPrimary} ${req.danger ? s.btnDanger : ""}`}
            onClick={() => settleConfirm(true)}
          >
            {req.okText ?? t("common.ok")}
          </button>
        </div>
      </div>
    </div>
  );
}
