import { toast } from "@mall/ui";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { logOutRemote } from "./api.ts";
import { endLocalSession } from "./session-flow.ts";

/**
 * Spec point 4: logout ends the server session, forgets the local data, says so and goes to /index (or `to`:
 * the mobile storefront's "me" tab).
 * The page moves first so a protected page being left does not send the visitor to /login.
 */
export function useLogout() {
  const qc = useQueryClient();
  const navigate = useNavigate();
  const { t } = useTranslation();
  return useCallback(
    async (opts: { remote?: boolean; message?: string; to?: string } = {}) => {
      if (opts.remote !== false) await logOutRemote();
      await navigate(opts.to ?? "/index");
      endLocalSession(qc);
      toast.success(opts.message ?? t("errors:logoutSuccess"));
    },
    [qc, navigate, t],
  );
}
