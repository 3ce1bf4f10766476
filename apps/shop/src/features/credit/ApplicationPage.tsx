import { LOAN_ID } from "@mall/contract";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { Link, Navigate, useLocation, useSearchParams } from "react-router";
import { AlertIcon } from "../../components/goods/icons.tsx";
import l from "../../components/goods/layout.module.css";
import { EmptyState, ErrorState, Skeleton } from "../../components/goods/States.tsx";
import { useErrorText } from "../../lib/error-text.ts";
import { useSession } from "../../lib/session.ts";
import { authPath } from "../account/index.ts";
import { useCreditConfig, useRejected } from "./api.ts";
import { type ApplicationStart, ApplicationForm } from "./ApplicationForm.tsx";
import s from "./apply.module.css";
import { CreditFrame } from "./CreditFrame.tsx";
import { DocumentIcon } from "./icons.tsx";
import { draftFromRejected, EMPTY_DRAFT } from "./loan-terms.ts";
import { AGREEMENT_PATH, APPLY_PATH, MY_LOAN_PATH } from "./paths.ts";
import { useEligibility } from "./useEligibility.ts";

/**
 * /credit/application: the loan application. A guest logs in first and comes back here. `?creditId=` names
 * a rejected application to send again: the form starts from its fields (credit!beforereapply).
 */
export default function ApplicationPage() {
  const { t } = useTranslation(["credit", "pages"]);
  const { loggedIn } = useSession();
  const { search } = useLocation();
  const [params] = useSearchParams();
  const raw = params.get("creditId") ?? "";
  const creditId = LOAN_ID.test(raw) ? raw : "";

  if (!loggedIn) return <Navigate to={authPath("login", `${APPLY_PATH}${search}`)} replace />;
  return (
    <CreditFrame
      title={creditId ? t("credit.apply.reapplyTitle") : t("credit.apply.title")}
      testId="credit-application"
      actions={
        <Link to={MY_LOAN_PATH} className={s.headLink}>
          {t("credit.landing.myLoans")}
        </Link>
      }
    >
      <Application creditId={creditId} />
    </CreditFrame>
  );
}

/** The loan service's pages the application leads to: the desktop's, or the mobile storefront's. */
export type ApplicationPaths = { myLoans: string; apply: string; agreement: string };
const DESKTOP_PATHS: ApplicationPaths = { myLoans: MY_LOAN_PATH, apply: APPLY_PATH, agreement: AGREEMENT_PATH };

/** The application with its states: loading, unavailable (why, and My loans), a rejected one sent again. */
export function Application({ creditId, paths = DESKTOP_PATHS }: { creditId: string; paths?: ApplicationPaths }) {
  const { t } = useTranslation(["credit", "pages"]);
  const errorText = useErrorText();
  const config = useCreditConfig();
  const eligibility = useEligibility();
  const rejected = useRejected(creditId);
  const start = useMemo<ApplicationStart>(() => {
    const r = rejected.data;
    if (!r) return { draft: EMPTY_DRAFT };
    return {
      draft: draftFromRejected(r),
      // Each picture back in its own slot (the original's PC page swapped the front and the back).
      photos: { face: r.imgCertificateFace, back: r.imgCertificateBack, hand: r.imgCertificateHand },
      creditId: r.id,
    };
  }, [rejected.data]);

  if (config.isPending || eligibility.pending || (creditId && rejected.isPending))
    return (
      <div className={`${s.panel} ${s.padded}`}>
        <Skeleton height={420} radius={12} />
      </div>
    );
  if (config.isError)
    return (
      <div className={`${s.panel} ${s.padded}`}>
        <ErrorState text={errorText(config.error)} onRetry={() => void config.refetch()} />
      </div>
    );
  if (eligibility.refused)
    return (
      <div className={`${s.panel} ${s.padded}`} data-testid="credit-unavailable">
        <EmptyState
          icon={<DocumentIcon size={40} />}
          title={t("credit.apply.unavailableTitle")}
          text={eligibility.note}
          action={
            <Link to={paths.myLoans} className={l.btnPrimary}>
              {t("credit.landing.myLoans")}
            </Link>
          }
        />
      </div>
    );
  if (creditId && rejected.isError)
    return (
      <div className={`${s.panel} ${s.padded}`}>
        <ErrorState text={errorText(rejected.error)} onRetry={() => void rejected.refetch()} />
        <p className={s.centred}>
          <Link to={paths.apply} className={s.headLink}>
            {t("credit.apply.startNew")}
          </Link>
        </p>
      </div>
    );

  return (
    <div className={s.panel}>
      {rejected.data && (
        <div className={s.notice} role="status" data-testid="credit-reapply-note">
          <AlertIcon size={18} />
          <span>
            {t("credit.apply.rejected")}
            {rejected.data.rejectReason && (
              <>
                {" "}
                <strong>{t("credit.apply.rejectReason", { reason: rejected.data.rejectReason })}</strong>
              </>
            )}
          </span>
        </div>
      )}
      {config.data && (
        <ApplicationForm
          key={creditId}
          config={config.data}
          start={start}
          paths={{ done: paths.myLoans, agreement: paths.agreement }}
        />
      )}
    </div>
  );
}
