import { StatusBadge } from "@mall/ui";
import { useTranslation } from "react-i18next";
import { STATUS_TONE } from "./status.ts";

/** An order's status in words; a refund shows where the refund stands. */
export function OrderStatus({ status, returnStatus }: { status: number; returnStatus: number }) {
  const { t } = useTranslation("seller");
  const label = status === 6 && returnStatus > 0 ? t(`orders.refund.${returnStatus}`) : t(`orders.status.${status}`);
  return <StatusBadge tone={STATUS_TONE[String(status)] ?? "neutral"}>{label}</StatusBadge>;
}
