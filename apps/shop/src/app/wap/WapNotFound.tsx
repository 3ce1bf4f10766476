import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { WapPage } from "../../components/wap/WapPage.tsx";

/** A /wap address no page answers, in the mobile frame. */
export default function WapNotFound() {
  const { t } = useTranslation("shell");
  const { pathname } = useLocation();
  return (
    <WapPage title={t("notFound.title")}>
      <p>{t("notFound.text")}</p>
      <p dir="ltr">{pathname}</p>
      <p>
        <Link to="/wap">{t("backLinks.home")}</Link>
      </p>
    </WapPage>
  );
}
