import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { WapPage } from "../../../components/wap/WapPage.tsx";
import { usePageTitle } from "../../site/index.ts";
import { AppCards, appOf } from "../AppCards.tsx";
import s from "../DownloadPage.module.css";

/** /wap/download: the two apps on a phone, stacked; the button matters more than the code here. */
export default function WapDownloadPage() {
  const { t } = useTranslation("pages");
  usePageTitle(t("download.title"));
  const [params] = useSearchParams();
  return (
    <WapPage title={t("download.title")}>
      <p className={s.panelLead}>{t("download.lead")}</p>
      <AppCards first={appOf(params.get("app"))} />
    </WapPage>
  );
}
