import { ADDRESS_MAX_DEFAULT, type AddressInput } from "@mall/contract";
import type { Db, Queryable } from "../db/db.ts";
import type { Caches } from "../http/cache.ts";
import { fail } from "../http/errors.ts";
import { syspara } from "../site/syspara.ts";
import { type Place, resolvePlace } from "./places.ts";
import { ownAddress } from "./queries.ts";

/**
 * Writes to the address book. Each runs in one transaction that first locks the buyer's party row, so two
 * requests of one buyer never interleave: the cap holds under parallel adds, and there is always exactly one
 * default address while any exist (the partial unique index user_address_default backs this up).
 */

/** The platform's cap on addresses per buyer: syspara mall_address_max, 20 when unset or not a count. */
export async function addressMax(db: Queryable, caches: Caches): Promise<number> {
  const n = Number(await syspara(db, caches, "mall_address_max"));
  return Number.isInteger(n) && n > 0 ? n : ADDRESS_MAX_DEFAULT;
}

const lockParty = (tx: Queryable, partyId: number) =>
  tx.query("select id from party where id = $1 for update", [partyId]);

const clearDefault = (tx: Queryable, partyId: number) =>
  tx.query("update user_address set is_default = false where party_id = $1 and is_default", [partyId]);

/** The columns an address form sets, the place taken from the data set rather than from the client. */
function columns(input: AddressInput, place: Place): unknown[] {
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

async function placeOf(input: AddressInput): Promise<Place> {
  return (await resolvePlace(input)) ?? fail("chooseDeliveryAddress");
}

/** address!add: the first address, or one sent with use=1, becomes the default. */
export async function addAddress(db: Db, o: { partyId: number; input: AddressInput; max: number }): Promise<number> {
  const place = await placeOf(o.input);
  return db.tx(async (tx) => {
    await lockParty(tx, o.partyId);
    const [c] = await tx.query<{ n: bigint }>("select count(*) as n from user_address where party_id = $1", [
      o.partyId,
    ]);
    const count = Number(c?.n ?? 0n);
    if (count >= o.max) return fail("addressLimit");
    const isDefault = o.input.use === 1 || count === 0;
    if (isDefault) await clearDefault(tx, o.partyId);
    const [row] = await tx.query<{ id: number }>(
      `insert into user_address (party_id, contacts, phone, email, postcode, address, country_id, country_code, country,
         state_id, state_code, province, city_id, city, is_default)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15) returning id`,
      [o.partyId, ...columns(o.input, place), isDefault],
    );
    return row?.id ?? fail("addFailed");
  });
}

/**
 * address!edit. use=1 makes it the default; use=0 on the default changes nothing about that, because the
 * buyer always has one default: another address takes over only when it is chosen (or this one deleted).
 */
export async function editAddress(db: Db, o: { partyId: number; id: number; input: AddressInput }): Promise<void> {
  const place = await placeOf(o.input);
  await db.tx(async (tx) => {
    await lockParty(tx, o.partyId);
    const row = (await ownAddress(tx, o.partyId, o.id)) ?? fail("noData");
    const isDefault = row.is_default || o.input.use === 1;
    if (isDefault && !row.is_default) await clearDefault(tx, o.partyId);
    await tx.query(
      `update user_address set contacts = $3, phone = $4, email = $5, postcode = $6, address = $7, country_id = $8,
         country_code = $9, country = $10, state_id = $11, state_code = $12, province = $13, city_id = $14, city = $15,
         is_default = $16, updated_at = now()
       where id = $1 and party_id = $2`,
      [o.id, o.partyId, ...columns(o.input, place), isDefault],
    );
  });
}

/** address!del: when the default goes, the newest remaining address becomes the default. */
export async function deleteAddress(db: Db, o: { partyId: number; id: number }): Promise<void> {
  await db.tx(async (tx) => {
    await lockParty(tx, o.partyId);
    const [gone] = await tx.query<{ is_default: boolean }>(
      "delete from user_address where id = $1 and party_id = $2 returning is_default",
      [o.id, o.partyId],
    );
    if (!gone) return fail("noData");
    if (gone.is_default) {
      await tx.query(
        `update user_address set is_default = true
         where id = (select id from user_address where party_id = $1 order by id desc limit 1)`,
        [o.partyId],
      );
    }
  });
}
