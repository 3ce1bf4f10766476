import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import u from "../../components/panel.module.css";
import { usePageTitle } from "../site/index.ts";
import { navKeyOf } from "./nav.tsx";
import s from "./user-center.module.css";

/** User-centre pages that later work builds (orders, favourites, wallet, addresses) land here meanwhile. */
export default function SoonPanel() {
  const { t } = useTranslation("account");
  const { pathname } = useLocation();
  const page = pathname.replace(/^\/userInfo\//, "");
  const title = t(`soon.pages.${page.replace(/\//g, "_")}`, {
    defaultValue: t(`center.nav.${navKeyOf(pathname) ?? "dashboard"}`),
  });
  usePageTitle(title);
  return (
    <section className={u.panel}>
      <header className={u.panelHead}>
        <h1 className={u.panelTitle}>{title}</h1>
      </header>
      <div className={s.soon}>
        <div className={s.soonArt} aria-hidden="true">
          <span />
          <span />
          <span />
        </div>
        <h2 className={s.soonTitle}>{t("soon.title")}</h2>
        <p className={s.soonText}>{t("soon.text")}</p>
        <div className={s.soonActions}>
          <Link to="/userInfo/dashboard" className={u.btnPrimary}>
            {t("soon.dashboard")}
          </Link>
          <Link to="/commodity" className={u.btnGhost}>
            {t("soon.browse")}
          </Link>
        </div>
      </div>
    </section>
  );
}
