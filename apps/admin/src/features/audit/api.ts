import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { api } from "../../lib/api.ts";
import { PAGE_SIZE } from "../../lib/list.ts";

export type AuditFilters = { staffId: string; action: string };

export const useAudit = (f: AuditFilters, page: number) =>
  useQuery({
    queryKey: ["console", "audit", f, page],
    queryFn: () =>
      api.call("console/audit!list", {
        staffId: f.staffId || undefined,
        action: f.action || undefined,
        pageNum: page,
        pageSize: PAGE_SIZE,
      }),
    placeholderData: keepPreviousData,
  });
