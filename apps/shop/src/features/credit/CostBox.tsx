import { useTranslation } from "react-i18next";
import { Money } from "../../components/goods/Price.tsx";
import { Skeleton } from "../../components/goods/States.tsx";
import { useErrorText } from "../../lib/error-text.ts";
import { useQuote } from "./api.ts";
import s from "./apply.module.css";
import { useDaysText, WireTime } from "./LoanBits.tsx";

/**
 * What the loan would cost, before it is asked for (credit!quote, computed by the function that will charge
 * it): interest for the whole term, the total to repay, the due date if approved now, the penalty for each
 * day late and the yearly rate. It follows the amount and the term as they change (`stale` while it does).
 */
export function CostBox({
  params,
  stale,
}: {
  params: { applyAmount: string; creditPeriod: number } | undefined;
  stale: boolean;
}) {
  const { t } = useTranslation(["credit", "pages"]);
  const errorText = useErrorText();
  const daysText = useDaysText();
  const quote = useQuote(params);
  const q = params ? quote.data : undefined;
  const waiting = stale || quote.isPlaceholderData || quote.isFetching;

  return (
    <section className={s.cost} aria-labelledby="credit-cost" aria-live="polite" aria-busy={waiting}>
      <h2 id="credit-cost" className={s.costTitle}>
        {t("credit.cost.title")}
      </h2>
      {!params ? (
        <p className={s.costEmpty} data-testid="credit-quote-empty">
          {t("credit.cost.empty")}
        </p>
      ) : quote.isError && !q ? (
        <div className={s.costEmpty} role="alert">
          <p>{errorText(quote.error)}</p>
          <button type="button" className={s.textBtn} onClick={() => void quote.refetch()}>
            {t("pages:common.retry")}
          </button>
        </div>
      ) : !q ? (
        <Skeleton height={190} radius={10} />
      ) : (
        <div className={waiting ? s.costStale : undefined} data-testid="credit-quote">
          <dl className={s.costLines}>
            <div>
              <dt>{t("credit.cost.principal")}</dt>
              <dd>
                <Money value={q.applyAmount} />
              </dd>
            </div>
            <div>
              <dt>{t("credit.cost.interest", { term: daysText(q.creditPeriod) })}</dt>
              <dd data-testid="credit-quote-interest">
                <Money value={q.interest} />
              </dd>
            </div>
          </dl>
          <div className={s.costTotal}>
            <span>{t("credit.cost.total")}</span>
            <span data-testid="credit-quote-total" data-value={q.totalRepayment}>
              <Money value={q.totalRepayment} className={s.costTotalValue} />
            </span>
          </div>
          <dl className={s.costLines}>
            <div>
              <dt>{t("credit.cost.due")}</dt>
              <dd data-testid="credit-quote-due">
                <WireTime value={q.dueDate} />
              </dd>
            </div>
            <div>
              <dt>{t("credit.cost.penalty")}</dt>
              <dd data-testid="credit-quote-penalty">
                <Money value={q.penaltyPerDay} />
              </dd>
            </div>
            <div>
              <dt>{t("credit.cost.rates")}</dt>
              <dd>
                <bdi>{t("credit.cost.ratesValue", { daily: q.dailyRatePercent, yearly: q.yearlyRatePercent })}</bdi>
              </dd>
            </div>
          </dl>
          <p className={s.costNote}>{t("credit.cost.note", { penalty: q.penaltyRatePercent })}</p>
        </div>
      )}
    </section>
  );
}
