import type { ParamsOf } from "@mall/contract";
import { keepPreviousData, skipToken, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { currentWireLang } from "@mall/ui";
import { api } from "../../lib/api.ts";
import { PAGE_SIZE } from "../../lib/list.ts";

const KEY = ["console", "loans"] as const;
const CONFIG = ["console", "loan-config"] as const;

/** One tab of the queue: pending ones oldest first with their age, the others newest first. */
export const useLoanQueue = (status: number, q: string, page: number) =>
  useQuery({
    queryKey: [...KEY, "queue", status, q, page],
    queryFn: () => api.call("console/loan!queue", { status, q: q || undefined, pageNum: page, pageSize: PAGE_SIZE }),
    placeholderData: keepPreviousData,
    // Applications keep coming while staff work the queue; the ages and overdue days move on too.
    refetchInterval: 60_000,
  });

/** How many applications wait for review (the navigation's and the tab's badge). */
export const usePendingLoans = (enabled = true) =>
  useQuery({
    queryKey: [...KEY, "pending"],
    queryFn: () => api.call("console/loan!queue", { status: 1, pageNum: 1, pageSize: 1 }),
    select: (d) => d.pageInfo.totalElements,
    enabled,
    refetchInterval: 60_000,
  });

export const useLoan = (creditId: string | undefined) =>
  useQuery({
    queryKey: [...KEY, "detail", creditId],
    queryFn: creditId === undefined ? skipToken : () => api.call("console/loan!get", { creditId }),
  });

export const usePortfolio = () =>
  useQuery({ queryKey: [...KEY, "portfolio"], queryFn: () => api.call("console/loan!portfolio") });

export const useLoanConfig = (enabled = true) =>
  useQuery({ queryKey: CONFIG, queryFn: () => api.call("console/loan-config!get"), enabled });

/** The countries an applicant picks from, in the reader's language (a loan stores the country's id). */
export const useCountries = (enabled: boolean) =>
  useQuery({
    queryKey: ["places", "countries", currentWireLang()],
    queryFn: () => api.call("address!listCountry", {}),
    select: (d) => d.data,
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
  });

const TOUCHED = [
  KEY,
  ["console", "wallet"],
  ["console", "ledger"],
  ["console", "users"],
  ["console", "user"],
  ["console", "audit"],
] as const;

/** A decision moves money: the queue, the badge, the portfolio, the wallets, the ledger and the audit log refresh. */
function useLoanChanged() {
  const qc = useQueryClient();
  return () => {
    for (const queryKey of TOUCHED) void qc.invalidateQueries({ queryKey });
  };
}

/** The dialogs show a refusal themselves, so the writes are silent. */
const quiet = { silent: true } as const;

export const useApproveLoan = () =>
  useMutation({
    mutationFn: (p: ParamsOf<"console/loan!approve">) => api.call("console/loan!approve", p, quiet),
    onSuccess: useLoanChanged(),
  });

export const useRejectLoan = () =>
  useMutation({
    mutationFn: (p: ParamsOf<"console/loan!reject">) => api.call("console/loan!reject", p, quiet),
    onSuccess: useLoanChanged(),
  });

export const useManualRepay = () =>
  useMutation({
    mutationFn: (p: ParamsOf<"console/loan!manualRepay">) => api.call("console/loan!manualRepay", p, quiet),
    onSuccess: useLoanChanged(),
  });

export function useSaveLoanConfig() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (p: ParamsOf<"console/loan-config!save">) => api.call("console/loan-config!save", p, quiet),
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: CONFIG });
      void qc.invalidateQueries({ queryKey: ["console", "audit"] });
    },
  });
}
