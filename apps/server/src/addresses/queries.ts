import { ADDRESS_MAX_DEFAULT, type AddressVo, type Locale } from "@mall/contract";
import type { Queryable } from "../db/db.ts";
import type { Caches } from "../http/cache.ts";
import { syspara } from "../site/index.ts";
import { placeNames } from "./places.ts";

export type AddressRow = {
  id: number;
  party_id: number;
  contacts: string;
  phone: string;
  email: string | null;
  postcode: string | null;
  address: string;
  country_id: number;
  country_code: string;
  country: string;
  state_id: number | null;
  state_code: string | null;
  province: string;
  city_id: number | null;
  city: string;
  is_default: boolean;
};

const COLUMNS = `id, party_id, contacts, phone, email, postcode, address, country_id, country_code, country,
  state_id, state_code, province, city_id, city, is_default`;

/** A buyer's addresses, the default first, then the newest. One statement. */
export function addressRows(db: Queryable, partyId: number): Promise<AddressRow[]> {
  return db.query<AddressRow>(
    `select ${COLUMNS} from user_address where party_id = $1 order by is_default desc, id desc`,
    [partyId],
  );
}

/**
 * One of the buyer's own addresses; another buyer's id is answered exactly like an id that does not exist,
 * so nobody learns that it does. Orders take their delivery address through this.
 */
export async function ownAddress(db: Queryable, partyId: number, id: number): Promise<AddressRow | undefined> {
  const [row] = await db.query<AddressRow>(`select ${COLUMNS} from user_address where id = $1 and party_id = $2`, [
    id,
    partyId,
  ]);
  return row;
}

/** The wire shape; country and state names in the request language, the stored names where a place is gone. */
export async function toAddressVo(r: AddressRow, locale: Locale): Promise<AddressVo> {
  const names = await placeNames(r.country_id, r.state_id, locale);
  return {
    // Text, as the original sent an address id (wire.ts, wireId); the place ids stay numbers, as it sent them.
    id: String(r.id),
    use: r.is_default ? 1 : 0,
    phone: r.phone,
    contacts: r.contacts,
    address: r.address,
    email: r.email ?? "",
    postcode: r.postcode ?? "",
    country: names.country ?? r.country,
    province: names.province ?? r.province,
    city: r.city,
    countryId: r.country_id,
    provinceId: r.state_id ?? 0,
    cityId: r.city_id ?? 0,
  };
}

/** The platform's cap on addresses per buyer: syspara mall_address_max, 20 when unset or not a count. */
export async function addressMax(db: Queryable, caches: Caches): Promise<number> {
  const n = Number(await syspara(db, caches, "mall_address_max"));
  return Number.isInteger(n) && n > 0 ? n : ADDRESS_MAX_DEFAULT;
}
