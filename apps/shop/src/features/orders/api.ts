import type { ParamsOf, ReviewLine } from "@mall/contract";
import { useInfiniteQuery, useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { call } from "../../lib/api.ts";
import { useSession } from "../../lib/session.ts";

/**
 * The buyer's order calls (contract 3.4 and 3.7). Pages show failures themselves, so every call is silent.
 * Query keys carry the session token: another login never sees this buyer's orders. Orders change behind
 * the page's back (seller, staff, scheduler), so they are read fresh each time a page shows.
 */
const quiet = { silent: true } as const;
const writes = { form: true, silent: true } as const;
const FRESH = { staleTime: 0, refetchOnMount: "always" } as const;
export const ORDER_PAGE_SIZE = 20;

export function useOrders(filter: { status?: number; statuses?: string }, pageNum: number) {
  const { token } = useSession();
  const { status, statuses } = filter;
  return useQuery({
    queryKey: ["orders", token, "list", status ?? "all", statuses ?? "", pageNum],
    queryFn: () => call("order!listMain", { status, statuses, pageNum, pageSize: ORDER_PAGE_SIZE }, quiet),
    enabled: Boolean(token),
    placeholderData: (prev) => prev,
    ...FRESH,
  });
}

/** The same list page after page, for a list that grows as it scrolls (the mobile storefront's). */
export function useOrderPages(filter: { status?: number; statuses?: string }) {
  const { token } = useSession();
  const { status, statuses } = filter;
  return useInfiniteQuery({
    queryKey: ["orders", token, "pages", status ?? "all", statuses ?? ""],
    initialPageParam: 1,
    queryFn: ({ pageParam }) =>
      call("order!listMain", { status, statuses, pageNum: pageParam, pageSize: ORDER_PAGE_SIZE }, quiet),
    getNextPageParam: (last) =>
      last.pageInfo.pageNum < last.pageInfo.totalPage ? last.pageInfo.pageNum + 1 : undefined,
    enabled: Boolean(token),
    ...FRESH,
  });
}

export function useOrderInfo(orderId: string) {
  const { token } = useSession();
  return useQuery({
    queryKey: ["orders", token, "info", orderId],
    queryFn: () => call("order!info", { orderId, type: "1" }, quiet),
    select: (d) => d.orderInfo,
    enabled: Boolean(token) && orderId !== "",
    retry: false,
    ...FRESH,
  });
}

export function useOrderGoods(orderId: string) {
  const { token } = useSession();
  return useQuery({
    queryKey: ["orders", token, "goods", orderId],
    queryFn: () => call("order!listGoods", { orderId, pageNum: 1, pageSize: 100 }, quiet),
    select: (d) => d.pageList,
    enabled: Boolean(token) && orderId !== "",
    retry: false,
    ...FRESH,
  });
}

export function useOrderLogs(orderId: string) {
  const { token } = useSession();
  return useQuery({
    queryKey: ["orders", token, "logs", orderId],
    queryFn: () => call("orderLog!list", { orderId }, quiet),
    enabled: Boolean(token) && orderId !== "",
    retry: false,
    ...FRESH,
  });
}

/** After any change to an order every cached view of orders (and the balance) is stale. */
export function useOrdersChanged() {
  const qc = useQueryClient();
  return useCallback(async () => {
    void qc.invalidateQueries({ queryKey: ["wallet"] });
    await qc.invalidateQueries({ queryKey: ["orders"] });
  }, [qc]);
}

export const cancelOrder = (orderId: string, returnReason: number) =>
  call("order!cancel", { orderId, returnReason }, writes);

export const remindOrder = (orderId: string) => call("order!remind", { orderId }, writes);

export const confirmReceipt = (orderId: string) => call("order!receipt", { orderId }, writes);

/** The remark is free text: a form body, never the URL. */
export const requestRefund = (p: ParamsOf<"order!returns">) => call("order!returns", p, writes);

/** evaluation!addList: token and lang in the query, the reviews as a JSON body (contract 2.2). */
export const submitReviews = (orderId: string, evaluationAdds: ReviewLine[]) =>
  call("evaluation!addList", { orderId, evaluationAdds }, { json: true, silent: true });
