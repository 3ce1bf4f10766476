import type { ParamsOf } from "@mall/contract";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../lib/api.ts";
import { PAGE_SIZE } from "../../lib/list.ts";
import { ME_KEY } from "../../lib/session.ts";

export const useStaff = (page: number) =>
  useQuery({
    queryKey: ["console", "staff", page],
    queryFn: () => api.call("console/staff!list", { pageNum: page, pageSize: PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });

/** Staff writes refresh the staff list, the roles (holder counts), the audit log and one's own rights. */
function useStaffChanged() {
  const qc = useQueryClient();
  return () => {
    void qc.invalidateQueries({ queryKey: ["console", "staff"] });
    void qc.invalidateQueries({ queryKey: ["console", "roles"] });
    void qc.invalidateQueries({ queryKey: ["console", "audit"] });
    void qc.invalidateQueries({ queryKey: ME_KEY });
  };
}

export function useCreateStaff() {
  const onSuccess = useStaffChanged();
  return useMutation({
    mutationFn: (p: ParamsOf<"console/staff!create">) => api.call("console/staff!create", p, { silent: true }),
    onSuccess,
  });
}

export function useSetStaffRole() {
  const onSuccess = useStaffChanged();
  return useMutation({
    mutationFn: (p: ParamsOf<"console/staff!setRole">) => api.call("console/staff!setRole", p, { silent: true }),
    onSuccess,
  });
}
