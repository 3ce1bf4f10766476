import { useQuery } from "@tanstack/react-query";
import { call } from "../../lib/api.ts";
import { useSession } from "../../lib/session.ts";

/** Money changes behind the page's back (payments, deposits): read it fresh each time the page shows. */
const FRESH = { staleTime: 0, refetchOnMount: "always" } as const;

/** wallet!getUsdt (contract 3.8): the balance in USDT. */
export function useUsdtBalance() {
  const { token } = useSession();
  return useQuery({
    queryKey: ["wallet", token, "usdt"],
    queryFn: () => call("wallet!getUsdt", {}, { silent: true }),
    enabled: Boolean(token),
    ...FRESH,
  });
}

/** wallet!records: every movement of the buyer's available balance, newest first. */
export function useWalletRecords(pageNum: number, pageSize: number) {
  const { token } = useSession();
  return useQuery({
    queryKey: ["wallet", token, "records", pageNum, pageSize],
    queryFn: () => call("wallet!records", { pageNum, pageSize }, { silent: true }),
    enabled: Boolean(token),
    ...FRESH,
  });
}
