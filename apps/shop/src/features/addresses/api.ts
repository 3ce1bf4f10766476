import type { AddressVo } from "@mall/contract";
import { call } from "../../lib/api.ts";
import { editAddress } from "../checkout/api.ts";

/**
 * The address book's own writes (contract 3.6). Listing, adding and editing are the checkout's calls
 * (checkout/api.ts), which the book shares so both always show the same addresses.
 */
export const deleteAddress = (id: number) => call<null>("address!del", { id }, { form: true, silent: true });

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
