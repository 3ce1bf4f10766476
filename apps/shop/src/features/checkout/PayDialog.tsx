import { useId } from "react";
import { useTranslation } from "react-i18next";
import c from "../../components/controls.module.css";
import { Money } from "../../components/goods/Price.tsx";
import { Modal } from "../../components/Modal.tsx";
import { LockIcon } from "./icons.tsx";
import s from "../../components/pin-dialog.module.css";
import { type PayPinClasses, PayPinBody, type PayStepProps } from "./PayPinBody.tsx";

const DIALOG: PayPinClasses = {
  text: s.text,
  error: s.error,
  buttons: s.btns,
  ghost: c.ghostBtn,
  solid: c.solidBtn,
  forgot: s.hint,
  forgotLink: c.inlineLink,
};

/**
 * The fund-password step of spec point 9: exactly 6 digits, then order!pay for every order placed. With no
 * fund password set yet it says so and links to where one is set.
 */
export function PayDialog({ due, noSafeword, busy, error, onPay, onClose }: PayStepProps) {
  const { t } = useTranslation("checkout");
  const titleId = useId();

  return (
    <Modal
      classes={{ overlay: s.overlay, dialog: s.dialog, close: s.close }}
      titleId={titleId}
      busy={busy}
      onClose={onClose}
      closeLabel={t("pay.close")}
    >
      <span className={s.icon}>
        <LockIcon size={26} />
      </span>
      <h2 id={titleId} className={s.title}>
        {noSafeword ? t("pay.noSafewordTitle") : t("pay.title")}
      </h2>
      <p className={s.due}>
        <span>{t("pay.due")}</span>
        <Money value={due} className={s.amount} />
      </p>
      <PayPinBody
        noSafeword={noSafeword}
        busy={busy}
        error={error}
        onPay={onPay}
        onClose={onClose}
        safewordPath="/userInfo/setup/transaction-password"
        classes={DIALOG}
      />
    </Modal>
  );
}
