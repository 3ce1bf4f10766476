import { useState } from "react";
import { useTranslation } from "react-i18next";
import { GoodsResults } from "../../components/goods/GoodsResults.tsx";
import { TagIcon } from "../../components/goods/icons.tsx";
import l from "../../components/goods/layout.module.css";
import { SortBar } from "../../components/goods/SortBar.tsx";
import { EmptyState } from "../../components/goods/States.tsx";
import { DEFAULT_SORT, type GoodsSort, sortParams } from "../../components/goods/sort.ts";
import { usePageTitle } from "../site/useBrand.ts";
import { useGoodsList } from "./api.ts";
import s from "./catalogue.module.css";
import { CategoryChips } from "./CommodityPage.tsx";

const PAGE_SIZE = 20;

/** Goods whose discount window is open now; each card shows the saving and the struck-through price. */
export default function DiscountedPage() {
  const { t } = useTranslation("pages");
  usePageTitle(t("catalogue.discountedTitle"));
  const [categoryId, setCategoryId] = useState<number | undefined>();
  const [sort, setSort] = useState<GoodsSort>(DEFAULT_SORT);
  const [page, setPage] = useState(1);
  const goods = useGoodsList({ discount: 1, categoryId, pageNum: page, pageSize: PAGE_SIZE, ...sortParams(sort) });
  const total = goods.data?.pageInfo?.totalElements;
  return (
    <div className={l.page}>
      <div className={l.container}>
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
        <div className={s.subChips}>
          <CategoryChips
            value={categoryId}
            onChange={(id) => {
              setCategoryId(id);
              setPage(1);
            }}
          />
        </div>
        <SortBar
          value={sort}
          onChange={(v) => {
            setSort(v);
            setPage(1);
          }}
          total={total}
        />
        <GoodsResults
          query={goods}
          page={page}
          onPage={setPage}
          pageSize={PAGE_SIZE}
          empty={
            <EmptyState icon={<TagIcon size={40} />} title={t("catalogue.noDeals")} text={t("catalogue.noDealsText")} />
          }
        />
      </div>
    </div>
  );
}
