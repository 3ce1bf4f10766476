import { useTranslation } from "react-i18next";
import { useBrand } from "../site/index.ts";
import s from "./LegalArticle.module.css";

/** Route names of the promote app (spec point 2) and the sections of each, in reading order. */
export const LEGAL_PAGES = {
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
export type LegalPageName = keyof typeof LEGAL_PAGES;
export const isLegalPage = (p: string | undefined): p is LegalPageName =>
  p !== undefined && Object.hasOwn(LEGAL_PAGES, p);

/**
 * A legal page's text under its title, for the desktop's /promote/:page and the phone's /wap/policy/:page: whom
 * it applies to, the introduction, then each section, in the brand's name and with its support mail.
 */
export function LegalText({ page }: { page: LegalPageName }) {
  const { t } = useTranslation(["legal", "pages"]);
  const brand = useBrand();
  const vars = {
    brand: brand.name,
    company: brand.footer.legalName || brand.name,
    email: brand.supportEmail || t("pages:legal.supportFallback"),
  };
  return (
    <>
      <p className={s.updated}>{t("pages:legal.appliesTo", vars)}</p>
      <p className={s.intro}>{t(`legal.${page}.intro`, vars)}</p>
      {LEGAL_PAGES[page].map((sec) => (
        <section key={sec} className={s.section}>
          <h2>{t(`legal.${page}.sections.${sec}.heading`, vars)}</h2>
          {t(`legal.${page}.sections.${sec}.body`, vars)
            .split("\n\n")
            .map((para) => (
              <p key={para}>{para}</p>
            ))}
        </section>
      ))}
    </>
  );
}
