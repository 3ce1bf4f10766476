import { useTranslation } from "react-i18next";
import l from "../../components/goods/layout.module.css";
import { usePageTitle } from "../site/index.ts";
import { FilteredGoods } from "./FilteredGoods.tsx";

/** Every listing of the mall, by category chip and sort order. */
export default function CommodityPage() {
  const { t } = useTranslation("pages");
  usePageTitle(t("catalogue.commodityTitle"));
  return (
    <FilteredGoods
      head={() => (
        <>
          <h1 className={l.pageTitle}>{t("catalogue.commodityTitle")}</h1>
          <p className={l.pageLead}>{t("catalogue.commodityLead")}</p>
        </>
      )}
    />
  );
}
