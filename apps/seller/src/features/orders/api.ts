import { toast } from "@mall/ui";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { api, useToken } from "../../lib/api.ts";
import { walletKey } from "../funds/index.ts";
import { type OrderTab, statusOfTab } from "./status.ts";

const ordersKey = ["orders"] as const;
export const ORDERS_PAGE_SIZE = 10;

export type OrdersQuery = { tab: OrderTab; q: string; page: number };

/** One tab of the store's orders: a single status exactly, or all of them. */
export function useOrders(o: OrdersQuery) {
  const token = useToken();
  return useQuery({
    queryKey: [...ordersKey, token, "list", o],
    queryFn: () =>
      api.call("merchant/order!tab", {
        status: statusOfTab(o.tab),
        q: o.q || undefined,
        pageNum: o.page,
        pageSize: ORDERS_PAGE_SIZE,
      }),
    placeholderData: keepPreviousData,
    enabled: Boolean(token),
  });
}

/** Orders per status, for the tabs, the navigation badge and the dashboard (only a store has orders). */
export function useOrderCounts(enabled = true) {
  const token = useToken();
  return useQuery({
    queryKey: [...ordersKey, token, "counts"],
    queryFn: () => api.call("merchant/order!counts"),
    enabled: enabled && Boolean(token),
    refetchInterval: 60_000,
  });
}

export function useOrder(id: string | undefined) {
  const token = useToken();
  return useQuery({
    queryKey: [...ordersKey, token, "info", id],
    queryFn: () => api.call("merchant/order!info", { orderId: id ?? "" }),
    enabled: Boolean(token && id),
  });
}

/**
 * "Confirm and stock": the store buys the goods from the platform at the wholesale price, from its balance.
 * The drawer shows a refusal itself (not enough balance), so the call is silent.
 */
export function useConfirmOrder() {
  const qc = useQueryClient();
  const { t } = useTranslation("seller");
  return useMutation({
    mutationFn: (orderId: string) => api.call("merchant/order!confirm", { orderId }, { silent: true }),
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: ordersKey });
      void qc.invalidateQueries({ queryKey: walletKey });
      toast.success(t("orders.confirm.done"));
    },
  });
}
