import type { DataOf } from "@mall/contract";
import { useCallback, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { Money } from "../../../components/goods/Price.tsx";
import { EmptyState, ErrorState, Skeleton } from "../../../components/goods/States.tsx";
import { wapAuthPath } from "../../../components/wap/me-auth.ts";
import { MePaged, type PageReport, usePageReport } from "../../../components/wap/MePaged.tsx";
import { MePull } from "../../../components/wap/MePull.tsx";
import { MeGroup, MeRow } from "../../../components/wap/MeRows.tsx";
import m from "../../../components/wap/me.module.css";
import { WapPage } from "../../../components/wap/WapPage.tsx";
import { useErrorText } from "../../../lib/error-text.ts";
import { useSession } from "../../../lib/session.ts";
import { usePageTitle } from "../../site/index.ts";
import { useCreditConfig, useLoanHistory, useLoansChanged } from "../api.ts";
import { CurrentLoan } from "../CurrentLoan.tsx";
import { DocumentIcon } from "../icons.tsx";
import { LoanStateBadge, useDaysText, WireTime } from "../LoanBits.tsx";
import { canReapply, canRepay, percentOf } from "../loan-terms.ts";
import { TermsCard, WorkedExample } from "../TermsCards.tsx";
import { useEligibility } from "../useEligibility.ts";
import s from "./loans.module.css";
import { WAP_AGREEMENT, WAP_APPLY, WAP_LOANS, wapApplyPath } from "./wap-paths.ts";
import { WapRepaySheet } from "./WapRepaySheet.tsx";

type LoanVo = DataOf<"credit!histroy">["elements"][number];

const TABS = ["offer", "mine"] as const;
type Tab = (typeof TABS)[number];

/**
 * /wap/loans: the offer (today's terms from credit!config and a worked example from credit!quote, the agreement,
 * Apply while credit!check allows it) and My loans (?tab=mine: the loan being repaid with its statement, Repay in a
 * sheet, the automatic collection, then every application as an endless list). Pull down to reload.
 */
export default function WapLoansPage() {
  const { t } = useTranslation(["credit", "pages"]);
  const { t: tw } = useTranslation("wap");
  const { loggedIn } = useSession();
  const [params, setParams] = useSearchParams();
  const tab: Tab = params.get("tab") === "mine" ? "mine" : "offer";
  const [repaying, setRepaying] = useState<string | null>(null);
  const closeRepay = useCallback(() => setRepaying(null), []);
  const changed = useLoansChanged();
  usePageTitle(tw("pages.WapLoansPage"));

  return (
    <WapPage title={tw("pages.WapLoansPage")}>
      <div className={m.tabs} role="tablist" aria-label={tw("pages.WapLoansPage")}>
        {TABS.map((x) => (
          <button
            key={x}
            type="button"
            role="tab"
            aria-selected={x === tab}
            className={`${m.tab} ${x === tab ? m.tabOn : ""}`}
            onClick={() => setParams(x === "offer" ? {} : { tab: x }, { replace: true })}
            data-testid={`loans-tab-${x}`}
          >
            {x === "offer" ? t("credit.landing.termsTitle") : t("credit.landing.myLoans")}
          </button>
        ))}
      </div>
      <MePull onRefresh={changed}>
        <div className={s.panel} style={{ marginBlockStart: 12 }}>
          {tab === "offer" ? (
            <Offer />
          ) : loggedIn ? (
            <Mine onRepay={setRepaying} />
          ) : (
            <div className={m.card}>
              <EmptyState
                icon={<DocumentIcon size={36} />}
                title={t("credit.landing.myLoans")}
                text={t("credit.landing.guestNote")}
                action={
                  <Link to={wapAuthPath("login", `${WAP_LOANS}?tab=mine`)} className={m.btn}>
                    {tw("me.login")}
                  </Link>
                }
              />
            </div>
          )}
        </div>
      </MePull>
      <WapRepaySheet creditId={repaying} onClose={closeRepay} />
    </WapPage>
  );
}

function Offer() {
  const { t } = useTranslation(["credit", "pages"]);
  const config = useCreditConfig();
  return (
    <>
      <TermsCard config={config} />
      <WorkedExample config={config.data} />
      <MeGroup>
        <MeRow to={WAP_AGREEMENT} icon={<DocumentIcon size={18} />} label={t("credit.landing.agreementLink")} />
      </MeGroup>
      <ApplyBar />
    </>
  );
}

/** Apply: a guest signs in first; a borrower while credit!check allows it, else the reason why not. */
function ApplyBar() {
  const { t } = useTranslation(["credit", "pages"]);
  const { loggedIn } = useSession();
  const e = useEligibility();
  if (!loggedIn)
    return (
      <div className={m.actionBar}>
        <Link to={wapAuthPath("login", WAP_APPLY)} className={m.btn} data-testid="credit-apply">
          {t("credit.landing.apply")}
        </Link>
      </div>
    );
  return (
    <>
      {e.note && (
        <p className={s.notice} role="status" data-testid="credit-notice">
          {e.note}
        </p>
      )}
      <div className={m.actionBar}>
        {e.may ? (
          <Link to={WAP_APPLY} className={m.btn} data-testid="credit-apply">
            {t("credit.landing.apply")}
          </Link>
        ) : (
          <button type="button" className={m.btn} disabled aria-busy={e.pending} data-testid="credit-apply">
            {t("credit.landing.apply")}
          </button>
        )}
      </div>
    </>
  );
}

function Mine({ onRepay }: { onRepay: (creditId: string) => void }) {
  const { t } = useTranslation(["credit", "pages"]);
  return (
    <>
      <CurrentLoan onRepay={onRepay} offerPath={WAP_LOANS} />
      <section className={s.history} aria-labelledby="wap-loan-history" data-testid="loan-history">
        <h2 id="wap-loan-history" className={s.historyTitle}>
          {t("credit.history.title")}
        </h2>
        <MePaged page={(n, report) => <HistoryPage n={n} report={report} onRepay={onRepay} />} />
      </section>
    </>
  );
}

function HistoryPage({
  n,
  report,
  onRepay,
}: {
  n: number;
  report: (r: PageReport) => void;
  onRepay: (id: string) => void;
}) {
  const { t } = useTranslation(["credit", "pages"]);
  const errorText = useErrorText();
  const history = useLoanHistory(n);
  const data = history.data;
  const ready = Boolean(data) && !history.isPlaceholderData;
  const pages = data ? Math.ceil(data.totalElements / Math.max(1, data.pageSize)) : 0;
  usePageReport(report, ready, n < pages);
  if (!data || history.isPlaceholderData) {
    if (history.isError) return <ErrorState text={errorText(history.error)} onRetry={() => void history.refetch()} />;
    return n === 1 ? <Skeleton height={120} radius={0} /> : null;
  }
  if (n === 1 && data.elements.length === 0)
    return <EmptyState icon={<DocumentIcon size={36} />} title={t("credit.history.empty")} />;
  return (
    <>
      {data.elements.map((row) => (
        <HistoryRow key={row.id} row={row} onRepay={onRepay} />
      ))}
    </>
  );
}

function HistoryRow({ row, onRepay }: { row: LoanVo; onRepay: (id: string) => void }) {
  const { t } = useTranslation(["credit", "pages"]);
  const daysText = useDaysText();
  return (
    <div className={s.row} data-testid="loan-history-row" data-state={row.status}>
      <div className={m.recordHead}>
        <span className={m.recordTitle}>
          <Money value={row.applyAmount} /> · {daysText(row.creditPeriod)}
        </span>
        <LoanStateBadge status={row.status} fallback={row.statusStr} />
      </div>
      <div className={m.recordMeta}>
        <WireTime value={row.customerSubmitTime} />
        <bdi>{t("credit.perDay", { percent: percentOf(row.creditRate) })}</bdi>
      </div>
      {row.rejectReason && canReapply(row.status) && (
        <span className={s.reason} data-testid="loan-reject-reason">
          {t("credit.history.reason", { reason: row.rejectReason })}
        </span>
      )}
      {(canRepay(row.status) || canReapply(row.status)) && (
        <div className={s.rowActions}>
          {canRepay(row.status) ? (
            <button type="button" className={m.btn} onClick={() => onRepay(row.id)} data-testid="loan-history-repay">
              {t("credit.history.repay")}
            </button>
          ) : (
            <Link to={wapApplyPath(row.id)} className={m.btnGhost} data-testid="loan-reapply">
              {t("credit.history.reapply")}
            </Link>
          )}
        </div>
      )}
    </div>
  );
}
