import type {
  AddressVo,
  addressAddParams,
  addressEditParams,
  CityList,
  CountryList,
  StateList,
  SubmittedOrder,
} from "@mall/contract";
import { useQueries, useQuery } from "@tanstack/react-query";
import type { z } from "zod";
import { call } from "../../lib/api.ts";
import { useSession } from "../../lib/session.ts";

/**
 * The settlement's calls: the address book (contract 3.6), order!submit and order!pay (3.7). The page
 * shows failures inline, so these calls are silent. Query keys carry the session token: a different login
 * never sees the previous buyer's addresses.
 */
const quiet = { silent: true } as const;

export function useAddresses() {
  const { token } = useSession();
  return useQuery({
    queryKey: ["checkout", token, "addresses"],
    queryFn: () => call<{ pageList: AddressVo[] }>("address!list", {}, quiet),
    enabled: Boolean(token),
    select: (d) => d.pageList ?? [],
    staleTime: 0,
  });
}

const PLACES_STALE = 60 * 60_000;

export function useCountries() {
  return useQuery({
    queryKey: ["checkout", "countries"],
    queryFn: () => call<CountryList>("address!listCountry", {}, quiet),
    select: (d) => d.data ?? [],
    staleTime: PLACES_STALE,
  });
}

export function useStates(countryId: number | undefined) {
  const { token } = useSession();
  return useQuery({
    queryKey: ["checkout", token, "states", countryId],
    queryFn: () => call<StateList>("address!listState", { countryId }, quiet),
    enabled: Boolean(token) && countryId !== undefined,
    select: (d) => d.data ?? [],
    staleTime: PLACES_STALE,
  });
}

export function useCities(stateId: number | undefined) {
  const { token } = useSession();
  return useQuery({
    queryKey: ["checkout", token, "cities", stateId],
    queryFn: () => call<CityList>("address!listCity", { stateId }, quiet),
    enabled: Boolean(token) && stateId !== undefined,
    select: (d) => d.data ?? [],
    staleTime: PLACES_STALE,
  });
}

/** The consignee name and the phone are personal: a form body, never the URL. */
export const addAddress = (p: z.input<typeof addressAddParams>) =>
  call<null>("address!add", p, { form: true, silent: true });

/** address!edit: the same fields as add, plus the id (the address book edits; use=1 makes it the default). */
export const editAddress = (p: z.input<typeof addressEditParams>) =>
  call<null>("address!edit", p, { form: true, silent: true });

export const submitOrder = (p: { orderInfo: string; addressId: number }) =>
  call<{ orderList: SubmittedOrder[] }>("order!submit", p, { form: true, silent: true });

/** The fund password travels in a form body only. */
export const payOrders = (p: { orderId: string; safeword: string }) =>
  call<null>("order!pay", p, { form: true, silent: true });

/** What /paySuccess reads of order!info (the server answers with more). */
export type PaidOrder = {
  id: string;
  status: number;
  payStatus: number;
  sellerName: string;
  goodsCount: number;
  totalPrice: number;
  payTime: string | null;
};

/** order!info for each paid order: the amounts shown after paying are the server's, not the page's sums. */
export function usePaidOrders(ids: string[]) {
  const { token } = useSession();
  return useQueries({
    queries: ids.map((orderId) => ({
      queryKey: ["checkout", token, "order", orderId],
      queryFn: () => call<{ orderInfo: PaidOrder }>("order!info", { orderId }, quiet),
      enabled: Boolean(token),
      select: (d: { orderInfo: PaidOrder }) => d.orderInfo,
    })),
  });
}
