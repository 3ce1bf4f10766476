import { useTranslation } from "react-i18next";
import u from "../../components/panel.module.css";
import { usePageTitle } from "../site/index.ts";
import { AppCards } from "./AppCards.tsx";
import s from "./DownloadPage.module.css";

/** /userInfo/download (spec point 2): the same two apps, inside the user centre. */
export default function UserCentreDownloadPage() {
  const { t } = useTranslation("pages");
  usePageTitle(t("download.title"));
  return (
    <section className={u.panel}>
      <header className={u.panelHead}>
        <h1 className={u.panelTitle}>{t("download.title")}</h1>
      </header>
      <div className={s.panelBody}>
        <p className={s.panelLead}>{t("download.lead")}</p>
        <AppCards />
      </div>
    </section>
  );
}
