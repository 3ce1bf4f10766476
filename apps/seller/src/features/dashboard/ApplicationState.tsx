import { formatWireDate, type MerchantMe } from "@mall/contract";
import { Button, CheckCircleIcon, ClockIcon, ErrorIcon, StatusBadge } from "@mall/ui";
import { useTranslation } from "react-i18next";
import s from "./dashboard.module.css";

/** Pending: what happens next and when. Rejected: the platform's reason. No application: nothing to manage. */
export function ApplicationState({
  me,
  onRefresh,
  refreshing,
}: {
  me: MerchantMe;
  onRefresh: () => void;
  refreshing: boolean;
}) {
  const { t } = useTranslation("seller");
  const app = me.application;
  const status = app?.status ?? "none";
  const rejected = status === "rejected";
  const Icon = rejected || !app ? ErrorIcon : ClockIcon;
  return (
    <div className={s.stateWrap}>
      <section className={`${s.state} ${rejected ? s.rejected : ""}`} data-testid={`application-${status}`}>
        <div className={s.stateIcon}>
          <Icon size={34} />
        </div>
        {app && <StatusBadge tone={rejected ? "danger" : "warning"}>{t(`status.${app.status}`)}</StatusBadge>}
        <h1 className={s.stateTitle}>{t(`application.${status}.title`)}</h1>
        <p className={s.stateBody}>{t(`application.${status}.body`)}</p>

        {rejected && (
          <div className={s.reason}>
            <strong>{t("application.reason")}</strong>
            <span>{app?.reason || t("application.noReason")}</span>
          </div>
        )}

        {app && (
          <dl className={s.facts}>
            <div>
              <dt>{t("application.storeName")}</dt>
              <dd>{app.storeName}</dd>
            </div>
            <div>
              <dt>{t("application.submitted")}</dt>
              <dd>{formatWireDate(app.createdAt)}</dd>
            </div>
            <div>
              <dt>{t("application.account")}</dt>
              <dd>{me.username}</dd>
            </div>
          </dl>
        )}

        {status === "pending" && (
          <>
            <ol className={s.steps}>
              <li className={s.done}>
                <CheckCircleIcon size={20} />
                <span>{t("application.steps.submitted")}</span>
              </li>
              <li className={s.current}>
                <ClockIcon size={20} />
                <span>{t("application.steps.review")}</span>
              </li>
              <li>
                <span className={s.stepDot} />
                <span>{t("application.steps.open")}</span>
              </li>
            </ol>
            <Button onClick={onRefresh} loading={refreshing}>
              {t("application.refresh")}
            </Button>
          </>
        )}
      </section>
    </div>
  );
}
