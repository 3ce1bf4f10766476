import { centsToWire, GRANT_MAX_CENTS, parseCents } from "@mall/contract";
import { canGrant, type SessionUser } from "../auth/policies.ts";
import { audit } from "../auth/audit-log.ts";
import type { Queryable } from "../db/db.ts";
import { fail } from "../http/errors.ts";
import { partyBalances } from "./balances.ts";
import { postEntry } from "./post.ts";

export interface GrantRequest {
  partyId: number;
  /** As typed in the console: a positive amount of at most GRANT_MAX_CENTS, two decimals. */
  amount: string;
  memo: string;
  /** The console's key for one form submission: the same request twice credits once. */
  requestId: string;
}

/**
 * console/wallet!grant: the finance desk credits a buyer or seller from platform:grants. The template of every
 * desk approval: the route opens the transaction; this checks who may, posts the entry idempotently and
 * writes the audit record, all in that transaction, so a replayed request changes nothing and audits nothing.
 */
export async function grant(tx: Queryable, staff: SessionUser, r: GrantRequest, now: Date): Promise<void> {
  const cents = parseCents(r.amount);
  if (cents === undefined || cents <= 0n || cents > GRANT_MAX_CENTS) return fail("amountOverLimit");
  const [party] = await tx.query<{ role: string }>("select role from party where id = $1 and deleted_at is null", [
    r.partyId,
  ]);
  if (!party) return fail("userNotFound");
  if (!canGrant(staff, party)) return fail("noPermission");
  const before = await partyBalances(tx, r.partyId);
  const posted = await postEntry(tx, {
    kind: "grant",
    memo: r.memo,
    idempotencyKey: `grant:${r.requestId}`,
    createdBy: staff.partyId,
    at: now,
    postings: [
      { account: { platform: "platform:grants" }, amount: -cents },
      { account: { party: r.partyId, code: "available" }, amount: cents },
    ],
  });
  if (posted.replayed) return;
  await audit(
    tx,
    staff,
    "wallet.grant",
    { type: "party", id: r.partyId },
    { money: centsToWire(before.available) },
    { money: centsToWire(before.available + cents), memo: r.memo },
  );
}
