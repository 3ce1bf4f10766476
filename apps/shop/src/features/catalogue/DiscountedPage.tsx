import { useTranslation } from "react-i18next";
import { TagIcon } from "../../components/goods/icons.tsx";
import { EmptyState } from "../../components/goods/States.tsx";
import { usePageTitle } from "../site/index.ts";
import s from "./catalogue.module.css";
import { FilteredGoods } from "./FilteredGoods.tsx";

/** Goods whose discount window is open now; each card shows the saving and the struck-through price. */
export default function DiscountedPage() {
  const { t } = useTranslation("pages");
  usePageTitle(t("catalogue.discountedTitle"));
  return (
    <FilteredGoods
      discount
      head={(total) => (
        <div className={s.dealsHero}>
          <div>
            <h1>{t("catalogue.discountedTitle")}</h1>
            <p>
              {total !== undefined
                ? t("catalogue.discountedLeadCount", { count: total })
                : t("catalogue.discountedLead")}
            </p>
          </div>
          <span className={s.dealsBadge} aria-hidden>
            <TagIcon size={72} />
          </span>
        </div>
      )}
      empty={
        <EmptyState icon={<TagIcon size={40} />} title={t("catalogue.noDeals")} text={t("catalogue.noDealsText")} />
      }
    />
  );
}
