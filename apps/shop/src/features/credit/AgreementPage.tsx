import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import l from "../../components/goods/layout.module.css";
import { useBrand, usePageTitle } from "../site/index.ts";
import { useCreditConfig } from "./api.ts";
import s from "./agreement.module.css";
import { amountBounds, formatWhole, percentOf } from "./loan-terms.ts";
import { APPLY_PATH, CREDIT_PATH } from "./paths.ts";

/** The agreement's sections, in reading order (credit:credit.agreement.sections.*). */
const SECTIONS = [
  "parties",
  "principal",
  "interest",
  "term",
  "repayment",
  "collection",
  "late",
  "review",
  "data",
  "contact",
] as const;

/**
 * /credit/agreement: the loan agreement the application links to, in plain terms and the reader's language:
 * the principal, daily interest on it for each started day, the penalty for each day late, repayment from
 * the wallet and the automatic collection on the due date unless turned off. Today's rates are filled in
 * for a signed-in reader (credit!config); a guest reads where they are shown.
 */
export default function AgreementPage() {
  const { t } = useTranslation(["credit", "pages"]);
  usePageTitle(t("credit.agreement.title"));
  return (
    <div className={l.page}>
      <div className={l.container}>
        <article className={s.article} data-testid="credit-agreement-page">
          <Link to={CREDIT_PATH} className={s.back}>
            {t("credit.landing.title")}
          </Link>
          <h1 className={s.title}>{t("credit.agreement.title")}</h1>
          <AgreementText />
          <p className={s.close}>
            <Link to={APPLY_PATH} className={s.applyLink}>
              {t("credit.agreement.toForm")}
            </Link>
          </p>
        </article>
      </div>
    </div>
  );
}

/** The agreement's text with today's figures (also on the mobile storefront's page of it). */
export function AgreementText() {
  const { t } = useTranslation(["credit", "pages"]);
  const brand = useBrand();
  const config = useCreditConfig();
  const c = config.data;
  const bounds = amountBounds(c);
  const vars = {
    brand: brand.name,
    company: brand.footer.legalName || brand.name,
    email: brand.supportEmail || t("pages:legal.supportFallback"),
    daily: c ? `${percentOf(c.rate)} %` : t("credit.agreement.rateFallback"),
    penalty: c ? `${percentOf(c.defaultRate)} %` : t("credit.agreement.rateFallback"),
    min: formatWhole(bounds.min),
    max: formatWhole(bounds.max),
  };
  return (
    <>
      <p className={s.intro}>{t("credit.agreement.intro", vars)}</p>
      <ol className={s.sections}>
        {SECTIONS.map((sec) => (
          <li key={sec} className={s.section}>
            <h2>{t(`credit.agreement.sections.${sec}.heading`, vars)}</h2>
            {t(`credit.agreement.sections.${sec}.body`, vars)
              .split("\n\n")
              .map((para) => (
                <p key={para}>{para}</p>
              ))}
          </li>
        ))}
      </ol>
    </>
  );
}
