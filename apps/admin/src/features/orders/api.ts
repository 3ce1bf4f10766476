import type { ParamsOf } from "@mall/contract";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../lib/api.ts";
import { PAGE_SIZE } from "../../lib/list.ts";
import { type OrderTab, tabStatus } from "./tabs.ts";

const ORDERS = ["console", "orders"] as const;

/** One tab's page; "awaiting seller" has its own read (the shared list reads status 1 as paid or confirmed). */
const fetchTab = (tab: OrderTab, q: string, pageNum: number, pageSize: number) => {
  const page = { q: q || undefined, pageNum, pageSize };
  return tab === "awaitingSeller"
    ? api.call("console/orders!awaitingSeller", page)
    : api.call("console/orders!list", { ...page, status: tabStatus(tab) });
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
    queryFn: () => api.call("console/orders!info", { orderId: id ?? "" }),
    enabled: id !== undefined,
  });

/** Writes refresh every order list, count and detail, the refund queue and the audit log. */
function useOrdersChanged() {
  const qc = useQueryClient();
  return () => {
    void qc.invalidateQueries({ queryKey: ORDERS });
    void qc.invalidateQueries({ queryKey: ["console", "refunds"] });
    void qc.invalidateQueries({ queryKey: ["console", "audit"] });
  };
}

/** The dialogs show a refusal themselves, so the writes are silent. */
const quiet = { silent: true } as const;

export const useShip = () =>
  useMutation({
    mutationFn: (p: ParamsOf<"console/orders!ship">) => api.call("console/orders!ship", p, quiet),
    onSuccess: useOrdersChanged(),
  });
export const useManualRefund = () =>
  useMutation({
    mutationFn: (p: ParamsOf<"console/orders!refund">) => api.call("console/orders!refund", p, quiet),
    onSuccess: useOrdersChanged(),
  });
/** Refund approval: approve 1 pays the buyer back, 0 refuses (a remark is then required by the dialog). */
export const useDecideRefund = () =>
  useMutation({
    mutationFn: (p: ParamsOf<"console/orders!decideRefund">) => api.call("console/orders!decideRefund", p, quiet),
    onSuccess: useOrdersChanged(),
  });
