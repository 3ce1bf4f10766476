import type { CategoryVo, ParamsOf } from "@mall/contract";
import { keepPreviousData, type QueryClient, queryOptions, useQuery } from "@tanstack/react-query";
import { call } from "../../lib/api.ts";

const MINUTE = 60_000;

/** The visible category tree (GET only on the original API). */
const treeQuery = () =>
  queryOptions({
    queryKey: ["catalogue", "tree"],
    queryFn: () => call("category!tree", {}, { method: "GET" }),
    staleTime: 10 * MINUTE,
  });

export function useCategoryTree() {
  return useQuery(treeQuery());
}

/** The category pages' first data, asked for at start-up when one of them is where the visitor lands. */
export const prefetchCategoryTree = (qc: QueryClient) => qc.prefetchQuery(treeQuery());

/** One page of `sellerGoods!list`; the previous page stays visible while the next one loads. */
export function useGoodsList(params: ParamsOf<"sellerGoods!list">) {
  return useQuery({
    queryKey: ["catalogue", "goods", params],
    queryFn: () => call("sellerGoods!list", params),
    placeholderData: keepPreviousData,
    staleTime: MINUTE,
  });
}

/** Contract 3.1 `index!home`: the about-us text (syspara) and the announcements of the language. */
export function useSiteHome() {
  return useQuery({
    queryKey: ["catalogue", "index-home"],
    queryFn: () => call("index!home", {}),
    staleTime: 10 * MINUTE,
  });
}

/** Category ids are text on the wire, as the original sent them: a route's ?categoryId= matches with ===. */
export function findCategory(
  tree: CategoryVo[],
  categoryId: string,
): { node: CategoryVo; parent?: CategoryVo } | undefined {
  for (const top of tree) {
    if (top.categoryId === categoryId) return { node: top };
    for (const sub of top.subList ?? []) {
      if (sub.categoryId === categoryId) return { node: sub, parent: top };
    }
  }
  return undefined;
}
