import { HOME_PAGE_SIZE, type ParamsOf } from "@mall/contract";
import { useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { call } from "../../lib/api.ts";

const MINUTE = 60_000;

/** imgType 1: the main carousel; 0: the side banners (contract 3.1). */
export function useBanners(imgType: 0 | 1) {
  const params: ParamsOf<"banner!bannerList"> = { type: "pc", imgType, pageNum: 1, pageSize: 10 };
  return useQuery({
    queryKey: ["home", "banners", params],
    queryFn: () => call("banner!bannerList", params),
    select: (d) => [...(d.result ?? [])].sort((a, b) => a.sort - b.sort),
    staleTime: 5 * MINUTE,
  });
}

export function useRecommendedCategories() {
  const params: ParamsOf<"category!recommend"> = { pageNum: 1, pageSize: 50 };
  return useQuery({
    queryKey: ["home", "categories", params],
    queryFn: () => call("category!recommend", params),
    select: (d) => d.pageList ?? [],
    staleTime: 5 * MINUTE,
  });
}

/** type 1 recommended, 0 daily new arrivals, 2 hot. */
export function useRecommendNew(type: 0 | 1 | 2, pageSize = HOME_PAGE_SIZE) {
  const params: ParamsOf<"sellerGoods!recommend_new"> = { type, pageNum: 1, pageSize };
  return useQuery({
    queryKey: ["home", "recommend_new", params],
    queryFn: () => call("sellerGoods!recommend_new", params),
    select: (d) => d.result ?? [],
    staleTime: MINUTE,
  });
}

export function useRecommendedStores(pageSize = 8) {
  const params: ParamsOf<"seller!list"> = { isRec: 1, pageNum: 1, pageSize };
  return useQuery({
    queryKey: ["home", "stores", params],
    queryFn: () => call("seller!list", params),
    select: (d) => d.pageList ?? [],
    staleTime: MINUTE,
  });
}

/** The bottom "more to love" list: every listed goods in the default order, twelve at a time. */
export function useMoreToLove() {
  return useInfiniteQuery({
    queryKey: ["home", "more"],
    initialPageParam: 1,
    queryFn: ({ pageParam }) => {
      const params: ParamsOf<"sellerGoods!list"> = { pageNum: pageParam, pageSize: HOME_PAGE_SIZE };
      return call("sellerGoods!list", params);
    },
    getNextPageParam: (last) =>
      last.pageInfo && last.pageInfo.pageNum < last.pageInfo.totalPage ? last.pageInfo.pageNum + 1 : undefined,
    staleTime: MINUTE,
  });
}
