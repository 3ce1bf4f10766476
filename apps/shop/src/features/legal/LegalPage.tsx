import { useTranslation } from "react-i18next";
import { NavLink, useParams } from "react-router";
import l from "../../components/goods/layout.module.css";
import { BackHomeLink, EmptyState } from "../../components/goods/States.tsx";
import { usePageTitle } from "../site/index.ts";
import { isLegalPage, LEGAL_PAGES, type LegalPageName, LegalText } from "./LegalArticle.tsx";
import s from "./LegalPage.module.css";

/** /promote/:page: the legal pages beside their list (a name the list does not hold: not found). */
export default function LegalPage() {
  const { t } = useTranslation(["legal", "pages"]);
  const { page } = useParams();
  const known = isLegalPage(page);
  usePageTitle(known ? t(`pages:legal.${page}.title`) : t("pages:legal.notFound"));

  return (
    <div className={l.page}>
      <div className={`${l.container} ${s.layout}`}>
        <nav className={s.nav} aria-label={t("pages:legal.navLabel")}>
          {(Object.keys(LEGAL_PAGES) as LegalPageName[]).map((p) => (
            <NavLink
              key={p}
              to={`/promote/${p}`}
              className={({ isActive }) => `${s.navLink} ${isActive ? s.navActive : ""}`}
            >
              {t(`pages:legal.${p}.title`)}
            </NavLink>
          ))}
        </nav>
        {known ? (
          <article className={`${l.panel} ${s.article}`}>
            <h1 className={l.pageTitle}>{t(`pages:legal.${page}.title`)}</h1>
            <LegalText page={page} />
          </article>
        ) : (
          <EmptyState title={t("pages:legal.notFound")} action={<BackHomeLink />} />
        )}
      </div>
    </div>
  );
}
