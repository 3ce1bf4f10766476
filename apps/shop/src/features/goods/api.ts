import { type GoodsVo, MAX_BUY_DEFAULT, type ParamsOf } from "@mall/contract";
import {
  keepPreviousData,
  type QueryClient,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from "@tanstack/react-query";
import { useEffect } from "react";
import { ApiError, call } from "../../lib/api.ts";
import { useAfterFirstPaint } from "../../lib/first-paint.ts";
import { KEYS, storage } from "../../lib/storage.ts";
import { useSyspara } from "../site/index.ts";

const infoQuery = (sellerGoodsId: string | undefined) =>
  queryOptions({
    queryKey: ["goods", "info", sellerGoodsId],
    queryFn: () => call("sellerGoods!info", { sellerGoodsId: sellerGoodsId ?? "" }, { silent: true }),
    retry: false,
  });

/**
 * When the product page is where the visitor lands, its details are asked for at start-up beside the page's
 * code (app/landing.ts). That answer is this opening's fetch: the page takes it without asking again (which
 * would also count the view twice) for the few seconds it takes the page to appear.
 */
const OPENING_MS = 5_000;
const fetchedAtStart = new Map<string, number>();

export function prefetchGoodsInfo(qc: QueryClient, sellerGoodsId: string) {
  return qc.prefetchQuery({ ...infoQuery(sellerGoodsId), gcTime: OPENING_MS }).then(() => {
    if (qc.getQueryState(infoQuery(sellerGoodsId).queryKey)?.status === "success") {
      fetchedAtStart.set(sellerGoodsId, Date.now());
    }
  });
}

/** Product details are not cached (spec point 2): always refetched when the page opens. */
export function useGoodsInfo(sellerGoodsId: string | undefined) {
  return useQuery({
    ...infoQuery(sellerGoodsId),
    enabled: sellerGoodsId !== undefined,
    staleTime: () => {
      const at = sellerGoodsId === undefined ? undefined : fetchedAtStart.get(sellerGoodsId);
      return at !== undefined && Date.now() - at < OPENING_MS ? OPENING_MS : 0;
    },
    gcTime: 0,
  });
}

export function useEvaluationCounts(sellerGoodsId: string) {
  return useQuery({
    queryKey: ["goods", "evaluation-count", sellerGoodsId],
    queryFn: () => call("evaluation!countType", { goodId: sellerGoodsId }),
  });
}

/** evaluationType 1 good, 2 medium, 3 bad, 4 with pictures; undefined = all. */
export function useEvaluations(
  sellerGoodsId: string,
  evaluationType: 1 | 2 | 3 | 4 | undefined,
  pageNum: number,
  pageSize = 10,
) {
  const params: ParamsOf<"evaluation!list"> = { sellerGoodsId, evaluationType, pageNum, pageSize };
  return useQuery({
    queryKey: ["goods", "evaluations", params],
    queryFn: () => call("evaluation!list", params),
    placeholderData: keepPreviousData,
  });
}

/** "You may also like": other goods of the same category. */
/** The product page's "you may also like": asked for once the page's first screen is painted. */
export function useSimilarGoods(categoryId: string | undefined, excludeId: string) {
  const params: ParamsOf<"sellerGoods!list"> = { categoryId, pageNum: 1, pageSize: 13, isHot: 2 };
  const painted = useAfterFirstPaint();
  return useQuery({
    queryKey: ["goods", "similar", params],
    queryFn: () => call("sellerGoods!list", params),
    enabled: painted && categoryId !== undefined,
    select: (d) => (d.pageList ?? []).filter((g) => g.id !== excludeId).slice(0, 12),
    staleTime: 60_000,
  });
}

/** Syspara mall_max_goods_number_in_order, remembered as localStorage `maxBuy` like the original. */
export function useMaxBuy(): number {
  const value = useSyspara("mall_max_goods_number_in_order").data;
  useEffect(() => {
    if (value) storage.set(KEYS.maxBuy, value);
  }, [value]);
  const n = Number.parseInt(value ?? storage.get(KEYS.maxBuy) ?? "", 10);
  return Number.isFinite(n) && n > 0 ? n : MAX_BUY_DEFAULT;
}

/** Favourite on/off (keepGoods!add / del); the detail's isKeep is updated in place. */
export function useToggleFavourite(sellerGoodsId: string) {
  const qc = useQueryClient();
  const apply = (keep: boolean) =>
    qc.setQueryData<GoodsVo>(["goods", "info", sellerGoodsId], (g) => (g ? { ...g, isKeep: keep ? 1 : 0 } : g));
  return useMutation({
    mutationFn: (keep: boolean) => call(keep ? "keepGoods!add" : "keepGoods!del", { sellerGoodsId }),
    onSuccess: (_d, keep) => apply(keep),
    // "请勿重复添加": it was a favourite already (another tab), so show it as one.
    onError: (e) => {
      if (e instanceof ApiError && e.key === "duplicateAdd") apply(true);
    },
  });
}
