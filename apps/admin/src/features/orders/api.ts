import type { ConsoleOrder, ConsoleOrderDetail, PageOf } from "@mall/contract";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../app/api.ts";
import { PAGE_SIZE } from "../../app/list.ts";
import { type OrderTab, tabQuery } from "./tabs.ts";

const ORDERS = ["console", "orders"] as const;

/** One tab's page; "awaiting seller" has its own read (the shared list reads status 1 as paid or confirmed). */
const fetchTab = (tab: OrderTab, q: string, pageNum: number, pageSize: number) => {
  const { action, status } = tabQuery(tab);
  return api.call<PageOf<ConsoleOrder>>(action, { status, q: q || undefined, pageNum, pageSize });
};

export const useOrders = (tab: OrderTab, q: string, page: number) =>
  useQuery({
    queryKey: [...ORDERS, "list", tab, q, page],
    queryFn: () => fetchTab(tab, q, page, PAGE_SIZE),
    placeholderData: keepPreviousData,
  });

/**
 * How many orders a work-queue tab holds (one-row page; the total is what is read). The navigation's badge
 * shares this cache, so a shipment updates both; it polls so a queue filled by sellers shows up.
 */
export const useOrderCount = (tab: OrderTab, enabled = true) =>
  useQuery({
    queryKey: [...ORDERS, "count", tab],
    queryFn: () => fetchTab(tab, "", 1, 1),
    select: (d) => d.pageInfo.totalElements,
    enabled,
    refetchInterval: 60_000,
  });

export const useOrder = (id: string | undefined) =>
  useQuery({
    queryKey: [...ORDERS, "detail", id],
    queryFn: () => api.call<ConsoleOrderDetail>("console/orders!info", { orderId: id }),
    enabled: id !== undefined,
  });

/** Writes refresh every order list, count and detail, the refund queue and the audit log. */
function useOrderWrite<P extends Record<string, string | number>>(action: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (params: P) => api.call<null>(action, params, { silent: true }),
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: ORDERS });
      void qc.invalidateQueries({ queryKey: ["console", "refunds"] });
      void qc.invalidateQueries({ queryKey: ["console", "audit"] });
    },
  });
}

export const useShip = () =>
  useOrderWrite<{ orderId: string; provider: string; trackingNo: string }>("console/orders!ship");
export const useManualRefund = () => useOrderWrite<{ orderId: string; remark: string }>("console/orders!refund");
export const useDecideRefund = () =>
  useOrderWrite<{ orderId: string; approve: 0 | 1; remark: string }>("console/orders!decideRefund");
