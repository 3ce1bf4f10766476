import type { ParamsOf } from "@mall/contract";
import { toast } from "@mall/ui";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { api, useToken } from "../../lib/api.ts";
import { meKey } from "../auth/index.ts";

const storeKey = ["store"] as const;

/** The seller's own store profile (only once the application is approved). */
export const useStore = (enabled = true) => {
  const token = useToken();
  return useQuery({
    queryKey: [...storeKey, token],
    queryFn: () => api.call("merchant/store!get", {}, { silent: true }),
    enabled: enabled && Boolean(token),
  });
};

export function useUpdateStore() {
  const qc = useQueryClient();
  const { t } = useTranslation("seller");
  return useMutation({
    mutationFn: (p: ParamsOf<"merchant/store!update">) => api.call("merchant/store!update", p),
    onSuccess: (saved) => {
      qc.setQueriesData({ queryKey: storeKey }, saved);
      void qc.invalidateQueries({ queryKey: meKey });
      toast.success(t("store.saved"));
    },
  });
}

/** A logo or banner picture: stored by the server, answered with its URL (contract 3.10). */
/** Silent: the picture field shows the refusal under itself instead of a toast. */
export const useUpload = () => useMutation({ mutationFn: (file: File) => api.upload(file, "store", { silent: true }) });
