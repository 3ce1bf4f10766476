import type { PageOf, StaffAccount } from "@mall/contract";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../app/api.ts";
import { PAGE_SIZE } from "../../app/list.ts";
import { ME_KEY } from "../../app/session.ts";

export const useStaff = (page: number) =>
  useQuery({
    queryKey: ["console", "staff", page],
    queryFn: () => api.call<PageOf<StaffAccount>>("console/staff!list", { pageNum: page, pageSize: PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });

function useStaffWrite<P extends Record<string, string | number>>(action: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (params: P) => api.call<unknown>(action, params, { silent: true }),
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: ["console", "staff"] });
      void qc.invalidateQueries({ queryKey: ["console", "roles"] });
      void qc.invalidateQueries({ queryKey: ["console", "audit"] });
      void qc.invalidateQueries({ queryKey: ME_KEY });
    },
  });
}

export const useCreateStaff = () =>
  useStaffWrite<{ username: string; password: string; roleId: number }>("console/staff!create");
export const useSetStaffRole = () => useStaffWrite<{ id: number; roleId: number }>("console/staff!setRole");
