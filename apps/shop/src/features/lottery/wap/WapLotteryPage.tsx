import { useTranslation } from "react-i18next";
import { WapPage } from "../../../components/wap/WapPage.tsx";
import LotteryPage from "../LotteryPage.tsx";

/** /wap/lottery?id=…: the draw page the popup invites to, in the phone's frame (its panels stack below 560 px). */
export default function WapLotteryPage() {
  const { t } = useTranslation("lottery");
  return (
    <WapPage title={t("title")}>
      <LotteryPage inFrame />
    </WapPage>
  );
}
