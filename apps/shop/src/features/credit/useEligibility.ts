import { useTranslation } from "react-i18next";
import { useCreditCheck, useLoanHistory } from "./api.ts";
import { formatWhole, isUnfinished, type LoanState, loanState } from "./loan-terms.ts";

/**
 * Whether the borrower may apply now (credit!check "true"), and when not, why in a sentence: the newest
 * application is under review, being repaid or overdue (one unfinished loan at a time), or the server said
 * no without one.
 */
export function useEligibility() {
  const { t } = useTranslation(["credit", "pages"]);
  const check = useCreditCheck();
  const history = useLoanHistory(1);
  const latest = history.data?.elements[0];
  const open = latest && isUnfinished(latest.status) ? latest : undefined;
  const state: LoanState | undefined = open ? loanState(open.status) : undefined;
  const refused = check.data === "false";
  const note = refused
    ? state
      ? t(`credit.notes.${state}`, { amount: formatWhole(open?.applyAmount ?? 0) })
      : t("credit.notes.unavailable")
    : check.isError
      ? t("credit.notes.checkFailed")
      : undefined;
  return { may: check.data === "true", refused, pending: check.isPending, state, note, recheck: check.refetch };
}
