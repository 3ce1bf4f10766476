import { ORDER_STATUS, RETURN_STATUS } from "@mall/contract";
import { StatusBadge, type Tone } from "@mall/ui";
import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";

/** Status number → its name in ORDER_STATUS, which is also its key under orderStatus.* in the catalogue. */
const STATUS_NAME = new Map<number, string>(Object.entries(ORDER_STATUS).map(([name, n]) => [n, name]));
const RETURN_NAME = new Map<number, string>(Object.entries(RETURN_STATUS).map(([name, n]) => [n, name]));

/** Confirmed orders wait for the platform, so they stand out; finished ones are calm. */
const STATUS_TONE: Record<string, Tone> = {
  cancelled: "neutral",
  unpaid: "neutral",
  paid: "info",
  confirmed: "warning",
  shipped: "info",
  received: "success",
  reviewed: "success",
  refund: "danger",
};
const RETURN_TONE: Record<string, Tone> = { refunding: "warning", refunded: "neutral", failed: "danger" };

export const orderStatusText = (t: TFunction, status: number) =>
  t(`orderStatus.${STATUS_NAME.get(status) ?? "unknown"}`, { defaultValue: String(status) });

export const refundStateText = (t: TFunction, returnStatus: number) =>
  t(`refundState.${RETURN_NAME.get(returnStatus) ?? "none"}`, { defaultValue: String(returnStatus) });

/** One of the 9 cancel and return reasons (contract 3.7); "—" when none was given. */
export const reasonText = (t: TFunction, reason: number | null | undefined) =>
  reason ? t(`reason.${reason}`, { defaultValue: String(reason) }) : "—";

export function OrderStatusBadge({ status }: { status: number }) {
  const { t } = useTranslation();
  return (
    <StatusBadge tone={STATUS_TONE[STATUS_NAME.get(status) ?? ""] ?? "neutral"}>
      {orderStatusText(t, status)}
    </StatusBadge>
  );
}

/** The refund state, or nothing for an order no refund ever touched. */
export function RefundStateBadge({ returnStatus }: { returnStatus: number }) {
  const { t } = useTranslation();
  if (returnStatus === RETURN_STATUS.none) return null;
  return (
    <StatusBadge tone={RETURN_TONE[RETURN_NAME.get(returnStatus) ?? ""] ?? "neutral"}>
      {refundStateText(t, returnStatus)}
    </StatusBadge>
  );
}
