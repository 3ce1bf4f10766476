import { useTranslation } from "react-i18next";
import { refundKey, statusKey, statusTone } from "./order-policy.ts";
import s from "./orders.module.css";

/** The order's status, and its refund state once a refund was asked for. */
export function StatusBadge({ status, returnStatus }: { status: number; returnStatus: number }) {
  const { t } = useTranslation("orders");
  const refund = refundKey(returnStatus);
  return (
    <span className={s.badges}>
      <span className={`${s.badge} ${s[`tone_${statusTone(status)}`]}`} data-testid="order-status">
        {t(`status.${statusKey(status)}`)}
      </span>
      {refund && (
        <span className={`${s.badge} ${s[`refund_${refund}`]}`} data-testid="order-refund-state">
          {t(`refundState.${refund}`)}
        </span>
      )}
    </span>
  );
}
