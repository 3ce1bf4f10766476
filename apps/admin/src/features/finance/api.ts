import type { ParamsOf } from "@mall/contract";
import { keepPreviousData, skipToken, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../lib/api.ts";

const RECORDS_PAGE = 10;

export const useLedgerCheck = () =>
  useQuery({
    queryKey: ["console", "ledger", "check"],
    queryFn: () => api.call("console/ledger!check"),
    // A full scan of the ledger: run on opening the page and on demand, not on every focus.
    refetchOnWindowFocus: false,
    staleTime: 30_000,
  });

export const useWallet = (partyId: number | undefined, page: number) =>
  useQuery({
    queryKey: ["console", "wallet", partyId, page],
    queryFn:
      partyId === undefined
        ? skipToken
        : () => api.call("console/wallet!get", { partyId, pageNum: page, pageSize: RECORDS_PAGE }),
    placeholderData: keepPreviousData,
  });
export { RECORDS_PAGE };

/**
 * A credit by hand. `requestId` is drawn once per confirmed form: a double click, or a retry after a lost
 * answer, sends the same id and the server credits once.
 */
export function useGrant() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (p: ParamsOf<"console/wallet!grant">) => api.call("console/wallet!grant", p, { silent: true }),
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: ["console", "wallet"] });
      void qc.invalidateQueries({ queryKey: ["console", "ledger"] });
      void qc.invalidateQueries({ queryKey: ["console", "users"] });
      void qc.invalidateQueries({ queryKey: ["console", "user"] });
      void qc.invalidateQueries({ queryKey: ["console", "audit"] });
    },
  });
}

/** 32 random hex digits (crypto.getRandomValues works on plain http too, unlike randomUUID). */
export const newRequestId = (): string =>
  Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, "0")).join("");
