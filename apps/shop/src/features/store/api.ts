import type { GoodsVo, SellerVo } from "@mall/contract";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { ApiError, call } from "../../lib/api.ts";
import { useSession } from "../../lib/session.ts";

/** Keyed by the session too: isFocus is per user, and this page stays cached across a login. */
export function useSellerInfo(sellerId: string | undefined) {
  const { token } = useSession();
  return useQuery({
    queryKey: ["store", "info", sellerId, token],
    queryFn: () => call("seller!info", { sellerId }, { silent: true }),
    enabled: sellerId !== undefined,
    retry: false,
  });
}

/** The store's goods, or its search results when a keyword is set. */
export function useStoreGoods(
  sellerId: string,
  keyword: string,
  pageNum: number,
  sort: Partial<Record<"isNew" | "isHot" | "isPrice" | "isRec", 1 | 2>>,
  pageSize = 20,
) {
  return useQuery({
    queryKey: ["store", "goods", sellerId, keyword, pageNum, sort, pageSize],
    queryFn: () => {
      const page = { sellerId, pageNum, pageSize, ...sort };
      return keyword ? call("sellerGoods!searchSellerGoods", { ...page, keyword }) : call("sellerGoods!list", page);
    },
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}

/**
 * Follow / unfollow (focusSeller!add / del). The cached store and goods details get the new isFocus and
 * follower count so every place showing this store agrees without a refetch.
 */
export function useToggleFollow(sellerId: string) {
  const qc = useQueryClient();
  const apply = (follow: boolean) => {
    const patch = (s: SellerVo): SellerVo => ({
      ...s,
      isFocus: follow ? 1 : 0,
      focusNum: Math.max(0, s.focusNum + (follow ? 1 : -1) * (Boolean(s.isFocus) === follow ? 0 : 1)),
    });
    qc.setQueriesData<SellerVo>({ queryKey: ["store", "info", sellerId] }, (s) => (s ? patch(s) : s));
    qc.setQueriesData<GoodsVo>({ queryKey: ["goods", "info"] }, (g) =>
      g?.seller && g.sellerId === sellerId ? { ...g, seller: patch(g.seller) } : g,
    );
  };
  return useMutation({
    mutationFn: (follow: boolean) => call(follow ? "focusSeller!add" : "focusSeller!del", { sellerId }),
    onSuccess: (_d, follow) => apply(follow),
    // "请勿重复添加": already followed (in another tab, say), so show it as followed.
    onError: (e) => {
      if (e instanceof ApiError && e.key === "duplicateAdd") apply(true);
    },
  });
}
