import type { SubscriptionState } from "@mall/contract";
import { audit } from "../auth/audit-log.ts";
import type { Db, Queryable } from "../db/db.ts";
import { fail } from "../http/errors.ts";
import { maskEmail } from "./mask.ts";

export type EndedHow = "page" | "one-click" | "console";

type Ended = { token: string; email: string; brand_id: string | null; created_at: Date };

/**
 * Takes an address off the list: its row goes, and a masked record of it stays under the old link's key so
 * the link keeps answering. Returns the removed row, or undefined when there was none.
 */
async function endSubscription(
  tx: Queryable,
  where: { key: string } | { id: number },
  how: EndedHow,
  staffId?: number,
): Promise<Ended | undefined> {
  const [gone] = await tx.query<Ended>(
    `delete from subscription where ${"key" in where ? "token = $1" : "id = $1"}
     returning token, email, brand_id, created_at`,
    ["key" in where ? where.key : where.id],
  );
  if (!gone) return undefined;
  await tx.query(
    `insert into subscription_ended (token, email_masked, brand_id, subscribed_at, how, staff_id)
     values ($1, $2, $3, $4, $5, $6)`,
    [gone.token, maskEmail(gone.email), gone.brand_id, gone.created_at, how, staffId ?? null],
  );
  return gone;
}

/** What the unsubscribe page shows for a link: the masked address and whether it is still on the list. */
export async function subscriptionStateOf(q: Queryable, key: string): Promise<SubscriptionState> {
  const [row] = await q.query<{ email: string; subscribed: boolean }>(
    `select email, true subscribed from subscription where token = $1
     union all
     select email_masked, false from subscription_ended where token = $1
     limit 1`,
    [key],
  );
  if (!row) return fail("unsubscribeLinkInvalid");
  return { email: row.subscribed ? maskEmail(row.email) : row.email, subscribed: row.subscribed };
}

/**
 * newsletter!unsubscribe: the page's button or a mail client's one-click POST. Unsubscribing twice is
 * fine (the second answers the same); only a key that never existed is refused.
 */
export async function unsubscribeByKey(db: Db, key: string, how: EndedHow): Promise<SubscriptionState> {
  return db.tx(async (tx) => {
    const gone = await endSubscription(tx, { key }, how);
    if (gone) return { email: maskEmail(gone.email), subscribed: false };
    return subscriptionStateOf(tx, key);
  });
}

/**
 * console/newsletter!remove: staff take an address off the list, recorded with who did it and in the audit log
 * (newsletter.remove, the address masked as the ended record keeps it).
 */
export async function removeSubscriber(db: Db, id: number, staffId: number): Promise<void> {
  await db.tx(async (tx) => {
    const gone = await endSubscription(tx, { id }, "console", staffId);
    if (!gone) return fail("subscriberNotFound");
    const before = { email: maskEmail(gone.email), brandId: gone.brand_id };
    await audit(tx, { partyId: staffId }, "newsletter.remove", { type: "subscriber", id }, before, null);
  });
}
