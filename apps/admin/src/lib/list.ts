import { useState } from "react";

export const PAGE_SIZE = 20;

/** A list page's filters and page number; changing a filter goes back to page 1. */
export function useListState<F extends Record<string, string>>(initial: F) {
  const [filters, setFilters] = useState<F>(initial);
  const [page, setPage] = useState(1);
  return {
    filters,
    page,
    setPage,
    setFilter: <K extends keyof F>(key: K, value: F[K]) => {
      setFilters((f) => ({ ...f, [key]: value }));
      setPage(1);
    },
  };
}
