import { ORDER_STATUS, orderStatusName, returnStatusName } from "@mall/contract";
import { StatusBadge } from "@mall/ui";
import { useTranslation } from "react-i18next";
import { STATUS_TONE } from "./status.ts";

/** An order's status in words; a refund shows where the refund stands. */
export function OrderStatus({ status, returnStatus }: { status: number; returnStatus: number }) {
  const { t } = useTranslation("seller");
  const name = orderStatusName(status);
  const refund = returnStatusName(returnStatus);
  const label =
    status === ORDER_STATUS.refund && refund && refund !== "none"
      ? t(`orders.refund.${refund}`)
      : t(`orders.status.${name ?? "unknown"}`, { defaultValue: String(status) });
  return <StatusBadge tone={name ? STATUS_TONE[name] : "neutral"}>{label}</StatusBadge>;
}
