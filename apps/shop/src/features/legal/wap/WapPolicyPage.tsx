import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import m from "../../../components/wap/me.module.css";
import { WapPage } from "../../../components/wap/WapPage.tsx";
import { usePageTitle } from "../../site/index.ts";
import { isLegalPage, LegalText } from "../LegalArticle.tsx";

/** /wap/policy/:page: one of the desktop's legal pages (/promote/:page), its text the same, at a phone's width. */
export default function WapPolicyPage() {
  const { t } = useTranslation("pages");
  const { page } = useParams();
  const known = isLegalPage(page);
  const title = known ? t(`legal.${page}.title`) : t("legal.notFound");
  usePageTitle(title);
  return (
    <WapPage title={title}>
      <article className={m.card} data-testid="wap-policy">
        {known ? <LegalText page={page} /> : <p>{t("legal.notFound")}</p>}
      </article>
    </WapPage>
  );
}
