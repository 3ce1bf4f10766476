import { fail } from "../http/errors.ts";

export type DeliveryAddress = {
  id: number;
  contacts: string;
  phone: string;
  email: string;
  country: string;
  province: string;
  city: string;
  postcode: string;
  address: string;
};

export type AddressRow = DeliveryAddress & { country_id: number | null };

/**
 * The address an order ships to, as a subquery: the buyer's address `addressId` names, or the buyer's default
 * when it is null. Both arguments are parameter placeholders of the enclosing statement. The order keeps a
 * copy, so later edits of the address book do not change where a placed order goes.
 */
export const addressSql = (partyId: string, addressId: string) =>
  `select id, contacts, phone, coalesce(email, '') email, coalesce(country, '') country,
       coalesce(province, '') province, coalesce(city, '') city, coalesce(postcode, '') postcode, address, country_id
     from user_address where party_id = ${partyId}
       and (case when ${addressId}::int is null then is_default else id = ${addressId}::int end)
     order by id desc limit 1`;

/** The address found, or the catalogue's answer for a missing or incomplete one. */
export function checkAddress(a: AddressRow | null, addressId: number | undefined): DeliveryAddress {
  if (!a) return fail(addressId ? "addressMissing" : "addressNotSet");
  if (!a.country_id) fail("addressMissing");
  const { country_id: _, ...rest } = a;
  return rest;
}
