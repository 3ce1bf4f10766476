import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { usePageTitle } from "../features/site/useBrand.ts";
import s from "./app.module.css";

/** One friendly page for the routes whose feature comes later, so every link lands somewhere. */
export default function ComingSoonPage({ notFound = false }: { notFound?: boolean }) {
  const { t } = useTranslation("shell");
  const { pathname } = useLocation();
  usePageTitle(t(notFound ? "notFound.title" : "comingSoon.title"));
  return (
    <section className={`container ${s.soon}`}>
      <div className={s.soonCard}>
        <div className={s.soonArt} aria-hidden="true">
          {notFound ? "404" : <span className={s.soonDots}>•••</span>}
        </div>
        <h1 className={s.soonTitle}>{t(notFound ? "notFound.title" : "comingSoon.title")}</h1>
        <p className={s.soonText}>{t(notFound ? "notFound.text" : "comingSoon.text")}</p>
        <p className={s.soonPath} dir="ltr">
          {pathname}
        </p>
        <div className={s.soonActions}>
          <Link to="/index" className={s.btnPrimary}>
            {t("comingSoon.home")}
          </Link>
          <Link to="/commodity" className={s.btnGhost}>
            {t("comingSoon.browse")}
          </Link>
        </div>
      </div>
    </section>
  );
}
