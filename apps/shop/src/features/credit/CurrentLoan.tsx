import { type DataOf, LOAN_STATUS } from "@mall/contract";
import { toast } from "@mall/ui";
import { useState } from "react";
import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { confirmDialog } from "../../components/feedback/confirm.ts";
import { Money } from "../../components/goods/Price.tsx";
import { EmptyState, ErrorState, Skeleton } from "../../components/goods/States.tsx";
import { useErrorText } from "../../lib/error-text.ts";
import { setAutoCollect, useBill, useLoanHistory, useLoansChanged } from "./api.ts";
import { ClockIcon, CoinsIcon } from "./icons.tsx";
import { LoanStateBadge, useDaysText, WireTime } from "./LoanBits.tsx";
import { canRepay, daysUntil, formatWhole, loanState } from "./loan-terms.ts";
import s from "./loan.module.css";
import { CREDIT_PATH } from "./paths.ts";
import { Statement } from "./Statement.tsx";

type Bill = DataOf<"credit!bill">;

/**
 * The loan being repaid (credit!bill): what is due today, what was borrowed and for how long, the interest
 * so far, what is repaid, the due date, the state, and the automatic collection; its statement below. Without
 * one, a short card says so (and names an application still under review).
 */
export function CurrentLoan({
  onRepay,
  offerPath = CREDIT_PATH,
}: {
  onRepay: (creditId: string) => void;
  /** Where the offer is (the desktop's /credit, or the mobile storefront's loans page). */
  offerPath?: string;
}) {
  const errorText = useErrorText();
  const bill = useBill();

  if (bill.isPending)
    return (
      <section className={s.card}>
        <Skeleton height={220} radius={14} />
      </section>
    );
  if (bill.isError)
    return (
      <section className={s.card}>
        <ErrorState text={errorText(bill.error)} onRetry={() => void bill.refetch()} />
      </section>
    );
  const b = bill.data;
  const creditId = b.creditId;
  if (!creditId || (b.status !== undefined && !canRepay(b.status))) return <NoLoan offerPath={offerPath} />;
  return (
    <>
      <LoanCard bill={b} creditId={creditId} onRepay={() => onRepay(creditId)} />
      <Statement creditId={creditId} />
    </>
  );
}

/** How far the due time is: days left, the last day, due now, or days late (`late` from the due time on). */
function countdown(t: TFunction<"pages">, left: number | undefined) {
  if (left === undefined) return undefined;
  if (left > 1) return { text: t("credit.myLoan.daysLeft", { days: left }), late: false };
  if (left === 1) return { text: t("credit.myLoan.lastDay"), late: false };
  if (left === 0) return { text: t("credit.myLoan.dueNow"), late: true };
  if (left === -1) return { text: t("credit.myLoan.dayLate"), late: true };
  return { text: t("credit.myLoan.daysLate", { days: -left }), late: true };
}

function LoanCard({ bill: b, creditId, onRepay }: { bill: Bill; creditId: string; onRepay: () => void }) {
  const { t } = useTranslation(["credit", "pages"]);
  const daysText = useDaysText();
  const overdue = b.status === LOAN_STATUS.overdue;
  const left = daysUntil(b.dueDate, Date.now());
  const when = countdown(t, left);

  return (
    <section
      className={`${s.loan} ${overdue ? s.loanOverdue : ""}`}
      aria-labelledby="loan-current-title"
      data-testid="loan-current"
      data-state={loanState(b.status) ?? "active"}
    >
      <div className={s.loanMain}>
        <div className={s.loanDue}>
          <span className={s.loanLabel} id="loan-current-title">
            <span className={s.loanIcon} aria-hidden="true">
              <CoinsIcon size={18} />
            </span>
            {t("credit.myLoan.dueToday")}
            <LoanStateBadge status={b.status ?? LOAN_STATUS.active} />
          </span>
          <p className={s.loanFigure} data-testid="loan-due" data-value={b.estimatePayment}>
            <Money value={b.estimatePayment} />
          </p>
          <span className={s.loanNote}>{t("credit.myLoan.dueTodayNote")}</span>
        </div>
        <div className={s.loanActions}>
          <button type="button" className={s.repayBtn} onClick={onRepay} data-testid="loan-repay">
            {t("credit.myLoan.repay")}
          </button>
          {b.dueDate && (
            <span className={s.loanWhen}>
              <ClockIcon size={16} />
              <span>
                {t("credit.myLoan.dueOn")} <WireTime value={b.dueDate} />
                {when && <strong> · {when.text}</strong>}
              </span>
            </span>
          )}
        </div>
      </div>
      <dl className={s.figures}>
        <div>
          <dt>{t("credit.myLoan.borrowed")}</dt>
          <dd data-testid="loan-borrowed">
            <Money value={b.applyAmount} />
          </dd>
        </div>
        <div>
          <dt>{t("credit.myLoan.daysSoFar")}</dt>
          <dd data-testid="loan-days">
            {b.creditPeriod
              ? t("credit.myLoan.daysOf", { days: b.alreadyCreditDays, term: daysText(b.creditPeriod) })
              : b.alreadyCreditDays || "--"}
          </dd>
        </div>
        <div>
          <dt>{t("credit.myLoan.interest")}</dt>
          <dd data-testid="loan-interest">
            <Money value={b.interest} />
          </dd>
        </div>
        <div>
          <dt>{t("credit.myLoan.repaid")}</dt>
          <dd data-testid="loan-repaid">
            <Money value={b.repaid ?? 0} />
          </dd>
        </div>
      </dl>
      <AutoCollect creditId={creditId} on={b.autoCollect ?? false} late={overdue || when?.late === true} />
    </section>
  );
}

