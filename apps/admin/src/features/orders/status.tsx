import { type OrderStatusName, orderStatusName, type ReturnStatusName, returnStatusName } from "@mall/contract";
import { StatusBadge, type Tone } from "@mall/ui";
import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";

/** Confirmed orders wait for the platform, so they stand out; finished ones are calm. */
const STATUS_TONE: Record<OrderStatusName, Tone> = {
  cancelled: "neutral",
  unpaid: "neutral",
  paid: "info",
  confirmed: "warning",
  shipped: "info",
  received: "success",
  reviewed: "success",
  refund: "danger",
};
const RETURN_TONE: Record<Exclude<ReturnStatusName, "none">, Tone> = {
  refunding: "warning",
  refunded: "neutral",
  failed: "danger",
};

/** A status's name in ORDER_STATUS is its key under orderStatus.* in the catalogue. */
export const orderStatusText = (t: TFunction, status: number) =>
  t(`orderStatus.${orderStatusName(status) ?? "unknown"}`, { defaultValue: String(status) });

export const refundStateText = (t: TFunction, returnStatus: number) =>
  t(`refundState.${returnStatusName(returnStatus) ?? "none"}`, { defaultValue: String(returnStatus) });

/** One of the 9 cancel and return reasons (contract 3.7); "—" when none was given. */
export const reasonText = (t: TFunction, reason: number | null | undefined) =>
  reason ? t(`reason.${reason}`, { defaultValue: String(reason) }) : "—";

export function OrderStatusBadge({ status }: { status: number }) {
  const { t } = useTranslation();
  const name = orderStatusName(status);
  return <StatusBadge tone={name ? STATUS_TONE[name] : "neutral"}>{orderStatusText(t, status)}</StatusBadge>;
}

/** The refund state, or nothing for an order no refund ever touched. */
export function RefundStateBadge({ returnStatus }: { returnStatus: number }) {
  const { t } = useTranslation();
  const name = returnStatusName(returnStatus);
  if (name === "none") return null;
  return <StatusBadge tone={name ? RETURN_TONE[name] : "neutral"}>{refundStateText(t, returnStatus)}</StatusBadge>;
}
