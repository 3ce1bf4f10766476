import { formatAmount } from "@mall/contract";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import c from "../../components/controls.module.css";
import { useUsdtBalance } from "../user-center/index.ts";
import { isOpenMethod, PAYMENT_METHODS, type PaymentMethod } from "./checkout-math.ts";
import { CardIcon, PaypalIcon, WalletIcon } from "./icons.tsx";
import s from "./PaymentSection.module.css";
import { StepCard } from "./StepCard.tsx";

const ICONS: Record<PaymentMethod, ReactNode> = {
  balance: <WalletIcon size={22} />,
  card: <CardIcon size={22} />,
  paypal: <PaypalIcon size={22} />,
};

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
  const { t: tr } = useTranslation();
  const balance = useUsdtBalance();
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
            <span className={s.methodIcon}>{ICONS[m]}</span>
            <span className={s.methodText}>
              <strong>{t(`methods.${m}.name`)}</strong>
              {m === "balance" ? (
                <span className={s.methodSub} data-testid="settle-balance">
                  {balance.isPending
                    ? t("methods.balance.loading")
                    : balance.isError
                      ? "—"
                      : t("methods.balance.available", { amount: formatAmount(balance.data.money) })}
                </span>
              ) : (
                <span className={s.methodSub}>{t(`methods.${m}.sub`)}</span>
              )}
            </span>
            <span className={s.radioDot} aria-hidden="true" />
          </label>
        ))}
      </div>
      {!isOpenMethod(method, online) && (
        <p className={s.methodNote} role="status">
          {tr("errors:paymentNotOpenInRegion")}
        </p>
      )}
      {method !== "balance" && online && (
        <p className={s.methodNote} role="status">
          {t("methods.online")}
        </p>
      )}
      {method === "balance" && short && (
        <p className={s.methodNote} role="status">
          {tr("errors:insufficientBalance")}{" "}
          <Link to="/userInfo/money-package/recharge" className={c.inlineLink}>
            {t("methods.balance.deposit")}
          </Link>
        </p>
      )}
    </StepCard>
  );
}
