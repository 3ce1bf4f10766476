import { useCallback } from "react";
import { useSearchParams } from "react-router";

/** The list page in the query (`page`, 1 when absent), so reloading or going back keeps it. */
export function usePageParam(): [number, (page: number) => void] {
  const [params, setParams] = useSearchParams();
  const n = Number(params.get("page"));
  const page = Number.isInteger(n) && n >= 1 && n <= 10_000 ? n : 1;
  const set = useCallback(
    (p: number) =>
      setParams((prev) => {
        const q = new URLSearchParams(prev);
        if (p <= 1) q.delete("page");
        else q.set("page", String(p));
        return q;
      }),
    [setParams],
  );
  return [page, set];
}
