import type { ParamsOf, StoreApplicationStatus } from "@mall/contract";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../lib/api.ts";
import { PAGE_SIZE } from "../../lib/list.ts";

export const useApplications = (status: StoreApplicationStatus, page: number) =>
  useQuery({
    queryKey: ["console", "applications", status, page],
    queryFn: () => api.call("console/stores!applications", { status, pageNum: page, pageSize: PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });

/** Counts for the tab labels (one small page each; the total is what is read). */
export const useApplicationCount = (status: StoreApplicationStatus) =>
  useQuery({
    queryKey: ["console", "applications", status, "count"],
    queryFn: () => api.call("console/stores!applications", { status, pageNum: 1, pageSize: 2 }),
    select: (d) => d.pageInfo.totalElements,
  });

/** A decision changes the queues and writes an audit row. */
function useReviewed() {
  const qc = useQueryClient();
  return () => {
    void qc.invalidateQueries({ queryKey: ["console", "applications"] });
    void qc.invalidateQueries({ queryKey: ["console", "audit"] });
  };
}

export function useApprove() {
  const onSuccess = useReviewed();
  return useMutation({
    mutationFn: (p: ParamsOf<"console/stores!approve">) => api.call("console/stores!approve", p, { silent: true }),
    onSuccess,
  });
}

export function useReject() {
  const onSuccess = useReviewed();
  return useMutation({
    mutationFn: (p: ParamsOf<"console/stores!reject">) => api.call("console/stores!reject", p, { silent: true }),
    onSuccess,
  });
}
