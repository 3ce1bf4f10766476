import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import l from "../../components/goods/layout.module.css";
import { useBrand, usePageTitle } from "../site/index.ts";
import { AppCards, appOf } from "./AppCards.tsx";
import s from "./DownloadPage.module.css";

/** /download (spec point 1): the buyer app and the seller app; `?app=seller` puts the seller app first. */
export default function DownloadPage() {
  const { t } = useTranslation("pages");
  const brand = useBrand();
  usePageTitle(t("download.title"));
  const [params] = useSearchParams();
  return (
    <div className={l.page}>
      <div className={l.container}>
        <div className={s.hero}>
          <h1>{t("download.heading", { brand: brand.name })}</h1>
          <p>{t("download.lead")}</p>
        </div>
        <AppCards first={appOf(params.get("app"))} />
      </div>
    </div>
  );
}
