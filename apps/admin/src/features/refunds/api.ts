import type { RefundQueue } from "@mall/contract";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { api } from "../../lib/api.ts";
import { PAGE_SIZE } from "../../lib/list.ts";

/** Refund requests of one queue; every page also carries how many wait (the tab badge). */
export const useRefunds = (queue: RefundQueue, q: string, page: number) =>
  useQuery({
    queryKey: ["console", "refunds", queue, q, page],
    queryFn: () =>
      api.call("console/refunds!list", {
        queue,
        q: q || undefined,
        pageNum: page,
        pageSize: PAGE_SIZE,
      }),
    placeholderData: keepPreviousData,
  });

/** How many requests wait for a decision (the navigation's badge); the smallest page the list answers. */
export const useWaitingRefunds = (enabled: boolean) =>
  useQuery({
    queryKey: ["console", "refunds", "waiting"],
    queryFn: () => api.call("console/refunds!list", { queue: "waiting", pageNum: 1, pageSize: 2 }),
    select: (d) => d.waiting,
    enabled,
    refetchInterval: 60_000,
  });
