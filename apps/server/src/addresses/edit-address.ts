import type { AddressInput } from "@mall/contract";
import type { Queryable } from "../db/db.ts";
import { fail } from "../http/errors.ts";
import { clearDefault, columns, lockBookFor } from "./book.ts";
import { ownAddress } from "./queries.ts";

/**
 * address!edit. use=1 makes it the default; use=0 on the default changes nothing about that, because the
 * buyer always has one default: another address takes over only when it is chosen (or this one deleted).
 */
export async function editAddress(
  tx: Queryable,
  o: { partyId: number; id: number; input: AddressInput; now: Date },
): Promise<void> {
  const place = await lockBookFor(tx, o.partyId, o.input);
  const row = (await ownAddress(tx, o.partyId, o.id)) ?? fail("noData");
  const isDefault = row.is_default || o.input.use === 1;
  if (isDefault && !row.is_default) await clearDefault(tx, o.partyId);
  await tx.query(
    `update user_address set contacts = $3, phone = $4, email = $5, postcode = $6, address = $7, country_id = $8,
       country_code = $9, country = $10, state_id = $11, state_code = $12, province = $13, city_id = $14, city = $15,
       is_default = $16, updated_at = $17
     where id = $1 and party_id = $2`,
    [o.id, o.partyId, ...columns(o.input, place), isDefault, o.now],
  );
}
