import type { AddressInput } from "@mall/contract";
import type { Queryable } from "../db/db.ts";
import { fail } from "../http/errors.ts";
import { type Place, resolvePlace } from "./places.ts";

/**
 * The steps every write to the address book shares. Each write runs in one transaction that first locks the
 * buyer's party row, so two requests of one buyer never interleave: the cap holds under parallel adds, and
 * there is always exactly one default address while any exist (the partial unique index user_address_default
 * backs this up).
 */

export const lockParty = (tx: Queryable, partyId: number) =>
  tx.query("select id from party where id = $1 for update", [partyId]);

/** A write of the address form starts here: the place taken from the data set, then the buyer's book locked. */
export async function lockBookFor(tx: Queryable, partyId: number, input: AddressInput): Promise<Place> {
  const place = (await resolvePlace(input)) ?? fail("chooseDeliveryAddress");
  await lockParty(tx, partyId);
  return place;
}

export const clearDefault = (tx: Queryable, partyId: number) =>
  tx.query("update user_address set is_default = false where party_id = $1 and is_default", [partyId]);

/** The columns an address form sets, the place taken from the data set rather than from the client. */
export function columns(input: AddressInput, place: Place): unknown[] {
  return [
    input.contacts,
    input.phone,
    input.email ?? null,
    input.postcode ?? null,
    input.address,
    place.country.id,
    place.country.iso2,
    place.country.name,
    place.state?.id ?? null,
    place.state?.code ?? null,
    place.state?.name ?? "",
    place.city?.id ?? null,
    place.city?.name ?? "",
  ];
}
