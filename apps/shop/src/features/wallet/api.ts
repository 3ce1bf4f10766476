import type { ActionName, ParamsOf } from "@mall/contract";
import { keepPreviousData, useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { call, upload } from "../../lib/api.ts";
import { useSession } from "../../lib/session.ts";

/**
 * The buyer's wallet calls (contract 3.8, issue 11). Pages show failures themselves, so every call is silent;
 * writes go in a form body (addresses, bank numbers and the fund password never land in URLs). Query keys
 * start with "wallet" and the session token, as the balance's (user-center/api.ts) does: one invalidation
 * refreshes the balance and every list, and another login never sees this buyer's money.
 */
const quiet = { silent: true } as const;
const writes = { form: true, silent: true } as const;
/** Money changes behind the page's back (staff review deposits and pay withdrawals): read fresh each time. */
const FRESH = { staleTime: 0, refetchOnMount: "always" } as const;

/** Spec point 9: deposit records 8 a page (the PC records table shows withdrawals the same way); user lists 20. */
export const MONEY_PAGE_SIZE = 8;
export const MOVEMENTS_PAGE_SIZE = 20;

function useWalletQuery<T>(key: unknown[], fn: () => Promise<T>, enabled = true) {
  const { token } = useSession();
  return useQuery({
    queryKey: ["wallet", token, ...key],
    queryFn: fn,
    enabled: Boolean(token) && enabled,
    placeholderData: keepPreviousData,
    retry: false,
    ...FRESH,
  });
}

/** wallet!records: the movements of the balance, newest first, optionally of one kind. */
export const useMovements = (kind: ParamsOf<"wallet!records">["kind"], pageNum: number) =>
  useWalletQuery(["movements", kind ?? "all", pageNum], () =>
    call("wallet!records", { pageNum, pageSize: MOVEMENTS_PAGE_SIZE, kind }, quiet),
  );

/** wallet!entry: the journal entry a movement belongs to. */
export const useEntry = (txnId: string) =>
  useWalletQuery(["entry", txnId], () => call("wallet!entry", { txnId }, quiet), txnId !== "");

export const useDeposits = (page_no: number) =>
  useWalletQuery(["deposits", page_no], () =>
    call("rechargeBlockchain!list", { page_no, page_size: MONEY_PAGE_SIZE }, quiet),
  );

export const useDeposit = (order_no: string) =>
  useWalletQuery(["deposit", order_no], () => call("rechargeBlockchain!get", { order_no }, quiet), order_no !== "");

export const useWithdrawals = (page_no: number) =>
  useWalletQuery(["withdrawals", page_no], () => call("withdraw!list", { page_no, page_size: MONEY_PAGE_SIZE }, quiet));

export const useWithdrawal = (order_no: string) =>
  useWalletQuery(["withdrawal", order_no], () => call("withdraw!get", { order_no }, quiet), order_no !== "");

/** channelBlockchain!list: the on-chain deposit channels with their receiving address and QR picture. */
export const useChannels = () => useWalletQuery(["channels"], () => call("channelBlockchain!list", {}, quiet));

/** thirdPartyRecharge!getCoinList: what the card provider takes, per currency. */
export const useProviderProducts = () =>
  useWalletQuery(["provider"], () => call("thirdPartyRecharge!getCoinList", {}, quiet));

/** withdraw!withdraw_open: the bound withdrawal address (its token is not used: each apply asks for a fresh one). */
export const useWithdrawOpen = () => useWalletQuery(["withdraw-open"], () => call("withdraw!withdraw_open", {}, quiet));

/** withdraw!fee: the fee of a channel (the bound coin, or "bank") as a fraction. */
export const useWithdrawFee = (channel: string) =>
  useWalletQuery(["withdraw-fee", channel], () => call("withdraw!fee", { channel }, quiet), channel !== "");

export const useWithdrawLimits = () =>
  useWalletQuery(["withdraw-limits"], () => call("withdraw!withdrawLimitConfig", {}, quiet));

/** After a deposit, a withdrawal or a binding every cached view of the wallet (and the balance) is stale. */
export function useWalletChanged() {
  const qc = useQueryClient();
  return useCallback(() => qc.invalidateQueries({ queryKey: ["wallet"] }), [qc]);
}

/** A single-use token for the next deposit or withdrawal request (rechargeBlockchain!recharge_open). */
const moneyToken = async () => (await call("rechargeBlockchain!recharge_open", {}, writes)).session_token;

type WithoutToken<A extends ActionName> = Omit<ParamsOf<A>, "session_token">;

export const depositOnChain = async (p: WithoutToken<"rechargeBlockchain!recharge">) =>
  call("rechargeBlockchain!recharge", { ...p, session_token: await moneyToken() }, writes);

export const depositByBank = async (p: WithoutToken<"rechargeBank!recharge">) =>
  call("rechargeBank!recharge", { ...p, session_token: await moneyToken() }, writes);

/** Resolves with the provider's pay page address. */
export const depositByProvider = async (p: WithoutToken<"thirdPartyRecharge!recharge">) =>
  call("thirdPartyRecharge!recharge", { ...p, session_token: await moneyToken() }, writes);

export const applyWithdraw = async (p: WithoutToken<"withdraw!apply">) =>
  call("withdraw!apply", { ...p, session_token: await moneyToken() }, writes);

export const bindWithdrawAddress = (p: ParamsOf<"user!bindWithdrawAddress">) =>
  call("user!bindWithdrawAddress", p, writes);

/**
 * A payment proof through the one API client (uploadimg!execute, moduleName "recharge"), with progress.
 * Resolves with the picture's address; rejects with its ApiError or an AbortError.
 */
export const uploadProof = (file: File, onProgress: (fraction: number) => void, signal: AbortSignal) =>
  upload(file, "recharge", { silent: true, signal, onProgress: (f) => onProgress(Math.min(1, f)) });
