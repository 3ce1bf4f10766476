import type { CategoryVo, GoodsVo, PageOf, CatalogueParamsOf } from "@mall/contract";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { call } from "../../lib/api.ts";

const MINUTE = 60_000;

/** The visible category tree (GET only on the original API). */
export function useCategoryTree() {
  return useQuery({
    queryKey: ["catalogue", "tree"],
    queryFn: () => call<CategoryVo[]>("category!tree", {}, { method: "GET" }),
    staleTime: 10 * MINUTE,
  });
}

/** One page of `sellerGoods!list`; the previous page stays visible while the next one loads. */
export function useGoodsList(params: CatalogueParamsOf<"sellerGoods!list">) {
  return useQuery({
    queryKey: ["catalogue", "goods", params],
    queryFn: () => call<PageOf<GoodsVo>>("sellerGoods!list", params),
    placeholderData: keepPreviousData,
    staleTime: MINUTE,
  });
}

/** Contract 3.1 `index!home`: the about-us text (syspara) and the announcements of the language. */
export type Announcement = { id?: number | string; title?: string; content?: string; createTime?: string };
export type SiteHome = { banner: string[]; service_link: string; announcement: Announcement[]; aboutus: string };

export function useSiteHome() {
  return useQuery({
    queryKey: ["catalogue", "index-home"],
    queryFn: () => call<SiteHome>("index!home", {}),
    staleTime: 10 * MINUTE,
  });
}

export function findCategory(
  tree: CategoryVo[],
  categoryId: number,
): { node: CategoryVo; parent?: CategoryVo } | undefined {
  for (const top of tree) {
    if (top.categoryId === categoryId) return { node: top };
    for (const sub of top.subList ?? []) {
      if (sub.categoryId === categoryId) return { node: sub, parent: top };
    }
  }
  return undefined;
}
