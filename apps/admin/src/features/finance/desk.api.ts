import type { ParamsOf } from "@mall/contract";
import { keepPreviousData, skipToken, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../lib/api.ts";
import { PAGE_SIZE } from "../../lib/list.ts";

/** The two desk queues, by the word their actions begin with. */
export type Desk = "deposit" | "withdrawal";

const KEY = { deposit: ["console", "deposits"], withdrawal: ["console", "withdrawals"] } as const;

/** A queue page: one state (0 waiting, 1 done, 2 refused), waiting ones oldest first. */
export const useQueue = (desk: Desk, state: number, q: string, page: number) =>
  useQuery({
    queryKey: [...KEY[desk], "queue", state, q, page],
    queryFn: () => api.call(`console/${desk}!queue`, { state, q: q || undefined, pageNum: page, pageSize: PAGE_SIZE }),
    placeholderData: keepPreviousData,
    // Buyers keep asking while staff work the queue; the ages move on too.
    refetchInterval: state === 0 ? 30_000 : false,
  });

/** How many wait (the navigation's and the tab's badge): a one-row page, the total is what is read. */
export const useWaiting = (desk: Desk, enabled = true) =>
  useQuery({
    queryKey: [...KEY[desk], "waiting"],
    queryFn: () => api.call(`console/${desk}!queue`, { state: 0, pageNum: 1, pageSize: 1 }),
    select: (d) => d.pageInfo.totalElements,
    enabled,
    refetchInterval: 60_000,
  });

export const useDeposit = (orderNo: string | undefined) =>
  useQuery({
    queryKey: [...KEY.deposit, "detail", orderNo],
    queryFn: orderNo === undefined ? skipToken : () => api.call("console/deposit!get", { orderNo }),
  });

export const useWithdrawal = (orderNo: string | undefined) =>
  useQuery({
    queryKey: [...KEY.withdrawal, "detail", orderNo],
    queryFn: orderNo === undefined ? skipToken : () => api.call("console/withdrawal!get", { orderNo }),
  });

const TOUCHED = [
  ["console", "wallet"],
  ["console", "ledger"],
  ["console", "users"],
  ["console", "user"],
  ["console", "audit"],
] as const;

/** A decision moves money: the queue, the badge, the wallets, the ledger views and the audit log refresh. */
function useMoneyChanged(desk: Desk) {
  const qc = useQueryClient();
  return () => {
    for (const queryKey of [KEY[desk], ...TOUCHED]) void qc.invalidateQueries({ queryKey });
  };
}

/** The dialogs show a refusal themselves, so the writes are silent. */
const quiet = { silent: true } as const;

export const useApproveDeposit = () =>
  useMutation({
    mutationFn: (p: ParamsOf<"console/deposit!approve">) => api.call("console/deposit!approve", p, quiet),
    onSuccess: useMoneyChanged("deposit"),
  });
export const useRefuseDeposit = () =>
  useMutation({
    mutationFn: (p: ParamsOf<"console/deposit!refuse">) => api.call("console/deposit!refuse", p, quiet),
    onSuccess: useMoneyChanged("deposit"),
  });
export const usePayOut = () =>
  useMutation({
    mutationFn: (p: ParamsOf<"console/withdrawal!payOut">) => api.call("console/withdrawal!payOut", p, quiet),
    onSuccess: useMoneyChanged("withdrawal"),
  });
export const useRefuseWithdrawal = () =>
  useMutation({
    mutationFn: (p: ParamsOf<"console/withdrawal!refuse">) => api.call("console/withdrawal!refuse", p, quiet),
    onSuccess: useMoneyChanged("withdrawal"),
  });
