import { useTranslation } from "react-i18next";
import k from "../../../components/wap/buy.module.css";
import { wapPaths } from "../../../components/wap/buy-paths.ts";
import { PAYMENT_METHODS, type PaymentMethod } from "../checkout-math.ts";
import { MethodIcon, MethodNotes, MethodText } from "../PaymentParts.tsx";
import s from "./WapCheckout.module.css";

/** The payment methods of the settlement (the desktop's PaymentSection, stacked for a phone). */
export function WapPayMethods({
  method,
  onMethod,
  short,
  online,
}: {
  method: PaymentMethod;
  onMethod: (m: PaymentMethod) => void;
  short: boolean;
  online: boolean;
}) {
  const { t } = useTranslation("checkout");
  return (
    <section className={k.card} aria-labelledby="wap-pay-title">
      <h2 id="wap-pay-title" className={k.cardTitle}>
        {t("settlement.payment")}
      </h2>
      <div className={s.methods} role="radiogroup" aria-labelledby="wap-pay-title">
        {PAYMENT_METHODS.map((m) => (
          <label key={m} className={`${s.method} ${method === m ? s.methodOn : ""}`} data-testid={`pay-${m}`}>
            <span className={s.methodIcon}>
              <MethodIcon method={m} size={24} />
            </span>
            <span className={s.methodText}>
              <MethodText method={m} className={s.methodSub} />
            </span>
            <input
              type="radio"
              name="wap-payment"
              className={s.radio}
              checked={method === m}
              onChange={() => onMethod(m)}
            />
          </label>
        ))}
      </div>
      <MethodNotes
        method={method}
        online={online}
        short={short}
        depositPath={wapPaths.deposit}
        classes={{ note: s.note, link: k.link }}
      />
    </section>
  );
}
