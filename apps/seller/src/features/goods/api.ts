import type { ParamsOf } from "@mall/contract";
import { toast } from "@mall/ui";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { api, useToken } from "../../lib/api.ts";
import { meKey } from "../auth/index.ts";

const goodsKey = ["goods"] as const;
const catalogueKey = ["catalogue"] as const;

export type ListingQuery = { keyword: string; shelf: "all" | "on" | "off"; page: number };
export const LISTING_PAGE_SIZE = 10;

/** The store's listings (`merchant/goods!list`). */
export function useListings(q: ListingQuery) {
  const token = useToken();
  return useQuery({
    queryKey: [...goodsKey, token, q],
    queryFn: () =>
      api.call("merchant/goods!list", {
        keyword: q.keyword || undefined,
        shelf: q.shelf === "all" ? undefined : q.shelf === "on" ? 1 : 0,
        pageNum: q.page,
        pageSize: LISTING_PAGE_SIZE,
      }),
    placeholderData: keepPreviousData,
    enabled: Boolean(token),
  });
}

export type CatalogueQuery = { keyword: string; categoryId: number | undefined; page: number };

/** Platform goods to pick from (`merchant/goods!catalogue`), 20 a page. */
export function useCatalogue(q: CatalogueQuery) {
  const token = useToken();
  return useQuery({
    queryKey: [...catalogueKey, token, q],
    queryFn: () =>
      api.call("merchant/goods!catalogue", {
        keyword: q.keyword || undefined,
        categoryId: q.categoryId,
        pageNum: q.page,
      }),
    placeholderData: keepPreviousData,
    enabled: Boolean(token),
  });
}

/** The shop's category tree, for the picker's filter. */
export const useCategories = () =>
  useQuery({
    queryKey: ["site", "categories"],
    queryFn: () => api.call("category!tree", {}, { method: "GET", silent: true }),
    staleTime: 600_000,
  });

/** A change to the store's listings also changes the dashboard's on-shelf count and the picker's badges. */
function useListingsChanged() {
  const qc = useQueryClient();
  return () => {
    void qc.invalidateQueries({ queryKey: goodsKey });
    void qc.invalidateQueries({ queryKey: catalogueKey });
    void qc.invalidateQueries({ queryKey: meKey });
  };
}

/** Lists a platform goods; the form shows a refusal itself (silent). */
export function useAddListing() {
  const changed = useListingsChanged();
  return useMutation({
    mutationFn: (p: ParamsOf<"merchant/goods!add">) => api.call("merchant/goods!add", p, { silent: true }),
    onSuccess: changed,
  });
}

export function useUpdateListing() {
  const changed = useListingsChanged();
  const { t } = useTranslation("seller");
  return useMutation({
    mutationFn: (p: ParamsOf<"merchant/goods!update">) => api.call("merchant/goods!update", p, { silent: true }),
    onSuccess: () => {
      changed();
      toast.success(t("goods.edit.saved"));
    },
  });
}

/** On or off the shelf, one listing or a batch. */
export function useSetShelf() {
  const changed = useListingsChanged();
  const { t } = useTranslation("seller");
  return useMutation({
    mutationFn: (p: { ids: number[]; onShelf: boolean }) =>
      api.call("merchant/goods!shelf", { ids: p.ids.join(","), isShelf: p.onShelf ? 1 : 0 }),
    onSuccess: (_r, p) => {
      changed();
      toast.success(t(p.onShelf ? "goods.shelf.putOn" : "goods.shelf.takenOff", { n: p.ids.length }));
    },
  });
}
