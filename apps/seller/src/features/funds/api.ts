import type { ParamsOf } from "@mall/contract";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api, useToken } from "../../lib/api.ts";
import { kindParam, type RecordFilter } from "./kinds.ts";

export const walletKey = ["wallet"] as const;
const withdrawKey = ["withdrawals"] as const;
export const RECORDS_PAGE_SIZE = 15;
export const WITHDRAWALS_PAGE_SIZE = 8;

/** Balance, frozen money, profit so far and order counts (`merchant/wallet!get`). */
export function useWallet() {
  const token = useToken();
  return useQuery({
    queryKey: [...walletKey, token, "summary"],
    queryFn: () => api.call("merchant/wallet!get"),
    enabled: Boolean(token),
  });
}

/** The movements of the seller's available and frozen money, newest first, of one kind or all. */
export function useWalletRecords(page: number, filter: RecordFilter) {
  const token = useToken();
  return useQuery({
    queryKey: [...walletKey, token, "records", filter, page],
    queryFn: () =>
      api.call("merchant/wallet!records", { pageNum: page, pageSize: RECORDS_PAGE_SIZE, kind: kindParam(filter) }),
    placeholderData: keepPreviousData,
    enabled: Boolean(token),
  });
}

/** The journal entry a movement belongs to: every line of it, the store's own by account. */
export function useWalletEntry(txnId: string | undefined) {
  const token = useToken();
  return useQuery({
    queryKey: [...walletKey, token, "entry", txnId],
    queryFn: () => api.call("merchant/wallet!entry", { txnId: txnId ?? "" }),
    enabled: Boolean(token && txnId),
    // An entry never changes once written.
    staleTime: Number.POSITIVE_INFINITY,
  });
}

// ---- Withdrawals

/**
 * The bound withdrawal address (`merchant/withdraw!open`; "" before binding). The call also issues a token,
 * which this read leaves unused: every request draws a fresh one (useApplyWithdrawal).
 */
export function useWithdrawAddress() {
  const token = useToken();
  return useQuery({
    queryKey: [...withdrawKey, token, "address"],
    queryFn: () => api.call("merchant/withdraw!open"),
    enabled: Boolean(token),
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  });
}

/** The fee of a channel (the bound coin, or "bank") as a fraction of the amount: 0.01 is 1 %. */
export function useWithdrawFee(channel: string) {
  const token = useToken();
  return useQuery({
    queryKey: [...withdrawKey, token, "fee", channel],
    queryFn: () => api.call("merchant/withdraw!fee", { channel }),
    enabled: Boolean(token),
  });
}

/** The smallest and largest amount one withdrawal may take. */
export function useWithdrawLimits() {
  const token = useToken();
  return useQuery({
    queryKey: [...withdrawKey, token, "limits"],
    queryFn: () => api.call("merchant/withdraw!limits"),
    enabled: Boolean(token),
  });
}

/** Binds the address withdrawals go to (once; changing it needs the fund password). The form shows refusals. */
export function useBindAddress() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (p: ParamsOf<"merchant/withdraw!bindAddress">) =>
      api.call("merchant/withdraw!bindAddress", p, { silent: true }),
    onSuccess: () => qc.invalidateQueries({ queryKey: withdrawKey }),
  });
}

/**
 * Asks for a withdrawal: a fresh single-use token first (a spent one is refused, and the server spends it
 * even when a later check refuses), then the request. The form shows refusals itself.
 */
export function useApplyWithdrawal() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (p: Omit<ParamsOf<"merchant/withdraw!apply">, "session_token">) => {
      const { session_token } = await api.call("merchant/withdraw!open", {}, { silent: true });
      return api.call("merchant/withdraw!apply", { ...p, session_token }, { silent: true });
    },
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: walletKey });
      void qc.invalidateQueries({ queryKey: withdrawKey });
    },
  });
}

/** The store's withdrawals, newest first. */
export function useWithdrawals(page: number) {
  const token = useToken();
  return useQuery({
    queryKey: [...withdrawKey, token, "list", page],
    queryFn: () => api.call("merchant/withdraw!list", { page_no: page, page_size: WITHDRAWALS_PAGE_SIZE }),
    placeholderData: keepPreviousData,
    enabled: Boolean(token),
  });
}

export function useWithdrawal(orderNo: string | undefined) {
  const token = useToken();
  return useQuery({
    queryKey: [...withdrawKey, token, "one", orderNo],
    queryFn: () => api.call("merchant/withdraw!get", { order_no: orderNo ?? "" }),
    enabled: Boolean(token && orderNo),
  });
}
