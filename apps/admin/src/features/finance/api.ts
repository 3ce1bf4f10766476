import type { ParamsOf } from "@mall/contract";
import { keepPreviousData, skipToken, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../lib/api.ts";
import { PAGE_SIZE } from "../../lib/list.ts";

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

// ---- The books: channels, settings, the ledger explorer, reconciliation

const BOOKS = ["console", "ledger"] as const;

export const useChannels = () =>
  useQuery({ queryKey: ["console", "wallet-channels"], queryFn: () => api.call("console/wallet-channel!list") });

export function useSaveChannel() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (p: ParamsOf<"console/wallet-channel!save">) =>
      api.call("console/wallet-channel!save", p, { silent: true }),
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: ["console", "wallet-channels"] });
      void qc.invalidateQueries({ queryKey: ["console", "audit"] });
    },
  });
}

export const useWalletSettings = () =>
  useQuery({ queryKey: ["console", "wallet-settings"], queryFn: () => api.call("console/wallet-settings!get") });

/** Saves one setting (the server takes one code at a time). */
export function useSaveSetting() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (p: ParamsOf<"console/wallet-settings!save">) =>
      api.call("console/wallet-settings!save", p, { silent: true }),
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: ["console", "wallet-settings"] });
      void qc.invalidateQueries({ queryKey: ["console", "audit"] });
    },
  });
}

/** One account's postings, newest first: a party's available or frozen money, or a platform account. */
export const usePostings = (account: { partyId?: number; code: string } | undefined, page: number) =>
  useQuery({
    queryKey: [...BOOKS, "postings", account?.partyId, account?.code, page],
    queryFn:
      account === undefined
        ? skipToken
        : () => api.call("console/ledger!postings", { ...account, pageNum: page, pageSize: PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });

export const useEntry = (txnId: string | undefined) =>
  useQuery({
    queryKey: [...BOOKS, "entry", txnId],
    queryFn: txnId === undefined ? skipToken : () => api.call("console/ledger!entry", { txnId }),
    // A journal entry never changes once written.
    staleTime: Number.POSITIVE_INFINITY,
  });

export const useReconciliation = (day: string) =>
  useQuery({
    queryKey: [...BOOKS, "reconciliation", day],
    queryFn: () => api.call("console/ledger!reconciliation", { day }),
    refetchOnWindowFocus: false,
  });
