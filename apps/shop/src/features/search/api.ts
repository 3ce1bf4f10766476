import type { ParamsOf } from "@mall/contract";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { call } from "../../lib/api.ts";

export function useGoodsSearch(params: ParamsOf<"sellerGoods!search">) {
  return useQuery({
    queryKey: ["search", "goods", params],
    queryFn: () => call("sellerGoods!search", params),
    enabled: Boolean(params.keyword),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}

/** Goods names and stores for a keyword (the header's suggestions endpoint; here for the store list). */
export function useKeywordSearch(keyword: string) {
  const params: ParamsOf<"sellerGoods!search-keyword"> = { keyword };
  return useQuery({
    queryKey: ["search", "keyword", params],
    queryFn: () => call("sellerGoods!search-keyword", params),
    enabled: Boolean(keyword),
    staleTime: 60_000,
  });
}

/** Route query `k` is JSON-encoded text (spec point 2); a plain value is accepted too. */
export function decodeKeyword(raw: string | null | undefined): string {
  if (!raw) return "";
  try {
    const v: unknown = JSON.parse(raw);
    if (typeof v === "string") return v.trim();
    if (typeof v === "number") return String(v);
  } catch {
    /* not JSON: a hand-typed URL */
  }
  return raw.trim();
}

export const encodeKeyword = (k: string) => encodeURIComponent(JSON.stringify(k));
