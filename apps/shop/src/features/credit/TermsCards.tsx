import type { DataOf } from "@mall/contract";
import type { UseQueryResult } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Money } from "../../components/goods/Price.tsx";
import { ErrorState, Skeleton } from "../../components/goods/States.tsx";
import { useErrorText } from "../../lib/error-text.ts";
import { useQuote } from "./api.ts";
import s from "./credit.module.css";
import { CoinsIcon, PercentIcon } from "./icons.tsx";
import { useDaysText, WireTime } from "./LoanBits.tsx";
import { amountBounds, exampleOf, formatWhole, percentOf, termOptions } from "./loan-terms.ts";

type Config = DataOf<"credit!config">;

/** Today's terms (credit!config): the daily rate, the late penalty, the amounts and the terms on offer. */
export function TermsCard({ config }: { config: UseQueryResult<Config> }) {
  const { t } = useTranslation(["credit", "pages"]);
  const errorText = useErrorText();
  const daysText = useDaysText();
  const c = config.data;
  const offered = c ? termOptions(c.allLendableDays, c.lendableDays).filter((o) => o.offered) : [];
  const bounds = amountBounds(c);

  return (
    <section className={s.card} aria-labelledby="credit-terms" data-testid="credit-terms">
      <h2 id="credit-terms" className={s.cardTitle}>
        <span className={s.cardIcon} aria-hidden="true">
          <PercentIcon size={18} />
        </span>
        {t("credit.landing.termsTitle")}
      </h2>
      {config.isPending ? (
        <Skeleton height={180} radius={12} />
      ) : config.isError || !c ? (
        <ErrorState text={errorText(config.error)} onRetry={() => void config.refetch()} />
      ) : (
        <dl className={s.terms}>
          <div>
            <dt>{t("credit.landing.rate")}</dt>
            <dd data-testid="credit-rate">
              <bdi>{t("credit.perDay", { percent: percentOf(c.rate) })}</bdi>
            </dd>
            <dd className={s.termNote}>{t("credit.landing.rateNote")}</dd>
          </div>
          <div>
            <dt>{t("credit.landing.penalty")}</dt>
            <dd data-testid="credit-penalty-rate">
              <bdi>{t("credit.perDay", { percent: percentOf(c.defaultRate) })}</bdi>
            </dd>
            <dd className={s.termNote}>{t("credit.landing.penaltyNote")}</dd>
          </div>
          <div>
            <dt>{t("credit.landing.amounts")}</dt>
            <dd>
              <bdi>
                {t("credit.landing.amountsValue", { min: formatWhole(bounds.min), max: formatWhole(bounds.max) })}
              </bdi>
            </dd>
            <dd className={s.termNote}>{t("credit.landing.amountsNote")}</dd>
          </div>
          <div>
            <dt>{t("credit.landing.terms")}</dt>
            <dd className={s.termChips}>
              {offered.length === 0
                ? t("credit.landing.noTerms")
                : offered.map((o) => (
                    <span key={o.days} className={s.termChip}>
                      {daysText(o.days)}
                    </span>
                  ))}
            </dd>
          </div>
        </dl>
      )}
    </section>
  );
}

/**
 * A worked example (credit!quote): the smallest amount for the term nearest a month, costed by the server as
 * it will charge it (guests too). Without a term on offer, how the cost is worked out instead.
 */
export function WorkedExample({ config }: { config: Config | undefined }) {
  const { t } = useTranslation(["credit", "pages"]);
  const daysText = useDaysText();
  const example = config ? exampleOf(config) : undefined;
  const quote = useQuote(example);
  const q = quote.data;

  const formula = config !== undefined && !example;
  return (
    <section className={s.card} aria-labelledby="credit-example" data-testid="credit-example">
      <h2 id="credit-example" className={s.cardTitle}>
        <span className={s.cardIcon} aria-hidden="true">
          <CoinsIcon size={18} />
        </span>
        {formula ? t("credit.landing.formulaTitle") : t("credit.landing.exampleTitle")}
      </h2>
      {formula ? (
        <ul className={s.formula}>
          <li>{t("credit.landing.formulaInterest")}</li>
          <li>{t("credit.landing.formulaTotal")}</li>
          <li>{t("credit.landing.formulaPenalty")}</li>
        </ul>
      ) : !q ? (
        quote.isError ? (
          <p className={s.muted}>{t("credit.cost.failed")}</p>
        ) : (
          <Skeleton height={180} radius={12} />
        )
      ) : (
        <>
          <p className={s.exampleLead}>
            {t("credit.landing.exampleLead", { amount: formatWhole(q.applyAmount), term: daysText(q.creditPeriod) })}
          </p>
          <dl className={s.example}>
            <div>
              <dt>{t("credit.cost.interest", { term: daysText(q.creditPeriod) })}</dt>
              <dd>
                <Money value={q.interest} />
              </dd>
            </div>
            <div className={s.exampleTotal}>
              <dt>{t("credit.cost.total")}</dt>
              <dd data-testid="credit-example-total">
                <Money value={q.totalRepayment} />
              </dd>
            </div>
            <div>
              <dt>{t("credit.cost.due")}</dt>
              <dd>
                <WireTime value={q.dueDate} dateOnly />
              </dd>
            </div>
            <div>
              <dt>{t("credit.cost.penalty")}</dt>
              <dd>
                <Money value={q.penaltyPerDay} />
              </dd>
            </div>
            <div>
              <dt>{t("credit.cost.yearly")}</dt>
              <dd>
                <bdi>{`${q.yearlyRatePercent} %`}</bdi>
              </dd>
            </div>
          </dl>
          <p className={s.fine}>{t("credit.landing.exampleNote")}</p>
        </>
      )}
    </section>
  );
}
