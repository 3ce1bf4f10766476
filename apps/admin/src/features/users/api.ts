import { keepPreviousData, skipToken, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../lib/api.ts";
import { PAGE_SIZE } from "../../lib/list.ts";

export type UserFilters = { q: string; role: string; enabled: string };

/** `enabled` false keeps the query idle (the finance page's finder before anything is typed). */
export const useUsers = (f: UserFilters, page: number, enabled = true) =>
  useQuery({
    enabled,
    queryKey: ["console", "users", f, page],
    queryFn: () =>
      api.call("console/users!list", {
        q: f.q || undefined,
        role: f.role || undefined,
        enabled: f.enabled || undefined,
        pageNum: page,
        pageSize: PAGE_SIZE,
      }),
    placeholderData: keepPreviousData,
  });

export const useUser = (id: number | undefined) =>
  useQuery({
    queryKey: ["console", "user", id],
    queryFn: id === undefined ? skipToken : () => api.call("console/users!get", { id }),
  });

/** Disable or enable; the list and the open drawer refresh afterwards. */
export function useSetEnabled() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, enabled }: { id: number; enabled: boolean }) =>
      api.call(enabled ? "console/users!enable" : "console/users!disable", { id }, { silent: true }),
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: ["console", "users"] });
      void qc.invalidateQueries({ queryKey: ["console", "user"] });
      void qc.invalidateQueries({ queryKey: ["console", "audit"] });
    },
  });
}
