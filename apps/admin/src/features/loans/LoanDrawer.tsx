import { LOAN_STATUS } from "@mall/contract";
import { Button, Dialog } from "@mall/ui";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { DetailList, DetailSection } from "../../components/DetailList.tsx";
import { Lightbox } from "../../components/Lightbox.tsx";
import p from "../../components/page.module.css";
import { usdt } from "../../lib/format.ts";
import { can, useMe } from "../../lib/session.ts";
import { useCountries, useLoan, useLoanConfig } from "./api.ts";
import { type Approval, ApproveLoanDialog } from "./ApproveLoanDialog.tsx";
import { LoanStatement } from "./LoanStatement.tsx";
import type { LoanDetail } from "./LoanSummary.tsx";
import l from "./loans.module.css";
import { ManualRepayDialog } from "./ManualRepayDialog.tsx";
import { RejectLoanDialog } from "./RejectLoanDialog.tsx";
import { needsTwoApprovals } from "./settings.ts";
import { LoanStatusBadge } from "./status.tsx";
import { deskStyles as d } from "../finance/index.ts";

/** The three pictures an applicant uploads, in the order they are shown. */
const PICTURES = ["face", "back", "hand"] as const;

/** One loan: who applied with which papers, their standing, the loan's figures and every movement, the actions. */
export function LoanDrawer({ creditId, onClose }: { creditId: string | undefined; onClose: () => void }) {
  const { t } = useTranslation();
  const loan = useLoan(creditId);
  const detail = loan.data?.statement.creditId === creditId ? loan.data : undefined;
  const [approving, setApproving] = useState<Approval>();
  const [rejecting, setRejecting] = useState<LoanDetail>();
  const [repaying, setRepaying] = useState<LoanDetail>();
  const status = detail?.statement.status;
  const pending = status === LOAN_STATUS.pending;
  const owing = status === LOAN_STATUS.active || status === LOAN_STATUS.overdue;
  // The two-person amount decides whether an approval pays out or waits for a colleague's.
  const config = useLoanConfig(pending);
  const limit = config.data?.twoPersonAbove;
  const twoPerson = detail && limit !== undefined && needsTwoApprovals(detail.statement.applyAmount, limit);

  return (
    <>
      <Dialog
        side
        width="min(680px, 100vw)"
        open={creditId !== undefined}
        onClose={onClose}
        title={detail ? t("loans.detailTitle", { name: detail.username }) : t("loans.detailLoading")}
        testId="loan-drawer"
        description={
          detail && (
            <span className={d.headline}>
              <LoanStatusBadge status={detail.statement.status} />
              <span>
                <span className={p.amount}>{usdt(detail.statement.applyAmount)} USDT</span>
                {" · "}
                {t("loans.term", { n: detail.statement.creditPeriod })}
              </span>
              <span className={`${p.mono} ${p.caption}`} title={t("loans.creditId")}>
                {detail.statement.creditId}
              </span>
            </span>
          )
        }
        footer={
          detail && (
            <>
              <Button onClick={onClose}>{t("ui.close")}</Button>
              {pending && (
                <>
                  <Button variant="danger" onClick={() => setRejecting(detail)} data-testid="loan-reject">
                    {t("loans.reject")}
                  </Button>
                  <Button
                    variant="primary"
                    onClick={() => setApproving({ loan: detail, twoPersonAbove: twoPerson ? limit : undefined })}
                    data-testid="loan-approve"
                  >
                    {t("loans.approve")}
                  </Button>
                </>
              )}
              {owing && (
                <Button variant="primary" onClick={() => setRepaying(detail)} data-testid="loan-repay">
                  {t("loans.repay.open")}
                </Button>
              )}
            </>
          )
        }
      >
        {!detail ? (
          <p className={p.muted}>{t("ui.loading")}</p>
        ) : (
          <>
            {pending && twoPerson && (
              <p className={`${d.note} ${l.drawerNote}`} data-testid="loan-needs-two">
                {t("loans.twoPersonText", { limit: usdt(limit ?? 0) })}
              </p>
            )}
            <LoanDetailView detail={detail} />
          </>
        )}
      </Dialog>
      <ApproveLoanDialog
        subject={approving}
        onClose={() => setApproving(undefined)}
        onDone={(paid) => {
          setApproving(undefined);
          // A first of two approvals keeps the drawer open on the loan still waiting for its second.
          if (paid) onClose();
        }}
      />
      <RejectLoanDialog
        subject={rejecting}
        onClose={() => setRejecting(undefined)}
        onDone={() => {
          setRejecting(undefined);
          onClose();
        }}
      />
      <ManualRepayDialog subject={repaying} onClose={() => setRepaying(undefined)} />
    </>
  );
}

