import { EMAIL_MAX } from "@mall/contract";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import m from "../../../components/wap/me.module.css";
import { useSubscribeForm } from "../useSubscribeForm.ts";
import s from "./WapSubscribe.module.css";

/** The newsletter on a phone (the me tab): the desktop footer's box and rule, stacked for a thumb. */
export function WapSubscribe() {
  const { t } = useTranslation("shell");
  const titleId = useId();
  const { email, setEmail, submit, busy } = useSubscribeForm();
  return (
    <section className={m.card} aria-labelledby={titleId} data-testid="wap-subscribe">
      <h2 id={titleId} className={m.cardTitle}>
        {t("footer.subscribeTitle")}
      </h2>
      <p className={s.lead}>{t("footer.subscribeLead")}</p>
      <form className={s.form} onSubmit={submit} noValidate>
        <input
          type="email"
          className={s.input}
          value={email}
          maxLength={EMAIL_MAX}
          autoComplete="email"
          inputMode="email"
          placeholder={t("footer.emailPlaceholder")}
          aria-label={t("footer.emailPlaceholder")}
          onChange={(e) => setEmail(e.target.value)}
        />
        <button type="submit" className={m.btn} disabled={busy} aria-busy={busy}>
          {t("footer.subscribe")}
        </button>
      </form>
    </section>
  );
}
