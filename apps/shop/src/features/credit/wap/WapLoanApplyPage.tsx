import { LOAN_ID } from "@mall/contract";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { useWapSignedIn } from "../../../components/wap/MeGate.tsx";
import { WapPage } from "../../../components/wap/WapPage.tsx";
import { usePageTitle } from "../../site/index.ts";
import { Application } from "../ApplicationPage.tsx";
import s from "./loans.module.css";
import { WAP_APPLICATION_PATHS } from "./wap-paths.ts";

/**
 * /wap/loans/apply: the desktop's loan application and its rules at a phone's width — who the borrower is, the
 * three ID pictures (the phone offers its camera), the amount and term with what it costs, the agreement; sent,
 * My loans follows. `?creditId=` names a refused application to send again.
 */
export default function WapLoanApplyPage() {
  const { t } = useTranslation(["credit", "pages"]);
  const signedIn = useWapSignedIn();
  const [params] = useSearchParams();
  const raw = params.get("creditId") ?? "";
  const creditId = LOAN_ID.test(raw) ? raw : "";
  const title = creditId ? t("credit.apply.reapplyTitle") : t("credit.apply.title");
  usePageTitle(title);
  return (
    <WapPage title={title}>
      {signedIn && (
        <div className={s.panel} data-testid="credit-application">
          <Application creditId={creditId} paths={WAP_APPLICATION_PATHS} />
        </div>
      )}
    </WapPage>
  );
}
