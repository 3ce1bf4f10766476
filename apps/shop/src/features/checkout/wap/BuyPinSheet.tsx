import { useTranslation } from "react-i18next";
import { Money } from "../../../components/goods/Price.tsx";
import s from "../../../components/wap/buy.module.css";
import { Sheet } from "../../../components/wap/Sheet.tsx";
import { type PayPinClasses, PayPinBody, type PayStepProps } from "../PayPinBody.tsx";

const SHEET: PayPinClasses = {
  form: s.pay,
  text: s.muted,
  error: s.alert,
  buttons: s.payButtons,
  ghost: s.btnGhost,
  solid: s.btnSolid,
  forgot: s.muted,
  forgotLink: s.link,
};

/** Where a buyer on /wap sets or changes the fund password. */
export const WAP_SAFEWORD_PATH = "/wap/settings/password?kind=fund";

/**
 * The fund-password step on a phone (the desktop's PayDialog as a sheet): the amount, six boxes, and the
 * server's refusal under them. With no fund password yet it says so and leads to where one is set.
 */
export function BuyPinSheet({ due, noSafeword, busy, error, onPay, onClose }: PayStepProps) {
  const { t } = useTranslation("checkout");

  const close = () => {
    if (!busy) onClose();
  };

  return (
    <Sheet open title={noSafeword ? t("pay.noSafewordTitle") : t("pay.title")} onClose={close}>
      <div className={s.pay} data-testid="pay-sheet">
        <p className={s.payDue}>
          <span>{t("pay.due")}</span>
          <Money value={due} className={s.payAmount} />
        </p>
        <PayPinBody
          noSafeword={noSafeword}
          busy={busy}
          error={error}
          onPay={onPay}
          onClose={close}
          safewordPath={WAP_SAFEWORD_PATH}
          classes={SHEET}
        />
      </div>
    </Sheet>
  );
}
