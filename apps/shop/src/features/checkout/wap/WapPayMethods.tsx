import { formatAmount } from "@mall/contract";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import k from "../../../components/wap/buy.module.css";
import { wapPaths } from "../../../components/wap/buy-paths.ts";
import { useUsdtBalance } from "../../user-center/index.ts";
import { isOpenMethod, PAYMENT_METHODS, type PaymentMethod } from "../checkout-math.ts";
import { CardIcon, PaypalIcon, WalletIcon } from "../icons.tsx";
import s from "./WapCheckout.module.css";

const ICONS: Record<PaymentMethod, ReactNode> = {
  balance: <WalletIcon size={24} />,
  card: <CardIcon size={24} />,
  paypal: <PaypalIcon size={24} />,
};

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
  const { t: tr } = useTranslation();
  const balance = useUsdtBalance();
  return (
    <section className={k.card} aria-labelledby="wap-pay-title">
      <h2 id="wap-pay-title" className={k.cardTitle}>
        {t("settlement.payment")}
      </h2>
      <div className={s.methods} role="radiogroup" aria-labelledby="wap-pay-title">
        {PAYMENT_METHODS.map((m) => (
          <label key={m} className={`${s.method} ${method === m ? s.methodOn : ""}`} data-testid={`pay-${m}`}>
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
      {!isOpenMethod(method, online) && (
        <p className={s.note} role="status">
          {tr("errors:paymentNotOpenInRegion")}
        </p>
      )}
      {method !== "balance" && online && (
        <p className={s.note} role="status">
          {t("methods.online")}
        </p>
      )}
      {method === "balance" && short && (
        <p className={s.note} role="status">
          {tr("errors:insufficientBalance")}{" "}
          <Link to={wapPaths.deposit} className={k.link}>
            {t("methods.balance.deposit")}
          </Link>
        </p>
      )}
    </section>
  );
}
