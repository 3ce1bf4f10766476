import type { AddressVo, ParamsOf } from "@mall/contract";
import { skipToken, useQuery } from "@tanstack/react-query";
import { call } from "../../lib/api.ts";
import { useSession } from "../../lib/session.ts";

/**
 * The address book's calls (contract 3.6), shared by the book page and the settlement so both always show
 * the same addresses. The pages show failures inline, so these calls are silent. Query keys carry the
 * session token: a different login never sees the previous buyer's addresses.
 */
const quiet = { silent: true } as const;

export function useAddresses() {
  const { token } = useSession();
  return useQuery({
    queryKey: ["checkout", token, "addresses"],
    queryFn: () => call("address!list", {}, quiet),
    enabled: Boolean(token),
    select: (d) => d.pageList,
    staleTime: 0,
  });
}

const PLACES_STALE = 60 * 60_000;

export function useCountries() {
  return useQuery({
    queryKey: ["checkout", "countries"],
    queryFn: () => call("address!listCountry", {}, quiet),
    select: (d) => d.data,
    staleTime: PLACES_STALE,
  });
}

export function useStates(countryId: number | undefined) {
  const { token } = useSession();
  return useQuery({
    queryKey: ["checkout", token, "states", countryId],
    queryFn: countryId === undefined ? skipToken : () => call("address!listState", { countryId }, quiet),
    enabled: Boolean(token),
    select: (d) => d.data,
    staleTime: PLACES_STALE,
  });
}

export function useCities(stateId: number | undefined) {
  const { token } = useSession();
  return useQuery({
    queryKey: ["checkout", token, "cities", stateId],
    queryFn: stateId === undefined ? skipToken : () => call("address!listCity", { stateId }, quiet),
    enabled: Boolean(token),
    select: (d) => d.data,
    staleTime: PLACES_STALE,
  });
}

/** The consignee name and the phone are personal: a form body, never the URL. */
export const addAddress = (p: ParamsOf<"address!add">) => call("address!add", p, { form: true, silent: true });

/** address!edit: the same fields as add, plus the id (the address book edits; use=1 makes it the default). */
export const editAddress = (p: ParamsOf<"address!edit">) => call("address!edit", p, { form: true, silent: true });

export const deleteAddress = (id: string) => call("address!del", { id }, { form: true, silent: true });

/**
 * There is no "set default" call: address!edit with use=1 makes an address the default (the server moves
 * the flag), so the address is sent back as it is.
 */
export const makeDefault = (a: AddressVo) =>
  editAddress({
    id: a.id,
    use: 1,
    contacts: a.contacts,
    phone: a.phone,
    email: a.email,
    postcode: a.postcode,
    address: a.address,
    countryId: a.countryId,
    provinceId: a.provinceId || undefined,
    cityId: a.cityId || undefined,
  });
