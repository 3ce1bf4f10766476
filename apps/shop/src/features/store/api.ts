import type { GoodsVo, PageOf, ParamsOf, SellerVo } from "@mall/contract";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { call } from "../../lib/api.ts";

export function useSellerInfo(sellerId: number | undefined) {
  return useQuery({
    queryKey: ["store", "info", sellerId],
    queryFn: () => {
      const params: ParamsOf<"seller!info"> = { sellerId };
      return call<SellerVo>("seller!info", params, { silent: true });
    },
    enabled: sellerId !== undefined,
    retry: false,
  });
}

/** The store's goods, or its search results when a keyword is set. */
export function useStoreGoods(
  sellerId: number,
  keyword: string,
  pageNum: number,
  sort: Partial<Record<"isNew" | "isHot" | "isPrice" | "isRec", 1 | 2>>,
  pageSize = 20,
) {
  return useQuery({
    queryKey: ["store", "goods", sellerId, keyword, pageNum, sort, pageSize],
    queryFn: () => {
      if (keyword) {
        const params: ParamsOf<"sellerGoods!searchSellerGoods"> = { sellerId, keyword, pageNum, pageSize, ...sort };
        return call<PageOf<GoodsVo>>("sellerGoods!searchSellerGoods", params);
      }
      const params: ParamsOf<"sellerGoods!list"> = { sellerId, pageNum, pageSize, ...sort };
      return call<PageOf<GoodsVo>>("sellerGoods!list", params);
    },
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}

/**
 * Follow / unfollow (focusSeller!add / del). The cached store and goods details get the new isFocus and
 * follower count so every place showing this store agrees without a refetch.
 */
export function useToggleFollow(sellerId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (follow: boolean) => call<null>(follow ? "focusSeller!add" : "focusSeller!del", { sellerId }),
    onSuccess: (_d, follow) => {
      const patch = (s: SellerVo): SellerVo => ({
        ...s,
        isFocus: follow ? 1 : 0,
        focusNum: Math.max(0, s.focusNum + (follow ? 1 : -1) * (Boolean(s.isFocus) === follow ? 0 : 1)),
      });
      qc.setQueryData<SellerVo>(["store", "info", sellerId], (s) => (s ? patch(s) : s));
      qc.setQueriesData<GoodsVo>({ queryKey: ["goods", "info"] }, (g) =>
        g?.seller && g.sellerId === sellerId ? { ...g, seller: patch(g.seller) } : g,
      );
    },
  });
}
