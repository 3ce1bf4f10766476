import { formatWireDate } from "@mall/contract";
import { useCallback } from "react";
import { useTranslation } from "react-i18next";
import { loanState } from "./loan-terms.ts";
import s from "./loan.module.css";

/** A term in days as the pages write it ("1 day", "30 days"). */
export function useDaysText() {
  const { t } = useTranslation(["credit", "pages"]);
  return useCallback((days: number) => (days === 1 ? t("credit.oneDay") : t("credit.days", { days })), [t]);
}

/** A loan's state (LOAN_STATUS) as a coloured badge; the server's own label when the state is unknown. */
export function LoanStateBadge({ status, fallback }: { status: number | undefined; fallback?: string }) {
  const { t } = useTranslation(["credit", "pages"]);
  const state = loanState(status);
  return (
    <span className={`${s.badge} ${s[`tone_${state ?? "pending"}`]}`} data-testid="loan-state" data-state={state}>
      {state ? t(`credit.state.${state}`) : (fallback ?? "—")}
    </span>
  );
}

/** A server time (Asia/Shanghai wall clock) in the browser's zone; left-to-right inside right-to-left text. */
export function WireTime({ value, dateOnly = false }: { value: string | null | undefined; dateOnly?: boolean }) {
  const text = formatWireDate(value);
  if (!text) return <span className={s.muted}>—</span>;
  return (
    <time dir="ltr" className={s.time}>
      {dateOnly ? text.slice(0, 10) : text.slice(0, 16)}
    </time>
  );
}
