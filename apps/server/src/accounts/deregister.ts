import type { Db } from "../db/db.ts";
import { fail } from "../http/errors.ts";
import { canDeregister } from "../auth/policies.ts";
import { holdsMoney } from "../ledger/balances.ts";
import { checkSecret } from "./lockout.ts";
import { endAllSessions } from "./sessions.ts";

/**
 * Account cancellation (contract 3.5 user!logoff): the typed account must be the user's name, the fund
 * password is checked when one is set, and nothing may remain in the wallet. The name is released but
 * cannot register again for `days` days.
 */
export async function deregister(
  db: Db,
  o: {
    partyId: number;
    account: string;
    reason: string;
    cashPassword?: string | undefined;
    now: Date;
    maxWrong: number;
    days: number;
  },
): Promise<void> {
  const [party] = await db.query<{ username: string; role: string; safeword_hash: string | null }>(
    "select username, role, safeword_hash from party where id = $1 and deleted_at is null",
    [o.partyId],
  );
  if (!party) return fail("userNotFound");
  if (party.username !== o.account.trim()) fail("accountMismatch");
  if (!canDeregister(party.role)) fail("accountCannotCancel");
  if (party.safeword_hash) {
    if (!o.cashPassword) fail("enterFullPaymentPassword");
    await checkSecret(db, {
      partyId: o.partyId,
      kind: "fund",
      plain: o.cashPassword ?? "",
      now: o.now,
      maxWrong: o.maxWrong,
    });
  }
  await db.tx(async (tx) => {
    // Lock the party's ledger accounts so no payment lands between the check and the cancellation.
    await tx.query("select id from ledger_account where party_id = $1 for update", [o.partyId]);
    if (await holdsMoney(tx, o.partyId)) fail("cancelWithBalance");
    // Deposits and withdrawals in flight hold money in the frozen account, so the check above covers them.
    await tx.query(
      `update party set deleted_at = $2, deleted_reason = $3, enabled = false,
         username = username || '~' || id, email = null, phone = null
       where id = $1`,
      [o.partyId, o.now, o.reason],
    );
    await tx.query(
      `insert into released_name (name, blocked_until) values ($1, $2)
       on conflict (name) do update set blocked_until = excluded.blocked_until`,
      [party.username, new Date(o.now.getTime() + o.days * 86_400_000)],
    );
    await endAllSessions(tx, o.partyId);
  });
}
