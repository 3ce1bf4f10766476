import { type DataOf, HOME_PAGE_SIZE, type ParamsOf } from "@mall/contract";
import { type QueryClient, queryOptions, useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { call } from "../../lib/api.ts";

const MINUTE = 60_000;

const bannersQuery = (imgType: 0 | 1) => {
  const params: ParamsOf<"banner!bannerList"> = { type: "pc", imgType, pageNum: 1, pageSize: 10 };
  return queryOptions({
    queryKey: ["home", "banners", params],
    queryFn: () => call("banner!bannerList", params),
    staleTime: 5 * MINUTE,
  });
};

type BannerPage = DataOf<"banner!bannerList">;
const sortedBanners = (d: BannerPage) => [...(d.result ?? [])].sort((a, b) => a.sort - b.sort);

/** imgType 1: the main carousel; 0: the side banners (contract 3.1). */
export function useBanners(imgType: 0 | 1) {
  return useQuery({ ...bannersQuery(imgType), select: sortedBanners });
}

const categoriesQuery = () => {
  const params: ParamsOf<"category!recommend"> = { pageNum: 1, pageSize: 50 };
  return queryOptions({
    queryKey: ["home", "categories", params],
    queryFn: () => call("category!recommend", params),
    staleTime: 5 * MINUTE,
  });
};

export function useRecommendedCategories() {
  return useQuery({ ...categoriesQuery(), select: (d) => d.pageList ?? [] });
}

const recommendNewQuery = (type: 0 | 1 | 2, pageSize = HOME_PAGE_SIZE, pageNum = 1) => {
  const params: ParamsOf<"sellerGoods!recommend_new"> = { type, pageNum, pageSize };
  return queryOptions({
    queryKey: ["home", "recommend_new", params],
    queryFn: () => call("sellerGoods!recommend_new", params),
    staleTime: MINUTE,
  });
};

/** type 1 recommended, 0 daily new arrivals, 2 hot; later pages for the mobile home's endless lists. */
export function useRecommendNew(type: 0 | 1 | 2, pageSize = HOME_PAGE_SIZE, pageNum = 1) {
  return useQuery({ ...recommendNewQuery(type, pageSize, pageNum), select: (d) => d.result ?? [] });
}

/**
 * The home's first screen (carousel, categories, the first recommended goods; the side banners on desktop),
 * asked for at start-up beside the page's code (app/landing.ts) rather than after the page has rendered: the
 * largest paint is a banner of this data. The mobile home (features/home/wap) runs the same queries.
 */
export function prefetchHome(qc: QueryClient, site: "desktop" | "wap") {
  // The banners' first pictures are asked for as soon as their list is in, while the page still renders: the
  // largest paint is one of them (the carousel's first slide, or on desktop a side banner).
  const warm = (imgType: 0 | 1, n: number) =>
    qc.fetchQuery(bannersQuery(imgType)).then((d) => {
      for (const b of sortedBanners(d).slice(0, n)) {
        const img = new Image();
        img.fetchPriority = "high";
        img.src = b.imgUrl;
      }
    });
  void warm(1, 1).catch(() => undefined);
  if (site === "desktop") void warm(0, 2).catch(() => undefined);
  void qc.prefetchQuery(categoriesQuery());
  void qc.prefetchQuery(recommendNewQuery(1));
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
