import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Money } from "../../components/goods/Price.tsx";
import { Pagination } from "../../components/goods/Pagination.tsx";
import { EmptyState, ErrorState, Skeleton } from "../../components/goods/States.tsx";
import { useErrorText } from "../../lib/error-text.ts";
import { LOAN_PAGE_SIZE, useLoanHistory } from "./api.ts";
import { DocumentIcon } from "./icons.tsx";
import { LoanStateBadge, useDaysText, WireTime } from "./LoanBits.tsx";
import { canReapply, canRepay, percentOf } from "./loan-terms.ts";
import s from "./loan.module.css";
import { applyPath } from "./paths.ts";

/**
 * Every application (credit!histroy), newest first, 20 a page: when, how much, for how long, at what daily
 * rate, its state (with the reason of a refusal), and what can be done: repay an approved loan, apply again
 * after a refusal.
 */
export function LoanHistory({
  page,
  onPage,
  onRepay,
}: {
  page: number;
  onPage: (p: number) => void;
  onRepay: (creditId: string) => void;
}) {
  const { t } = useTranslation(["credit", "pages"]);
  const errorText = useErrorText();
  const daysText = useDaysText();
  const history = useLoanHistory(page);
  const data = history.data;
  const pages = data ? Math.max(1, Math.ceil(data.totalElements / (data.pageSize || LOAN_PAGE_SIZE))) : 1;

  return (
    <section className={s.card} aria-labelledby="loan-history-title" data-testid="loan-history">
      <div className={s.cardHead}>
        <h2 id="loan-history-title" className={s.cardTitle}>
          {t("credit.history.title")}
        </h2>
        {data && data.totalElements > 0 && (
          <span className={s.cardNote}>{t("credit.history.count", { count: data.totalElements })}</span>
        )}
      </div>
      {history.isPending ? (
        <Skeleton height={160} radius={12} />
      ) : !data ? (
        <ErrorState text={errorText(history.error)} onRetry={() => void history.refetch()} />
      ) : data.elements.length === 0 ? (
        <EmptyState icon={<DocumentIcon size={36} />} title={t("credit.history.empty")} />
      ) : (
        <>
          <div className={`${s.tableWrap} ${history.isPlaceholderData ? s.stale : ""}`}>
            <table className={s.table}>
              <caption className="visually-hidden">{t("credit.history.title")}</caption>
              <thead>
                <tr>
                  <th scope="col">{t("credit.history.applied")}</th>
                  <th scope="col" className={s.end}>
                    {t("credit.history.amount")}
                  </th>
                  <th scope="col">{t("credit.history.term")}</th>
                  <th scope="col">{t("credit.history.rate")}</th>
                  <th scope="col">{t("credit.history.state")}</th>
                  <th scope="col" className={s.end}>
                    <span className="visually-hidden">{t("credit.history.actions")}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {data.elements.map((row) => (
                  <tr key={row.id} data-testid="loan-history-row" data-state={row.status}>
                    <td className={s.lead}>
                      <WireTime value={row.customerSubmitTime} />
                      <span className={s.leadBadge}>
                        <LoanStateBadge status={row.status} fallback={row.statusStr} />
                      </span>
                    </td>
                    <td data-label={t("credit.history.amount")} className={`${s.end} ${s.num} ${s.strong}`}>
                      <Money value={row.applyAmount} />
                    </td>
                    <td data-label={t("credit.history.term")} className={s.num}>
                      {daysText(row.creditPeriod)}
                    </td>
                    <td data-label={t("credit.history.rate")} className={s.num}>
                      <bdi>{t("credit.perDay", { percent: percentOf(row.creditRate) })}</bdi>
                    </td>
                    <td data-label={t("credit.history.state")} className={s.stateCell}>
                      <span className={s.wideBadge}>
                        <LoanStateBadge status={row.status} fallback={row.statusStr} />
                      </span>
                      {row.rejectReason && canReapply(row.status) && (
                        <span className={s.reason} data-testid="loan-reject-reason">
                          {t("credit.history.reason", { reason: row.rejectReason })}
                        </span>
                      )}
                    </td>
                    <td className={`${s.end} ${s.actions}`}>
                      {canRepay(row.status) ? (
                        <button
                          type="button"
                          className={s.rowBtn}
                          onClick={() => onRepay(row.id)}
                          data-testid="loan-history-repay"
                        >
                          {t("credit.history.repay")}
                        </button>
                      ) : canReapply(row.status) ? (
                        <Link to={applyPath(row.id)} className={s.rowBtnGhost} data-testid="loan-reapply">
                          {t("credit.history.reapply")}
                        </Link>
                      ) : (
                        <span className={s.muted}>--</span>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <div className={s.pager}>
            <Pagination page={page} totalPages={pages} onChange={onPage} scrollTop={false} />
          </div>
        </>
      )}
    </section>
  );
}
