import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { api, useToken } from "../../lib/api.ts";

export const walletKey = ["wallet"] as const;
export const RECORDS_PAGE_SIZE = 15;

/** Balance, frozen money, profit so far and order counts (`merchant/wallet!get`). */
export function useWallet() {
  const token = useToken();
  return useQuery({
    queryKey: [...walletKey, token, "summary"],
    queryFn: () => api.call("merchant/wallet!get"),
    enabled: Boolean(token),
  });
}

/** The ledger movements of the seller's balance, newest first. */
export function useWalletRecords(page: number) {
  const token = useToken();
  return useQuery({
    queryKey: [...walletKey, token, "records", page],
    queryFn: () => api.call("merchant/wallet!records", { pageNum: page, pageSize: RECORDS_PAGE_SIZE }),
    placeholderData: keepPreviousData,
    enabled: Boolean(token),
  });
}