/**
 * The automatic collection (credit!autoCollect): on the due date what is due is taken from the wallet. The
 * borrower may turn it off (after a confirmation: a late loan costs a penalty each day) and on again.
 */
function AutoCollect({ creditId, on, late }: { creditId: string; on: boolean; late: boolean }) {
  const { t } = useTranslation(["credit", "pages"]);
  const errorText = useErrorText();
  const changed = useLoansChanged();
  const [busy, setBusy] = useState(false);
  const [shown, setShown] = useState<boolean | null>(null);
  const value = shown ?? on;

  const toggle = async () => {
    if (busy) return;
    const next = !value;
    if (!next) {
      const ok = await confirmDialog({
        title: t("credit.myLoan.autoOffTitle"),
        message: t("credit.myLoan.autoOffText"),
        okText: t("credit.myLoan.autoOffOk"),
        cancelText: t("credit.myLoan.autoKeep"),
        danger: true,
      });
      if (!ok) return;
    }
    setBusy(true);
    setShown(next);
    try {
      await setAutoCollect(creditId, next);
      toast.success(next ? t("credit.myLoan.autoTurnedOn") : t("credit.myLoan.autoTurnedOff"));
      await changed();
    } catch (e) {
      toast.error(errorText(e));
    } finally {
      setShown(null);
      setBusy(false);
    }
  };

  return (
    <div className={s.auto}>
      <button
        type="button"
        role="switch"
        aria-checked={value}
        aria-labelledby="loan-auto-title"
        aria-describedby="loan-auto-text"
        className={`${s.switch} ${value ? s.switchOn : ""}`}
        onClick={() => void toggle()}
        disabled={busy}
        aria-busy={busy}
        data-testid="loan-autocollect"
      >
        <span className={s.knob} />
      </button>
      <span className={s.autoText}>
        <strong id="loan-auto-title">{t("credit.myLoan.autoTitle")}</strong>
        <span id="loan-auto-text">
          {value ? t("credit.myLoan.autoOn") : late ? t("credit.myLoan.autoOffLate") : t("credit.myLoan.autoOff")}
        </span>
      </span>
    </div>
  );
}

/** No loan to repay: an application under review is named; otherwise the way to the offer. */
function NoLoan({ offerPath }: { offerPath: string }) {
  const { t } = useTranslation(["credit", "pages"]);
  const daysText = useDaysText();
  const history = useLoanHistory(1);
  const latest = history.data?.elements[0];
  const pending = latest?.status === LOAN_STATUS.pending ? latest : undefined;
  return (
    <section className={s.card} data-testid="loan-none" data-state={pending ? "pending" : "none"}>
      <EmptyState
        icon={<CoinsIcon size={36} />}
        title={pending ? t("credit.myLoan.pendingTitle") : t("credit.myLoan.noneTitle")}
        text={
          pending
            ? t("credit.myLoan.pendingText", {
                amount: formatWhole(pending.applyAmount),
                term: daysText(pending.creditPeriod),
              })
            : t("credit.myLoan.noneText")
        }
        action={
          pending ? undefined : (
            <Link to={offerPath} className={s.primaryLink}>
              {t("credit.myLoan.seeOffer")}
            </Link>
          )
        }
      />
    </section>
  );
}