function LoanDetailView({ detail }: { detail: LoanDetail }) {
  const { t } = useTranslation();
  const me = useMe();
  const [viewing, setViewing] = useState<number>();
  const pictures = PICTURES.map((k) => ({ key: k, src: detail.pictures[k] }));
  const shown = pictures.filter((x) => x.src);
  const decided = detail.statement.status !== LOAN_STATUS.pending;
  return (
    <>
      <DetailSection title={t("loans.section.applicant")}>
        <DetailList
          items={[
            {
              key: "account",
              label: t("loans.account"),
              value: (
                <span className={d.inline}>
                  <span className={p.strong}>{detail.username}</span>
                  <span className={p.caption}>{t("finance.wallet.account", { id: detail.partyId })}</span>
                  {can(me.data, "finance") && (
                    <Link className={d.link} to={`/finance?party=${detail.partyId}`}>
                      {t("finance.desk.openWallet")}
                    </Link>
                  )}
                </span>
              ),
            },
            {
              key: "name",
              label: t("loans.realName"),
              value: (
                <span className={p.strong} dir="auto" data-testid="loan-real-name">
                  {detail.realName || "—"}
                </span>
              ),
            },
            {
              key: "id",
              label: t("loans.identification"),
              value: detail.identification ? (
                <span className={`${p.mono} ${d.hash}`} data-testid="loan-identification">
                  {detail.identification}
                </span>
              ) : (
                "—"
              ),
            },
            { key: "country", label: t("loans.country"), value: <CountryName country={detail.country} /> },
          ]}
        />
      </DetailSection>
      <DetailSection title={t("loans.section.documents")}>
        <div className={l.documents}>
          {pictures.map((x) => {
            const label = t(`loans.picture.${x.key}`);
            return x.src ? (
              <button
                key={x.key}
                type="button"
                className={l.document}
                onClick={() => setViewing(shown.findIndex((s) => s.key === x.key))}
                aria-label={t("loans.picture.open", { name: label })}
                data-testid={`loan-picture-${x.key}`}
              >
                <img src={x.src} alt={label} loading="lazy" />
                <span className={l.documentLabel}>{label}</span>
              </button>
            ) : (
              <div key={x.key} className={l.noDocument}>
                <span>{label}</span>
                <span className={p.caption}>{t("loans.picture.none")}</span>
              </div>
            );
          })}
        </div>
      </DetailSection>
      <DetailSection title={t("loans.section.standing")}>
        <DetailList
          items={[
            {
              key: "available",
              label: t("users.available"),
              value: <span className={p.amount}>{usdt(detail.balance.money)} USDT</span>,
            },
            {
              key: "frozen",
              label: t("users.frozen"),
              value: <span className={p.num}>{usdt(detail.balance.frozenMoney)} USDT</span>,
            },
            {
              key: "orders",
              label: t("loans.paidOrders"),
              value: (
                <span className={p.num} data-testid="loan-paid-orders">
                  {detail.paidOrders}
                </span>
              ),
            },
          ]}
        />
      </DetailSection>
      <LoanStatement statement={detail.statement} />
      {decided && (detail.reviewedBy || detail.rejectReason) && (
        <DetailSection title={t("finance.desk.decision")}>
          <DetailList
            items={[
              {
                key: "state",
                label: t("loans.col.status"),
                value: <LoanStatusBadge status={detail.statement.status} />,
              },
              { key: "by", label: t("finance.desk.reviewedBy"), value: detail.reviewedBy ?? "—" },
              ...(detail.rejectReason
                ? [
                    {
                      key: "reason",
                      label: t("finance.desk.reason"),
                      value: (
                        <span dir="auto" data-testid="loan-reject-reason">
                          {detail.rejectReason}
                        </span>
                      ),
                    },
                  ]
                : []),
            ]}
          />
        </DetailSection>
      )}
      <Lightbox
        images={shown.map((x) => x.src)}
        index={viewing}
        onIndex={setViewing}
        onClose={() => setViewing(undefined)}
        label={(n, total) => {
          const x = shown[n - 1];
          return `${x ? t(`loans.picture.${x.key}`) : ""} (${n} / ${total})`;
        }}
      />
    </>
  );
}

/** The applicant's country by name; the loan keeps the id of the country picked from the address list. */
function CountryName({ country }: { country: string }) {
  const byId = /^\d+$/.test(country);
  const countries = useCountries(byId);
  if (!byId) return country || "—";
  const name = countries.data?.find((c) => String(c.id) === country)?.countryName;
  return name ? <span data-testid="loan-country">{name}</span> : <span className={p.num}>#{country}</span>;
}
