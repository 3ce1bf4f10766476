import { EMAIL_MAX, isSubscribeEmail } from "@mall/contract";
import { toast } from "@mall/ui";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { MailIcon } from "../../components/icons.tsx";
import { useSubscribe } from "../../features/site/api.ts";
import s from "./Footer.module.css";

/** Newsletter box: the spec's email pattern (shared with the server), then `subscribe!add`. */
export function Subscribe() {
  const { t } = useTranslation("shell");
  const [email, setEmail] = useState("");
  const subscribe = useSubscribe();

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    const value = email.trim();
    if (!isSubscribeEmail(value)) {
      toast.warning(t("footer.mailboxCheck"));
      return;
    }
    // Failures (already subscribed ...) are announced by the global error toast.
    subscribe.mutate(value, {
      onSuccess: () => {
        toast.success(t("footer.subscribed"));
        setEmail("");
      },
    });
  }

  return (
    <form className={s.subscribe} onSubmit={onSubmit} noValidate>
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
        <button type="submit" disabled={subscribe.isPending}>
          {t("footer.subscribe")}
        </button>
      </div>
    </form>
  );
}
