import { useTranslation } from "react-i18next";
import c from "../../components/controls.module.css";
import { PAYMENT_METHODS, type PaymentMethod } from "./checkout-math.ts";
import { MethodIcon, MethodNotes, MethodText } from "./PaymentParts.tsx";
import s from "./PaymentSection.module.css";
import { StepCard } from "./StepCard.tsx";

/** Spec point 9: balance (USDT), card or a PayPal-like method; card and PayPal where a payment provider is set. */
export function PaymentSection({
  method,
  onMethod,
  short,
  online,
}: {
  method: PaymentMethod;
  onMethod: (m: PaymentMethod) => void;
  /** Card and PayPal are open (the platform has a payment provider). */
  online: boolean;
  /** The known balance does not cover the amount due. */
  short: boolean;
}) {
  const { t } = useTranslation("checkout");
  return (
    <StepCard id="settle-pay" step={3} title={t("settlement.payment")}>
      <div className={s.methods} role="radiogroup" aria-label={t("settlement.payment")}>
        {PAYMENT_METHODS.map((m) => (
          <label key={m} className={`${s.method} ${method === m ? s.methodOn : ""}`} data-testid={`pay-${m}`}>
            <input
              type="radio"
              name="payment"
              className="visually-hidden"
              checked={method === m}
              onChange={() => onMethod(m)}
            />
            <span className={s.methodIcon}>
              <MethodIcon method={m} size={22} />
            </span>
            <span className={s.methodText}>
              <MethodText method={m} className={s.methodSub} />
            </span>
            <span className={s.radioDot} aria-hidden="true" />
          </label>
        ))}
      </div>
      <MethodNotes
        method={method}
        online={online}
        short={short}
        depositPath="/userInfo/money-package/recharge"
        classes={{ note: s.methodNote, link: c.inlineLink }}
      />
    </StepCard>
  );
}
