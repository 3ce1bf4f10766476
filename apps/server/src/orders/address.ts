import type { Queryable } from "../db/db.ts";
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

/**
 * The address an order ships to: the one named, or the buyer's default. The order keeps a copy, so later
 * edits of the address book do not change where a placed order goes.
 */
export async function deliveryAddress(tx: Queryable, partyId: number, addressId?: number): Promise<DeliveryAddress> {
  const rows = await tx.query<DeliveryAddress & { country_id: number | null }>(
    `select id, contacts, phone, coalesce(email, '') email, coalesce(country, '') country,
       coalesce(province, '') province, coalesce(city, '') city, coalesce(postcode, '') postcode, address, country_id
     from user_address where party_id = $1 and ${addressId ? "id = $2" : "is_default"}
     order by id desc limit 1`,
    addressId ? [partyId, addressId] : [partyId],
  );
  const a = rows[0];
  if (!a) return fail(addressId ? "addressMissing" : "addressNotSet");
  if (!a.country_id) fail("addressMissing");
  const { country_id: _, ...rest } = a;
  return rest;
}
