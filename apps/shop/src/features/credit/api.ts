import type { ParamsOf } from "@mall/contract";
import { keepPreviousData, useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { call, upload } from "../../lib/api.ts";
import { useSession } from "../../lib/session.ts";

/**
 * The borrower's loan calls (credit!*, issue 12). All but the terms and the quote need a shop session, so
 * nothing else is asked for a guest. Pages show failures themselves, so the calls are silent; writes go in a form body (names, ID
 * numbers and the fund password never land in URLs). Query keys start with "credit" and the session token:
 * one invalidation refreshes every view, and another login never sees this borrower's loans.
 */
const quiet = { silent: true } as const;
const writes = { form: true, silent: true } as const;
/** Staff review, pay out and collect behind the page's back: read fresh each time a page shows. */
const FRESH = { staleTime: 0, refetchOnMount: "always" } as const;

/** Spec point 9: user lists 20 a page. */
export const LOAN_PAGE_SIZE = 20;

function useCreditQuery<T>(key: unknown[], fn: () => Promise<T>, enabled = true) {
  const { token } = useSession();
  return useQuery({
    queryKey: ["credit", token, ...key],
    queryFn: fn,
    enabled: Boolean(token) && enabled,
    retry: false,
    ...FRESH,
  });
}

/** credit!check: whether the account may apply now ("true"), as the original's string. */
export const useCreditCheck = () => useCreditQuery(["check"], () => call("credit!check", {}, quiet));

/** credit!config: the amounts, terms and daily rates on offer (public: guests see them too). */
export const useCreditConfig = () =>
  useQuery({
    queryKey: ["credit", "config"],
    queryFn: () => call("credit!config", {}, quiet),
    retry: false,
    ...FRESH,
  });

/** credit!quote: what a loan of this amount and term would cost, as the server will charge it. */
export function useQuote(p: { applyAmount: string; creditPeriod: number } | undefined) {
  const { token } = useSession();
  return useQuery({
    queryKey: ["credit", token, "quote", p?.applyAmount, p?.creditPeriod],
    queryFn: () => call("credit!quote", p ?? { applyAmount: "", creditPeriod: 0 }, quiet),
    enabled: p !== undefined,
    placeholderData: keepPreviousData,
    retry: false,
    staleTime: 60_000,
  });
}

/** credit!bill: the loan being repaid (zeros without one). */
export const useBill = () => useCreditQuery(["bill"], () => call("credit!bill", {}, quiet));

/** credit!histroy (sic): every application, newest first. */
export function useLoanHistory(pageNum: number) {
  const { token } = useSession();
  return useQuery({
    queryKey: ["credit", token, "history", pageNum],
    queryFn: () => call("credit!histroy", { pageNum, pageSize: LOAN_PAGE_SIZE }, quiet),
    enabled: Boolean(token),
    placeholderData: keepPreviousData,
    retry: false,
    ...FRESH,
  });
}

/** credit!statement: one loan's figures today and every movement of it. */
export const useStatement = (creditId: string) =>
  useCreditQuery(["statement", creditId], () => call("credit!statement", { creditId }, quiet), creditId !== "");

/** credit!beforepay: what repaying now takes, beside the wallet's balance. */
export const useBeforePay = (creditId: string) =>
  useCreditQuery(["beforepay", creditId], () => call("credit!beforepay", { creditId }, quiet), creditId !== "");

/** credit!beforereapply: a rejected application's fields, to fill the form again. */
export const useRejected = (creditId: string) =>
  useCreditQuery(["reapply", creditId], () => call("credit!beforereapply", { creditId }, quiet), creditId !== "");

/** address!listCountry (public): the nationalities to choose from, shared with the address book's cache. */
export function useCountries() {
  return useQuery({
    queryKey: ["checkout", "countries"],
    queryFn: () => call("address!listCountry", {}, quiet),
    select: (d) => d.data,
    staleTime: 60 * 60_000,
  });
}

/** After an application, a repayment or a switch every view of loans (and the wallet's balance) is stale. */
export function useLoansChanged() {
  const qc = useQueryClient();
  return useCallback(async () => {
    void qc.invalidateQueries({ queryKey: ["wallet"] });
    await qc.invalidateQueries({ queryKey: ["credit"] });
  }, [qc]);
}

export const applyForLoan = (p: ParamsOf<"credit!apply">) => call("credit!apply", p, writes);

export const repayLoan = (p: ParamsOf<"credit!pay">) => call("credit!pay", p, writes);

export const setAutoCollect = (creditId: string, on: boolean) =>
  call("credit!autoCollect", { creditId, on: on ? "true" : "false" }, writes);

/**
 * An ID picture through the one API client (uploadimg!execute, moduleName "credit"), with progress.
 * Resolves with the picture's address; rejects with its ApiError or an AbortError.
 */
export const uploadIdPhoto = (file: File, onProgress: (fraction: number) => void, signal: AbortSignal) =>
  upload(file, "credit", { silent: true, signal, onProgress: (f) => onProgress(Math.min(1, f)) });
