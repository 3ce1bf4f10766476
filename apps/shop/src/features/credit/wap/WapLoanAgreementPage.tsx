import { useTranslation } from "react-i18next";
import { WapPage } from "../../../components/wap/WapPage.tsx";
import { usePageTitle } from "../../site/index.ts";
import { AgreementText } from "../AgreementPage.tsx";
import s from "./loans.module.css";

/** /wap/loans/agreement: the loan agreement the application links to, with today's figures. */
export default function WapLoanAgreementPage() {
  const { t } = useTranslation(["credit", "pages"]);
  usePageTitle(t("credit.agreement.title"));
  return (
    <WapPage title={t("credit.agreement.title")}>
      <article className={s.agreement} data-testid="credit-agreement-page">
        <AgreementText />
      </article>
    </WapPage>
  );
}
