import type { LoginResult, MerchantMe } from "@mall/contract";
import { type Params, toast } from "@mall/ui";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { api, useToken } from "../../lib/api.ts";

export const meKey = ["me"] as const;

/** Who is signed in, the application's state and, once approved, the store summary. */
export const useMe = () => {
  const token = useToken();
  return useQuery({
    queryKey: [...meKey, token],
    queryFn: () => api.call<MerchantMe>("merchant/account!me"),
    enabled: Boolean(token),
  });
};

/** Sign-up and login both answer with a session; the form shows failures itself (silent). */
function useSessionStart(action: string) {
  const qc = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: (params: Params) => api.call<LoginResult>(action, params, { silent: true }),
    onSuccess: (r) => {
      qc.removeQueries({ queryKey: meKey });
      api.token.set(r.token);
      navigate("/dashboard", { replace: true });
    },
  });
}

export const useSignup = () => useSessionStart("merchant/account!signup");
export const useLogin = () => useSessionStart("merchant/account!login");

export function useLogout() {
  const qc = useQueryClient();
  const navigate = useNavigate();
  const { t } = useTranslation("seller");
  return useMutation({
    // Logging out works even when the server cannot be reached: the token is forgotten here regardless.
    mutationFn: () => api.call<null>("merchant/account!logout", {}, { silent: true }).catch(() => null),
    onSettled: () => {
      api.token.set(null);
      qc.removeQueries({ predicate: (q) => q.queryKey[0] !== "site" });
      toast.success(t("session.loggedOut"));
      navigate("/login", { replace: true });
    },
  });
}
