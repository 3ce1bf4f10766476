import { EMAIL_MAX } from "@mall/contract";
import { useTranslation } from "react-i18next";
import { MailIcon } from "../../components/icons.tsx";
import { useSubscribeForm } from "../../features/newsletter/useSubscribeForm.ts";
import s from "./Footer.module.css";

/** Newsletter box: the spec's email pattern (shared with the server), then `subscribe!add`. */
export function Subscribe() {
  const { t } = useTranslation("shell");
  const { email, setEmail, submit, busy } = useSubscribeForm();

  return (
    <form className={s.subscribe} onSubmit={submit} noValidate>
      <div className={s.subscribeText}>
        <h2 className={s.subscribeTitle}>{t("footer.subscribeTitle")}</h2>
        <p className={s.subscribeLead}>{t("footer.subscribeLead")}</p>
      </div>
      <div className={s.subscribeField}>
        <MailIcon size={18} />
        <input
          type="email"
          value={email}
          maxLength={EMAIL_MAX}
          autoComplete="email"
          placeholder={t("footer.emailPlaceholder")}
          aria-label={t("footer.emailPlaceholder")}
          onChange={(e) => setEmail(e.target.value)}
        />
        <button type="submit" disabled={busy}>
          {t("footer.subscribe")}
        </button>
      </div>
    </form>
  );
}
