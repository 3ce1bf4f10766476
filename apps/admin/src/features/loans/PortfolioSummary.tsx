import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import p from "../../components/page.module.css";
import { usdt } from "../../lib/format.ts";
import { usePortfolio } from "./api.ts";
import l from "./loans.module.css";
import { bucketDays, overdueBuckets, overdueTotal, shareOf } from "./portfolio.ts";

/** "1–7 days", "More than 90 days". */
const bucketText = (t: TFunction, bucket: string) => {
  const days = bucketDays(bucket);
  if (!days) return bucket;
  return "over" in days ? t("loans.portfolio.over", { n: days.over }) : t("loans.portfolio.range", days);
};

/**
 * The book at a glance: loans out, the principal still owed, the interest earned so far, and what is overdue
 * by how late it is (the later, the less likely it comes back).
 */
export function PortfolioSummary({ onOverdue }: { onOverdue: () => void }) {
  const { t } = useTranslation();
  const portfolio = usePortfolio();
  const d = portfolio.data;
  const buckets = overdueBuckets(d?.overdue ?? []);
  const total = overdueTotal(buckets);
  const lateLoans = buckets.reduce((n, b) => n + b.loans, 0);
  const figure = (label: string, value: string | number | undefined, unit?: string) => (
    <div className={l.figure}>
      <span className={l.figureLabel}>
        {label}
        {unit && <span className={l.unit}>{unit}</span>}
      </span>
      <span className={`${l.figureValue} ${p.num}`}>{d === undefined ? "—" : value}</span>
    </div>
  );

  return (
    <section className={l.portfolio} aria-label={t("loans.portfolio.title")} data-testid="loan-portfolio">
      {figure(t("loans.portfolio.active"), d?.activeLoans)}
      {figure(t("loans.portfolio.outstanding"), d && usdt(d.outstandingPrincipal), "USDT")}
      {figure(t("loans.portfolio.interest"), d && usdt(d.interestEarned), "USDT")}
      <div className={l.overdue}>
        <div className={l.overdueHead}>
          <button type="button" className={l.overdueTitle} onClick={onOverdue} title={t("loans.portfolio.openOverdue")}>
            {t("loans.portfolio.overdue")}
          </button>
          <span className={p.caption}>
            {d === undefined ? "—" : t("loans.portfolio.overdueTotal", { n: lateLoans, amount: usdt(total) })}
          </span>
        </div>
        <ul className={l.buckets}>
          {buckets.map((b, i) => (
            <li key={b.bucket} className={l.bucket} data-step={i} data-testid={`bucket-${b.bucket}`}>
              <span className={l.bucketLabel}>{bucketText(t, b.bucket)}</span>
              <span className={l.bucketValue}>
                <span className={p.amount}>{d === undefined ? "—" : usdt(b.amount)}</span>
                <span className={p.caption}>{t("loans.portfolio.loans", { n: b.loans })}</span>
              </span>
              <span className={l.bar} aria-hidden="true">
                <span className={l.barFill} style={{ inlineSize: `${shareOf(b.amount, total)}%` }} />
              </span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
