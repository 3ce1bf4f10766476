import { useTranslation } from "react-i18next";
import l from "../../components/goods/layout.module.css";
import { usePageTitle } from "../site/index.ts";
import s from "./newsletter.module.css";
import { UnsubscribeCard } from "./UnsubscribeCard.tsx";

/** /unsubscribe?token=… — the page the footer of every marketing mail links to. */
export default function UnsubscribePage() {
  const { t } = useTranslation("pages");
  usePageTitle(t("newsletter.pageTitle"));
  return (
    <div className={l.page}>
      <div className={`${l.container} ${s.stage}`}>
        <UnsubscribeCard home="/index" />
      </div>
    </div>
  );
}
