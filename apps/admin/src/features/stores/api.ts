import type { ApplicationStatus, PageOf, StoreApplication } from "@mall/contract";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../app/api.ts";
import { PAGE_SIZE } from "../../app/list.ts";

export const useApplications = (status: ApplicationStatus, page: number) =>
  useQuery({
    queryKey: ["console", "applications", status, page],
    queryFn: () =>
      api.call<PageOf<StoreApplication>>("console/stores!applications", { status, pageNum: page, pageSize: PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });

/** Counts for the tab labels (one small page each; the total is what is read). */
export const useApplicationCount = (status: ApplicationStatus) =>
  useQuery({
    queryKey: ["console", "applications", status, "count"],
    queryFn: () =>
      api.call<PageOf<StoreApplication>>("console/stores!applications", { status, pageNum: 1, pageSize: 2 }),
    select: (d) => d.pageInfo.totalElements,
  });

function useReview<P extends Record<string, string | number>>(action: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (params: P) => api.call<{ id: number }>(action, params, { silent: true }),
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: ["console", "applications"] });
      void qc.invalidateQueries({ queryKey: ["console", "audit"] });
    },
  });
}

export const useApprove = () => useReview<{ id: number }>("console/stores!approve");
export const useReject = () => useReview<{ id: number; reason: string }>("console/stores!reject");
