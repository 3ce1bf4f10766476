import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { call } from "../../lib/api.ts";
import { useSession } from "../../lib/session.ts";

/**
 * The draw page's calls (activity/lottery!*). Pages show failures themselves, so calls are silent. Query keys
 * start with "lottery"; the caller's own draws also carry the session token, so another login never sees them.
 */
const quiet = { silent: true } as const;

/** The activity: its prizes and odds, the seed's hash, the seed once revealed. */
export const useLotteryDetail = (id: number | undefined) =>
  useQuery({
    queryKey: ["lottery", "detail", id],
    queryFn: () => call("activity/lottery!detail", { id: id ?? 0 }, { method: "GET", ...quiet }),
    enabled: id !== undefined,
    retry: false,
    // Stock goes down and the activity closes while the page is open.
    refetchInterval: 60_000,
  });

/** The caller's draws and what is left of today's (signed-in visitors only). */
export function useMyDraws(id: number | undefined) {
  const { token } = useSession();
  return useQuery({
    queryKey: ["lottery", "mine", token, id],
    queryFn: () => call("activity/lottery!mine", { id: id ?? 0 }, { method: "GET", ...quiet }),
    enabled: id !== undefined && Boolean(token),
    retry: false,
  });
}

/**
 * A draw. The key is made once per press of the button and sent again on a retry, so a retried request gets
 * the same draw back instead of a second one.
 */
export function useDraw(id: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (requestId: string) => call("activity/lottery!draw", { id, requestId }, { form: true, ...quiet }),
    retry: (failures, e) => failures < 2 && (e as { code?: string }).code === "1" && isNetwork(e),
    onSettled: () => {
      void qc.invalidateQueries({ queryKey: ["lottery"] });
      // A cash prize lands in the wallet.
      void qc.invalidateQueries({ queryKey: ["wallet"] });
    },
  });
}

const isNetwork = (e: unknown) => (e as { key?: string }).key === "networkError";

/** A fresh key for one press of the draw button. */
export const newRequestId = (): string =>
  typeof crypto.randomUUID === "function"
    ? crypto.randomUUID()
    : Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, "0")).join("");
