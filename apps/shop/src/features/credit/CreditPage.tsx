import { LOAN_AMOUNT_MAX, LOAN_AMOUNT_MIN } from "@mall/contract";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { AlertIcon } from "../../components/goods/icons.tsx";
import l from "../../components/goods/layout.module.css";
import { useSession } from "../../lib/session.ts";
import { authPath } from "../account/index.ts";
import { usePageTitle } from "../site/index.ts";
import { useCreditConfig } from "./api.ts";
import s from "./credit.module.css";
import { BoltIcon, CalendarIcon, CoinsIcon, DocumentIcon, ShieldIcon } from "./icons.tsx";
import { amountBounds, formatWhole } from "./loan-terms.ts";
import { AGREEMENT_PATH, APPLY_PATH, MY_LOAN_PATH } from "./paths.ts";
import { TermsCard, WorkedExample } from "./TermsCards.tsx";
import { useEligibility } from "./useEligibility.ts";

/**
 * /credit: what the loan service offers (amounts, terms, today's rates from credit!config, a worked example
 * from credit!quote), how it works, and the ways in. Apply leads a guest to the login first; a borrower who
 * may not apply now (credit!check "false") is pointed to My loans.
 */
export default function CreditPage() {
  const { t } = useTranslation(["credit", "pages"]);
  const { loggedIn } = useSession();
  const config = useCreditConfig();
  const bounds = amountBounds(config.data);
  usePageTitle(t("credit.landing.title"));
  const range = {
    min: formatWhole(config.data ? bounds.min : LOAN_AMOUNT_MIN),
    max: formatWhole(config.data ? bounds.max : LOAN_AMOUNT_MAX),
  };

  return (
    <div className={l.page}>
      <div className={`${l.container} ${s.root}`}>
        <section className={s.hero} aria-labelledby="credit-heading">
          <div className={s.heroText}>
            <span className={s.eyebrow}>{t("credit.landing.eyebrow")}</span>
            <h1 id="credit-heading" className={s.heroTitle}>
              {t("credit.landing.heading")}
            </h1>
            <p className={s.heroLead}>{t("credit.landing.lead", range)}</p>
            {loggedIn ? <Entry /> : <GuestEntry />}
          </div>
          <ul className={s.facts}>
            <Fact icon={<CoinsIcon size={22} />} label={t("credit.landing.factAmount")}>
              <bdi>{t("credit.landing.factAmountValue", range)}</bdi>
            </Fact>
            <Fact icon={<CalendarIcon size={22} />} label={t("credit.landing.factTerm")}>
              {t("credit.landing.factTermValue")}
            </Fact>
            <Fact icon={<BoltIcon size={22} />} label={t("credit.landing.factReview")}>
              {t("credit.landing.factReviewValue")}
            </Fact>
            <Fact icon={<ShieldIcon size={22} />} label={t("credit.landing.factSecurity")}>
              {t("credit.landing.factSecurityValue")}
            </Fact>
          </ul>
        </section>

        <div className={s.cards}>
          <TermsCard config={config} />
          <WorkedExample config={config.data} />
        </div>

        <section className={s.card} aria-labelledby="credit-steps">
          <h2 id="credit-steps" className={s.cardTitle}>
            {t("credit.landing.stepsTitle")}
          </h2>
          <ol className={s.steps}>
            {(["apply", "review", "receive", "repay"] as const).map((step, i) => (
              <li key={step} className={s.step}>
                <span className={s.stepNo} aria-hidden="true">
                  {i + 1}
                </span>
                <strong>{t(`credit.landing.steps.${step}`)}</strong>
                <span>{t(`credit.landing.steps.${step}Text`)}</span>
              </li>
            ))}
          </ol>
          <p className={s.agreementLine}>
            <DocumentIcon size={18} />
            <Link to={AGREEMENT_PATH} className={s.textLink} data-testid="credit-agreement-link">
              {t("credit.landing.agreementLink")}
            </Link>
          </p>
        </section>
      </div>
    </div>
  );
}

function Fact({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <li className={s.fact}>
      <span className={s.factIcon} aria-hidden="true">
        {icon}
      </span>
      <span className={s.factText}>
        <span className={s.factLabel}>{label}</span>
        <strong>{children}</strong>
      </span>
    </li>
  );
}

/** A guest applies after logging in, and comes back to the form. */
function GuestEntry() {
  const { t } = useTranslation(["credit", "pages"]);
  return (
    <>
      <div className={s.heroActions}>
        <Link to={authPath("login", APPLY_PATH)} className={s.heroMain} data-testid="credit-apply">
          {t("credit.landing.apply")}
        </Link>
        <Link to={authPath("login", MY_LOAN_PATH)} className={s.heroAlt} data-testid="credit-my-loans">
          {t("credit.landing.myLoans")}
        </Link>
      </div>
      <p className={s.heroNote}>{t("credit.landing.guestNote")}</p>
    </>
  );
}

/**
 * A borrower: Apply while credit!check says "true"; otherwise the newest application says why not (under
 * review, being repaid, overdue) and My loans becomes the way on.
 */
function Entry() {
  const { t } = useTranslation(["credit", "pages"]);
  const e = useEligibility();
  return (
    <>
      <div className={s.heroActions}>
        {e.may ? (
          <Link to={APPLY_PATH} className={s.heroMain} data-testid="credit-apply">
            {t("credit.landing.apply")}
          </Link>
        ) : (
          <button type="button" className={s.heroMain} disabled aria-busy={e.pending} data-testid="credit-apply">
            {t("credit.landing.apply")}
          </button>
        )}
        <Link to={MY_LOAN_PATH} className={e.refused ? s.heroMain : s.heroAlt} data-testid="credit-my-loans">
          {t("credit.landing.myLoans")}
        </Link>
      </div>
      {e.note && (
        <p className={s.heroNotice} role="status" data-testid="credit-notice" data-state={e.state ?? "unavailable"}>
          <AlertIcon size={18} />
          <span>{e.note}</span>
        </p>
      )}
    </>
  );
}
