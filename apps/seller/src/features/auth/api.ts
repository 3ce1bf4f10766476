import type { LoginResult, ParamsOf } from "@mall/contract";
import { toast } from "@mall/ui";
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
    queryFn: () => api.call("merchant/account!me"),
    enabled: Boolean(token),
  });
};

/** Sign-up and login both answer with a session, and go on to the dashboard. */
function useSessionStarted() {
  const qc = useQueryClient();
  const navigate = useNavigate();
  return (r: LoginResult) => {
    qc.removeQueries({ queryKey: meKey });
    api.token.set(r.token);
    navigate("/dashboard", { replace: true });
  };
}

/** The forms show failures themselves (silent). */
export function useSignup() {
  const onSuccess = useSessionStarted();
  return useMutation({
    mutationFn: (p: ParamsOf<"merchant/account!signup">) => api.call("merchant/account!signup", p, { silent: true }),
    onSuccess,
  });
}

export function useLogin() {
  const onSuccess = useSessionStarted();
  return useMutation({
    mutationFn: (p: ParamsOf<"merchant/account!login">) => api.call("merchant/account!login", p, { silent: true }),
    onSuccess,
  });
}

export function useLogout() {
  const qc = useQueryClient();
  const navigate = useNavigate();
  const { t } = useTranslation("seller");
  return useMutation({
    // Logging out works even when the server cannot be reached: the token is forgotten here regardless.
    mutationFn: () => api.call("merchant/account!logout", {}, { silent: true }).catch(() => null),
    onSettled: () => {
      api.token.set(null);
      qc.removeQueries({ predicate: (q) => q.queryKey[0] !== "site" });
      toast.success(t("session.loggedOut"));
      navigate("/login", { replace: true });
    },
  });
}
