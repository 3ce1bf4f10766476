import { useTranslation } from "react-i18next";
import { WapPage } from "../../../components/wap/WapPage.tsx";
import { usePageTitle } from "../../site/index.ts";
import { UnsubscribeCard } from "../UnsubscribeCard.tsx";

/** /wap/unsubscribe?token=… — the same page in the mobile frame (mail is mostly read on phones). */
export default function WapUnsubscribePage() {
  const { t } = useTranslation("pages");
  usePageTitle(t("newsletter.pageTitle"));
  return (
    <WapPage title={t("newsletter.pageTitle")} back={false}>
      <UnsubscribeCard home="/wap" />
    </WapPage>
  );
}
