import type { ConsoleMe, Permission } from "@mall/contract";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback, useSyncExternalStore } from "react";
import { api } from "./api.ts";

export const ME_KEY = ["console", "me"] as const;

/** True while a token is stored; follows logins and logouts in other tabs too. */
export function useHasToken(): boolean {
  return useSyncExternalStore(api.token.subscribe, () => Boolean(api.token.get()));
}

/** Who is signed in and what their role lets them do. */
export function useMe() {
  const hasToken = useHasToken();
  return useQuery({
    queryKey: ME_KEY,
    queryFn: () => api.call("console/auth!me"),
    enabled: hasToken,
    staleTime: 60_000,
  });
}

export const can = (me: ConsoleMe | undefined, p: Permission): boolean => Boolean(me?.permissions.includes(p));

export function useLogin() {
  const qc = useQueryClient();
  return useCallback(
    async (username: string, password: string) => {
      const r = await api.call("console/auth!login", { username, password }, { silent: true });
      const { token, ...me } = r;
      qc.clear();
      qc.setQueryData(ME_KEY, me);
      api.token.set(token);
      return me;
    },
    [qc],
  );
}

export function useLogout() {
  const qc = useQueryClient();
  return useCallback(async () => {
    await api.call("console/auth!logout", {}, { silent: true }).catch(() => undefined);
    api.token.set(null);
    qc.clear();
  }, [qc]);
}
