import type { Cents } from "@mall/contract";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import c from "../../components/controls.module.css";
import { Money } from "../../components/goods/Price.tsx";
import { Modal, whenIdle } from "../../components/Modal.tsx";
import { PIN_LENGTH, PinBoxes } from "../../components/PinBoxes.tsx";
import { LockIcon } from "./icons.tsx";
import s from "./PayDialog.module.css";
import { usePayPin } from "./usePayPin.ts";

/**
 * The fund-password step of spec point 9: exactly 6 digits, then order!pay for every order placed. With no
 * fund password set yet it says so and links to where one is set.
 */
export function PayDialog({
  due,
  noSafeword,
  busy,
  error,
  onPay,
  onClose,
}: {
  due: Cents;
  noSafeword: boolean;
  busy: boolean;
  /** The server's refusal; `at` tells two identical refusals apart. */
  error: { text: string; at: number } | null;
  onPay: (safeword: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation("checkout");
  const titleId = useId();
  const { pw, type, pay, complaint } = usePayPin(error, onPay);
  const submit = whenIdle(busy, pay);

  return (
    <Modal
      classes={{ overlay: s.overlay, dialog: s.dialog, close: s.dialogClose }}
      titleId={titleId}
      busy={busy}
      onClose={onClose}
      closeLabel={t("pay.close")}
    >
      <span className={s.dialogIcon}>
        <LockIcon size={26} />
      </span>
      <h2 id={titleId} className={s.dialogTitle}>
        {noSafeword ? t("pay.noSafewordTitle") : t("pay.title")}
      </h2>
      <p className={s.dialogDue}>
        <span>{t("pay.due")}</span>
        <Money value={due} className={s.dialogAmount} />
      </p>
      {noSafeword ? (
        <>
          <p className={s.dialogText}>{t("pay.noSafewordText")}</p>
          <div className={s.dialogBtns}>
            <button type="button" className={c.ghostBtn} onClick={onClose}>
              {t("pay.later")}
            </button>
            <Link to="/userInfo/setup/transaction-password" className={c.solidBtn}>
              {t("pay.setSafeword")}
            </Link>
          </div>
        </>
      ) : (
        <form onSubmit={submit} noValidate>
          <p className={s.dialogText}>{t("pay.enter")}</p>
          <PinBoxes value={pw} onValue={type} label={t("pay.password")} autoFocus />
          {complaint && (
            <p className={s.dialogError} role="alert" data-testid="pay-error">
              {complaint}
            </p>
          )}
          <div className={s.dialogBtns}>
            <button type="button" className={c.ghostBtn} onClick={onClose} disabled={busy}>
              {t("pay.cancel")}
            </button>
            <button
              type="submit"
              className={c.solidBtn}
              disabled={busy || pw.length < PIN_LENGTH}
              aria-busy={busy}
              data-testid="pay-confirm"
            >
              {busy ? t("pay.paying") : t("pay.confirm")}
            </button>
          </div>
          <p className={s.dialogHint}>
            <Link to="/userInfo/setup/transaction-password" className={c.inlineLink}>
              {t("pay.forgot")}
            </Link>
          </p>
        </form>
      )}
    </Modal>
  );
}
