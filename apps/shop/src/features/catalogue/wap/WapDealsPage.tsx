import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { BrowseFeed } from "../../../components/wap/BrowseFeed.tsx";
import { BrowseGoodsSkeleton, goodsGridClass, renderGoodsCards } from "../../../components/wap/BrowseGoods.tsx";
import { BrowsePull } from "../../../components/wap/BrowsePull.tsx";
import { type BrowseFilter, BrowseSort } from "../../../components/wap/BrowseSort.tsx";
import { WapPage } from "../../../components/wap/WapPage.tsx";
import { usePageTitle } from "../../site/index.ts";
import { useGoodsList } from "../api.ts";
import { type ListArgs, listParams, START, useListPage } from "./goods-feed.ts";
import s from "./WapCategory.module.css";

/**
 * /wap/deals: the desktop's /discounted on a phone — every listing whose discount runs now, across categories,
 * in an endless list with its count; the order in a sheet.
 */
export default function WapDealsPage() {
  const { t } = useTranslation("pages");
  const qc = useQueryClient();
  const [filter, setFilter] = useState<BrowseFilter>({ ...START, discount: true });
  const args: ListArgs = { ...filter, discount: true };
  const first = useGoodsList(listParams(args, 1));
  const total = first.data?.pageInfo?.totalElements;
  usePageTitle(t("catalogue.discountedTitle"));
  return (
    <WapPage title={t("catalogue.discountedTitle")}>
      <BrowsePull onRefresh={() => qc.invalidateQueries({ queryKey: ["catalogue", "goods"] })}>
        <p className={s.lead} data-testid="wap-deals-lead">
          {total !== undefined ? t("catalogue.discountedLeadCount", { count: total }) : t("catalogue.discountedLead")}
        </p>
        <BrowseSort value={filter} onChange={setFilter} />
        <BrowseFeed
          key={JSON.stringify(args)}
          usePage={useListPage}
          args={args}
          renderItems={renderGoodsCards}
          className={goodsGridClass}
          skeleton={<BrowseGoodsSkeleton count={6} />}
          empty={
            <div className={s.empty}>
              <p>{t("catalogue.noDeals")}</p>
              <p>{t("catalogue.noDealsText")}</p>
            </div>
          }
        />
      </BrowsePull>
    </WapPage>
  );
}
