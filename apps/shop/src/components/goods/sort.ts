import { useCallback, useState } from "react";

/** The goods-list sort flags of the contract: 1 ascending, 2 descending, absent = default order. */
export type SortKey = "default" | "isHot" | "isNew" | "isPrice" | "isRec";
export type GoodsSort = { key: SortKey; dir: 1 | 2 };
export const DEFAULT_SORT: GoodsSort = { key: "default", dir: 2 };

export function sortParams(sort: GoodsSort): Partial<Record<Exclude<SortKey, "default">, 1 | 2>> {
  return sort.key === "default" ? {} : { [sort.key]: sort.dir };
}

/** A goods list's sort and page: choosing another sort starts again from page 1. */
export function useSortAndPage() {
  const [sort, setSort] = useState<GoodsSort>(DEFAULT_SORT);
  const [page, setPage] = useState(1);
  const sortBy = useCallback((next: GoodsSort) => {
    setSort(next);
    setPage(1);
  }, []);
  return { sort, sortBy, page, setPage };
}
