import { LOAN_STATUS, type LoanStatus } from "@mall/contract";
import { StatusBadge, type Tone } from "@mall/ui";
import { useTranslation } from "react-i18next";

/** The queue's tabs, in the order staff work them. */
export const LOAN_TABS = [
  LOAN_STATUS.pending,
  LOAN_STATUS.active,
  LOAN_STATUS.overdue,
  LOAN_STATUS.rejected,
  LOAN_STATUS.repaid,
] as const;
export const isLoanStatus = (n: number): n is LoanStatus => (LOAN_TABS as readonly number[]).includes(n);

const TONE: Record<LoanStatus, Tone> = { 1: "warning", 2: "info", 3: "danger", 4: "neutral", 5: "success" };

export function LoanStatusBadge({ status }: { status: number }) {
  const { t } = useTranslation();
  return (
    <StatusBadge tone={isLoanStatus(status) ? TONE[status] : "neutral"}>
      {t(`loans.status.${status}`, { defaultValue: String(status) })}
    </StatusBadge>
  );
}
