import type { AddressInput } from "@mall/contract";
import type { Queryable } from "../db/db.ts";
import { fail } from "../http/errors.ts";
import { clearDefault, columns, lockBookFor } from "./book.ts";

/** address!add: the first address, or one sent with use=1, becomes the default; at most `max` per buyer. */
export async function addAddress(
  tx: Queryable,
  o: { partyId: number; input: AddressInput; max: number; now: Date },
): Promise<number> {
  const place = await lockBookFor(tx, o.partyId, o.input);
  const [c] = await tx.query<{ n: bigint }>("select count(*) as n from user_address where party_id = $1", [o.partyId]);
  const count = Number(c?.n ?? 0n);
  if (count >= o.max) return fail("addressLimit");
  const isDefault = o.input.use === 1 || count === 0;
  if (isDefault) await clearDefault(tx, o.partyId);
  const [row] = await tx.query<{ id: number }>(
    `insert into user_address (party_id, contacts, phone, email, postcode, address, country_id, country_code, country,
       state_id, state_code, province, city_id, city, is_default, created_at, updated_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $16) returning id`,
    [o.partyId, ...columns(o.input, place), isDefault, o.now],
  );
  return row?.id ?? fail("addFailed");
}
