import type { Queryable } from "../db/db.ts";
import { fail } from "../http/errors.ts";
import { lockParty } from "./book.ts";

/** address!del: when the default goes, the newest remaining address becomes the default. */
export async function deleteAddress(tx: Queryable, o: { partyId: number; id: number }): Promise<void> {
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
}
