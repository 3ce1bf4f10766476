import { type Cents, formatAmount } from "@mall/contract";
import { useTranslation } from "react-i18next";

/** A price as the shop writes it (pages:money.amount), truncated to two decimals (spec point 9). */
export function Amount({ value, className }: { value: Cents | number | null | undefined; className?: string }) {
  const { t } = useTranslation("pages");
  return <bdi className={className}>{t("money.amount", { amount: formatAmount(value) })}</bdi>;
}
