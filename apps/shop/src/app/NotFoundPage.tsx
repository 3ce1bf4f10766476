import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { usePageTitle } from "../features/site/useBrand.ts";
import s from "./app.module.css";

/** An address no page answers: says so, shows the address, and offers the way home or to the goods. */
export default function NotFoundPage() {
  const { t } = useTranslation("shell");
  const { pathname } = useLocation();
  usePageTitle(t("notFound.title"));
  return (
    <section className={`container ${s.soon}`}>
      <div className={s.soonCard}>
        <div className={s.soonArt} aria-hidden="true">
          404
        </div>
        <h1 className={s.soonTitle}>{t("notFound.title")}</h1>
        <p className={s.soonText}>{t("notFound.text")}</p>
        <p className={s.soonPath} dir="ltr">
          {pathname}
        </p>
        <div className={s.soonActions}>
          <Link to="/index" className={s.btnPrimary}>
            {t("backLinks.home")}
          </Link>
          <Link to="/commodity" className={s.btnGhost}>
            {t("backLinks.browse")}
          </Link>
        </div>
      </div>
    </section>
  );
}
