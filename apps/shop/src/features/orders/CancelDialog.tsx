import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Modal, whenIdle } from "../../components/Modal.tsx";
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

  const submit = whenIdle(busy, () => (reason === undefined ? setMissing(true) : onConfirm(reason)));

  return (
    <Modal
      classes={{ overlay: s.overlay, dialog: s.dialog, close: s.dialogClose }}
      titleId={titleId}
      busy={busy}
      onClose={onClose}
      closeLabel={t("common.close")}
      onSubmit={submit}
    >
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
    </Modal>
  );
}
