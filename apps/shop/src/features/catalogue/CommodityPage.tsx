import { useState } from "react";
import { useTranslation } from "react-i18next";
import { GoodsResults } from "../../components/goods/GoodsResults.tsx";
import l from "../../components/goods/layout.module.css";
import { SortBar } from "../../components/goods/SortBar.tsx";
import { Skeleton } from "../../components/goods/States.tsx";
import { DEFAULT_SORT, type GoodsSort, sortParams } from "../../components/goods/sort.ts";
import { usePageTitle } from "../site/useBrand.ts";
import { useCategoryTree, useGoodsList } from "./api.ts";
import s from "./catalogue.module.css";

const PAGE_SIZE = 20;

/** Category chips: "All" plus every top-level category of the tree. */
export function CategoryChips({
  value,
  onChange,
}: {
  value: number | undefined;
  onChange: (id: number | undefined) => void;
}) {
  const { t } = useTranslation("pages");
  const tree = useCategoryTree();
  if (tree.isPending)
    return (
      <div className={l.chips}>
        {Array.from({ length: 8 }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <Skeleton key={i} width={90} height={32} radius={999} />
        ))}
      </div>
    );
  return (
    <div className={l.chips}>
      <button
        type="button"
        className={`${l.chip} ${value === undefined ? l.chipActive : ""}`}
        onClick={() => onChange(undefined)}
      >
        {t("catalogue.allCategories")}
      </button>
      {(tree.data ?? []).map((c) => (
        <button
          type="button"
          key={c.categoryId}
          className={`${l.chip} ${value === c.categoryId ? l.chipActive : ""}`}
          aria-pressed={value === c.categoryId}
          onClick={() => onChange(c.categoryId)}
        >
          {c.name}
        </button>
      ))}
    </div>
  );
}

export default function CommodityPage() {
  const { t } = useTranslation("pages");
  usePageTitle(t("catalogue.commodityTitle"));
  const [categoryId, setCategoryId] = useState<number | undefined>();
  const [sort, setSort] = useState<GoodsSort>(DEFAULT_SORT);
  const [page, setPage] = useState(1);
  const goods = useGoodsList({ categoryId, pageNum: page, pageSize: PAGE_SIZE, ...sortParams(sort) });
  return (
    <div className={l.page}>
      <div className={l.container}>
        <h1 className={l.pageTitle}>{t("catalogue.commodityTitle")}</h1>
        <p className={l.pageLead}>{t("catalogue.commodityLead")}</p>
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
          total={goods.data?.pageInfo?.totalElements}
        />
        <GoodsResults query={goods} page={page} onPage={setPage} pageSize={PAGE_SIZE} />
      </div>
    </div>
  );
}
