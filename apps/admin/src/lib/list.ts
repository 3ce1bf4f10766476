import { useState } from "react";

export const PAGE_SIZE = 20;

/** The table's pager over a list answer fetched at PAGE_SIZE (no total until it arrives). */
export const pagerOf = (
  page: number,
  onChange: (page: number) => void,
  data: { pageInfo: { totalElements: number } } | undefined,
) => ({ page, pageSize: PAGE_SIZE, total: data?.pageInfo.totalElements ?? 0, onChange });

/** A list page's filters and page number; changing a filter goes back to page 1. */
export function useListState<F extends Record<string, string>>(initial: F) {
  const [filters, setFilters] = useState<F>(initial);
  const [page, setPage] = useState(1);
  return {
    filters,
    page,
    setPage,
    pager: (data: Parameters<typeof pagerOf>[2]) => pagerOf(page, setPage, data),
    setFilter: <K extends keyof F>(key: K, value: F[K]) => {
      setFilters((f) => ({ ...f, [key]: value }));
      setPage(1);
    },
  };
}
