import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { call } from "../../lib/api.ts";

const stateKey = (key: string) => ["newsletter", "state", key] as const;

/** What an unsubscribe link says: the masked address and whether it is still subscribed. Reading changes nothing. */
export const useSubscriptionState = (key: string) =>
  useQuery({
    queryKey: stateKey(key),
    queryFn: () => call("newsletter!status", { key }, { method: "GET", silent: true }),
    enabled: key !== "",
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });

/** The page's one button: a POST (a link followed by a mail scanner is a GET, and changes nothing). */
export function useUnsubscribe(key: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => call("newsletter!unsubscribe", { key, via: "page" }, { form: true, silent: true }),
    onSuccess: (state) => qc.setQueryData(stateKey(key), state),
  });
}
