import { useEffect, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { CloseIcon } from "../../components/icons.tsx";
import s from "./orders.module.css";
import { ReasonPicker } from "./ReasonPicker.tsx";

/** Cancelling an unpaid order asks for one of the 9 reasons (order!cancel's returnReason). */
export function CancelDialog({
  orderId,
  busy,
  onConfirm,
  onClose,
}: {
  orderId: string;
  busy: boolean;
  onConfirm: (reason: number) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation("orders");
  const titleId = useId();
  const [reason, setReason] = useState<number>();
  const [missing, setMissing] = useState(false);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => e.key === "Escape" && !busy && onClose();
    document.addEventListener("keydown", onKey);
    document.body.classList.add("scroll-locked");
    return () => {
      document.removeEventListener("keydown", onKey);
      document.body.classList.remove("scroll-locked");
    };
  }, [busy, onClose]);

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    if (busy) return;
    if (reason === undefined) return setMissing(true);
    onConfirm(reason);
  };

  return (
    <div className={s.overlay} role="presentation" onClick={() => !busy && onClose()}>
      <form
        className={s.dialog}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        onClick={(e) => e.stopPropagation()}
        onKeyDown={(e) => e.stopPropagation()}
        onSubmit={submit}
        noValidate
      >
        <button
          type="button"
          className={s.dialogClose}
          onClick={onClose}
          disabled={busy}
          aria-label={t("common.close")}
        >
          <CloseIcon size={18} />
        </button>
        <h2 id={titleId} className={s.dialogTitle}>
          {t("cancel.title")}
        </h2>
        <p className={s.dialogText}>{t("cancel.lead", { id: orderId })}</p>
        <ReasonPicker
          value={reason}
          onChange={(r) => {
            setReason(r);
            setMissing(false);
          }}
          label={t("cancel.reason")}
          invalid={missing}
        />
        {missing && (
          <p className={s.fieldError} role="alert">
            {t("cancel.pick")}
          </p>
        )}
        <div className={s.dialogBtns}>
          <button type="button" className={s.btnGhost} onClick={onClose} disabled={busy}>
            {t("cancel.keep")}
          </button>
          <button type="submit" className={`${s.btnSolid} ${s.btnDanger}`} disabled={busy} aria-busy={busy}>
            {t("cancel.confirm")}
          </button>
        </div>
      </form>
    </div>
  );
}
