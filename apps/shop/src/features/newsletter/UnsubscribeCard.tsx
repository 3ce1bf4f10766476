import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { CheckIcon } from "../../components/goods/icons.tsx";
import l from "../../components/goods/layout.module.css";
import { Skeleton } from "../../components/goods/States.tsx";
import { ApiError } from "../../lib/api.ts";
import { useErrorText } from "../../lib/error-text.ts";
import { useBrand } from "../site/index.ts";
import { useSubscriptionState, useUnsubscribe } from "./api.ts";
import { MailOffIcon } from "./icons.tsx";
import s from "./newsletter.module.css";

/** The link's key: `token` in the mail's link (`key` is read too, as the API names it). */
export const useLinkKey = () => {
  const [params] = useSearchParams();
  return (params.get("token") ?? params.get("key") ?? "").trim();
};

/**
 * The unsubscribe page's content, for the desktop page and /wap alike: the address masked and one button.
 * Opening the link only reads; the button POSTs, so a mail scanner that follows links unsubscribes nobody.
 */
export function UnsubscribeCard({ home }: { home: string }) {
  const { t } = useTranslation("pages");
  const brand = useBrand();
  const key = useLinkKey();
  const state = useSubscriptionState(key);
  const leave = useUnsubscribe(key);
  const errorText = useErrorText();
  const badLink = !key || (state.error instanceof ApiError && state.error.key === "unsubscribeLinkInvalid");

  if (badLink) {
    return (
      <Card icon={<MailOffIcon size={30} />} title={t("newsletter.invalidTitle")} tone="muted">
        <p className={s.text}>{t("newsletter.invalidText")}</p>
        <Link to={home} className={l.btnOutline}>
          {t("newsletter.home")}
        </Link>
      </Card>
    );
  }
  if (state.isError) {
    return (
      <Card icon={<MailOffIcon size={30} />} title={t("newsletter.errorTitle")} tone="muted">
        <p className={s.text} role="alert">
          {errorText(state.error)}
        </p>
        <button type="button" className={l.btnOutline} onClick={() => state.refetch()}>
          {t("newsletter.retry")}
        </button>
      </Card>
    );
  }
  if (!state.data) {
    return (
      <div className={s.card} aria-busy="true">
        <Skeleton width={64} height={64} radius={20} />
        <Skeleton width="70%" height={28} />
        <Skeleton width="90%" height={48} />
        <Skeleton width={180} height={42} radius={999} />
      </div>
    );
  }
  const email = <bdi className={s.email}>{state.data.email}</bdi>;
  if (!state.data.subscribed) {
    return (
      <Card icon={<CheckIcon size={30} />} title={t("newsletter.doneTitle")} tone="done">
        <p className={s.text} data-testid="unsubscribed">
          {t("newsletter.doneText", { brand: brand.name })}
        </p>
        <p className={s.address}>{email}</p>
        <p className={s.small}>{t("newsletter.again")}</p>
        <Link to={home} className={l.btnOutline}>
          {t("newsletter.home")}
        </Link>
      </Card>
    );
  }
  return (
    <Card icon={<MailOffIcon size={30} />} title={t("newsletter.title")}>
      <p className={s.text}>{t("newsletter.question", { brand: brand.name })}</p>
      <p className={s.address}>{email}</p>
      <button
        type="button"
        className={`${l.btnPrimary} ${s.action}`}
        disabled={leave.isPending}
        onClick={() => leave.mutate()}
        data-testid="unsubscribe-button"
      >
        {leave.isPending ? t("newsletter.working") : t("newsletter.button")}
      </button>
      {leave.isError && (
        <p className={s.refusal} role="alert">
          {errorText(leave.error)}
        </p>
      )}
      <p className={s.small}>{t("newsletter.keep")}</p>
    </Card>
  );
}

function Card(p: { icon: ReactNode; title: string; tone?: "done" | "muted"; children: ReactNode }) {
  return (
    <section className={s.card} aria-live="polite">
      <span className={`${s.badge} ${p.tone === "done" ? s.badgeDone : p.tone === "muted" ? s.badgeMuted : ""}`}>
        {p.icon}
      </span>
      <h1 className={s.title}>{p.title}</h1>
      {p.children}
    </section>
  );
}
