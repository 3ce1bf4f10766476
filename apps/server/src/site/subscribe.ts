import { isSubscribeEmail } from "@mall/contract";
import type { Queryable } from "../db/db.ts";
import { fail } from "../http/errors.ts";

/**
 * subscribe!add: the address must pass the spec's pattern, and an address is subscribed once (case-insensitive,
 * whatever the brand it came through).
 */
export async function subscribe(db: Queryable, email: string, brandId: string): Promise<void> {
  if (!isSubscribeEmail(email)) return fail("emailInvalid");
  const rows = await db.query<{ id: number }>(
    "insert into subscription (email, brand_id) values ($1, $2) on conflict ((lower(email))) do nothing returning id",
    [email, brandId],
  );
  if (rows.length === 0) fail("alreadySubscribed");
}
