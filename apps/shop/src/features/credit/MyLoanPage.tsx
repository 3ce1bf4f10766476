import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, Navigate, useSearchParams } from "react-router";
import { useSession } from "../../lib/session.ts";
import { authPath } from "../account/index.ts";
import { CreditFrame } from "./CreditFrame.tsx";
import { CurrentLoan } from "./CurrentLoan.tsx";
import { LoanHistory } from "./LoanHistory.tsx";
import s from "./loan.module.css";
import { APPLY_PATH, MY_LOAN_PATH } from "./paths.ts";
import { RepayDialog } from "./RepayDialog.tsx";
import { useEligibility } from "./useEligibility.ts";

/**
 * /credit/myLoan: the loan being repaid with its statement, Repay now and the automatic collection, then
 * every application with its state; a refused one can be sent again. The history's page lives in the query
 * (?page=), so reloading keeps it.
 */
export default function MyLoanPage() {
  const { t } = useTranslation(["credit", "pages"]);
  const { loggedIn } = useSession();
  const [params, setParams] = useSearchParams();
  const [repaying, setRepaying] = useState<string | null>(null);
  const page = Math.max(1, Number.parseInt(params.get("page") ?? "1", 10) || 1);

  if (!loggedIn) return <Navigate to={authPath("login", MY_LOAN_PATH)} replace />;
  return (
    <CreditFrame title={t("credit.myLoan.title")} testId="credit-my-loan" actions={<ApplyLink />}>
      <CurrentLoan onRepay={setRepaying} />
      <LoanHistory
        page={page}
        onPage={(p) =>
          setParams(
            (q) => {
              const next = new URLSearchParams(q);
              if (p === 1) next.delete("page");
              else next.set("page", String(p));
              return next;
            },
            { replace: true },
          )
        }
        onRepay={setRepaying}
      />
      {repaying && <RepayDialog creditId={repaying} onClose={() => setRepaying(null)} />}
    </CreditFrame>
  );
}

/** Apply for a loan, while the borrower may (credit!check). */
function ApplyLink() {
  const { t } = useTranslation(["credit", "pages"]);
  const { may } = useEligibility();
  if (!may) return null;
  return (
    <Link to={APPLY_PATH} className={s.primaryLink} data-testid="credit-apply">
      {t("credit.myLoan.apply")}
    </Link>
  );
}
