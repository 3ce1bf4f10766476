import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../lib/api.ts";
import { ME_KEY } from "../../lib/session.ts";

export const ROLES_KEY = ["console", "roles"] as const;

export const useRoles = () => useQuery({ queryKey: ROLES_KEY, queryFn: () => api.call("console/roles!list") });

/** Writes refresh the roles, staff (role names), the audit log and the signed-in staff member's own rights. */
function useRoleWrite<P>(run: (p: P) => Promise<unknown>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: ROLES_KEY });
      void qc.invalidateQueries({ queryKey: ["console", "staff"] });
      void qc.invalidateQueries({ queryKey: ["console", "audit"] });
      void qc.invalidateQueries({ queryKey: ME_KEY });
    },
  });
}

const perms = (list: string[]) => list.join(",");

export const useCreateRole = () =>
  useRoleWrite((p: { name: string; permissions: string[] }) =>
    api.call("console/roles!create", { name: p.name, permissions: perms(p.permissions) }, { silent: true }),
  );

/** Edit = rename when the name changed, then new permissions when they changed. */
export const useEditRole = () =>
  useRoleWrite(async (p: { id: number; name?: string; permissions?: string[] }) => {
    if (p.name !== undefined) await api.call("console/roles!rename", { id: p.id, name: p.name }, { silent: true });
    if (p.permissions !== undefined) {
      await api.call("console/roles!update", { id: p.id, permissions: perms(p.permissions) }, { silent: true });
    }
  });

export const useDeleteRole = () =>
  useRoleWrite((id: number) => api.call("console/roles!delete", { id }, { silent: true }));
