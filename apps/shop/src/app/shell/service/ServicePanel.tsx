import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { CloseIcon, HeadsetIcon, MailIcon } from "../../../components/icons.tsx";
import { useBrand } from "../../../features/site/useBrand.ts";
import { useSession } from "../../../lib/session.ts";
import s from "./ServicePanel.module.css";
import { closeService, useServiceOpen } from "./service.ts";

/**
 * The online customer-service panel (spec point 2, chat dialog). Guests see the notLogin message; the
 * message list, polling and image sending arrive with the chat feature.
 */
export function ServicePanel() {
  const { t } = useTranslation("shell");
  const open = useServiceOpen();
  const { loggedIn } = useSession();
  const brand = useBrand();
  if (!open) return null;
  return (
    <section className={s.panel} role="dialog" aria-label={t("service.title")}>
      <header className={s.head}>
        <HeadsetIcon size={20} />
        <h2 className={s.title}>{t("service.title")}</h2>
        <button type="button" className={s.close} aria-label={t("common.close")} onClick={closeService}>
          <CloseIcon size={18} />
        </button>
      </header>
      <div className={s.body}>
        {loggedIn ? (
          <p className={s.text}>{t("service.comingSoon")}</p>
        ) : (
          <>
            <p className={s.text}>{t("service.notLogin")}</p>
            <Link className={s.primary} to="/login" onClick={closeService}>
              {t("header.login")}
            </Link>
          </>
        )}
        {brand.supportEmail && (
          <a className={s.mail} href={`mailto:${brand.supportEmail}`}>
            <MailIcon size={16} /> {brand.supportEmail}
          </a>
        )}
      </div>
    </section>
  );
}
