import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { GoodsResults } from "../../components/goods/GoodsResults.tsx";
import l from "../../components/goods/layout.module.css";
import { SortBar } from "../../components/goods/SortBar.tsx";
import { Skeleton } from "../../components/goods/States.tsx";
import { sortParams, useSortAndPage } from "../../components/goods/sort.ts";
import { useCategoryTree, useGoodsList } from "./api.ts";
import s from "./catalogue.module.css";

const PAGE_SIZE = 20;

/** Category chips: "All" plus every top-level category of the tree. */
export function CategoryChips({
  value,
  onChange,
}: {
  value: string | undefined;
  onChange: (id: string | undefined) => void;
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

/**
 * Goods of the whole mall with category chips, sorting and pages; any change of filter or order starts again at
 * page 1. `head` draws the page heading (it gets the total once known); `discount` keeps only running deals.
 */
export function FilteredGoods({
  discount,
  head,
  empty,
}: {
  discount?: boolean;
  head: (total: number | undefined) => ReactNode;
  empty?: ReactNode;
}) {
  const [categoryId, setCategoryId] = useState<string | undefined>();
  const { sort, sortBy, page, setPage } = useSortAndPage();
  const goods = useGoodsList({
    ...(discount ? { discount: 1 } : {}),
    categoryId,
    pageNum: page,
    pageSize: PAGE_SIZE,
    ...sortParams(sort),
  });
  const total = goods.data?.pageInfo?.totalElements;
  return (
    <div className={l.page}>
      <div className={l.container}>
        {head(total)}
        <div className={s.subChips}>
          <CategoryChips
            value={categoryId}
            onChange={(id) => {
              setCategoryId(id);
              setPage(1);
            }}
          />
        </div>
        <SortBar value={sort} onChange={sortBy} total={total} />
        <GoodsResults query={goods} page={page} onPage={setPage} pageSize={PAGE_SIZE} empty={empty} />
      </div>
    </div>
  );
}
