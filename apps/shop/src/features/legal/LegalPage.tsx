import { useTranslation } from "react-i18next";
import { NavLink, useParams } from "react-router";
import l from "../../components/goods/layout.module.css";
import { BackHomeLink, EmptyState } from "../../components/goods/States.tsx";
import { useBrand, usePageTitle } from "../site/index.ts";
import s from "./LegalPage.module.css";

/** Route names of the promote app (spec point 2) and the sections of each, in reading order. */
const PAGES = {
  privacyPolicy: [
    "collect",
    "use",
    "share",
    "cookies",
    "security",
    "retention",
    "rights",
    "children",
    "changes",
    "contact",
  ],
  returnPolicy: ["window", "condition", "exceptions", "how", "refunds", "damaged", "contact"],
  Delivery: ["dispatch", "fees", "times", "tracking", "address", "customs", "contact"],
  shippingPolicy: ["processing", "fees", "regions", "times", "issues", "contact"],
} as const;
type PageName = keyof typeof PAGES;
const isPage = (p: string | undefined): p is PageName => p !== undefined && p in PAGES;

export default function LegalPage() {
  const { t } = useTranslation(["legal", "pages"]);
  const { page } = useParams();
  const brand = useBrand();
  const known = isPage(page);
  usePageTitle(known ? t(`pages:legal.${page}.title`) : t("pages:legal.notFound"));
  const vars = {
    brand: brand.name,
    company: brand.footer.legalName || brand.name,
    email: brand.supportEmail || t("pages:legal.supportFallback"),
  };

  return (
    <div className={l.page}>
      <div className={`${l.container} ${s.layout}`}>
        <nav className={s.nav} aria-label={t("pages:legal.navLabel")}>
          {(Object.keys(PAGES) as PageName[]).map((p) => (
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
            <p className={s.updated}>{t("pages:legal.appliesTo", vars)}</p>
            <p className={s.intro}>{t(`legal.${page}.intro`, vars)}</p>
            {PAGES[page].map((sec) => (
              <section key={sec} className={s.section}>
                <h2>{t(`legal.${page}.sections.${sec}.heading`, vars)}</h2>
                {t(`legal.${page}.sections.${sec}.body`, vars)
                  .split("\n\n")
                  .map((para) => (
                    <p key={para}>{para}</p>
                  ))}
              </section>
            ))}
          </article>
        ) : (
          <EmptyState title={t("pages:legal.notFound")} action={<BackHomeLink />} />
        )}
      </div>
    </div>
  );
}
