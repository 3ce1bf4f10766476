import type { DataOf, ParamsOf } from "@mall/contract";
import { useQueries, useQuery } from "@tanstack/react-query";
import { call } from "../../lib/api.ts";
import { useSession } from "../../lib/session.ts";

/**
 * The settlement's calls: order!submit and order!pay (contract 3.7); the addresses are the address book's
 * (addresses/api.ts). The page shows failures inline, so these calls are silent. Query keys carry the
 * session token: a different login never sees the previous buyer's orders.
 */
const quiet = { silent: true } as const;

export const submitOrder = (p: ParamsOf<"order!submit">) => call("order!submit", p, { form: true, silent: true });

/** The fund password travels in a form body only. */
export const payOrders = (p: ParamsOf<"order!pay">) => call("order!pay", p, { form: true, silent: true });

/** order!info for each paid order: the amounts shown after paying are the server's, not the page's sums. */
export function usePaidOrders(ids: string[]) {
  const { token } = useSession();
  return useQueries({
    queries: ids.map((orderId) => ({
      queryKey: ["checkout", token, "order", orderId],
      queryFn: () => call("order!info", { orderId }, quiet),
      enabled: Boolean(token),
      select: (d: DataOf<"order!info">) => d.orderInfo,
    })),
  });
}

/** Orders paid by card or PayPal through the platform's payment provider: the pay page's address. */
export const payOnline = (p: ParamsOf<"order!payOnline">) => call("order!payOnline", p, { form: true, silent: true });

/** Whether the platform has a payment provider (card and PayPal are open then): its currencies are listed. */
export function useOnlinePayments() {
  const { token } = useSession();
  return useQuery({
    queryKey: ["checkout", token, "provider"],
    queryFn: () => call("thirdPartyRecharge!getCoinList", {}, quiet),
    enabled: Boolean(token),
    select: (d: DataOf<"thirdPartyRecharge!getCoinList">) => d.length > 0,
    staleTime: 60_000,
  });
}
