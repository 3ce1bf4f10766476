import type { Db } from "../db/db.ts";
import { fail } from "../http/errors.ts";
import { useCode } from "./codes.ts";
import { accountLock } from "./lockout.ts";
import { hashPassword } from "./passwords.ts";
import { findRecoverable, nobodyTarget, resetTarget } from "./recovery.ts";
import { endAllSessions } from "./sessions.ts";

/**
 * user!resetpsw: a new login password for whoever holds the code sent to the account's own address
 * (send-reset-code.ts). The code is the one sent for a reset, used once, with five guesses; a name nobody
 * holds, or one without the address, fails exactly as a wrong code does. Every session of the account ends
 * (a thief's too), and the day's wrong-password count of its logins goes: the mailbox's owner has proven
 * who they are.
 */
export async function resetPassword(
  db: Db,
  o: { typed: string; type?: number | undefined; code: string; password: string; now: Date },
): Promise<void> {
  // Hashed first, so every answer costs the same work.
  const hash = await hashPassword(o.password);
  const account = await findRecoverable(db, o.typed);
  const target = account && resetTarget(account, o.type);
  // Counted outside the transaction: a wrong guess stays counted though the reset is refused.
  await useCode(db, { target: target ?? nobodyTarget(o.typed), purpose: "reset", code: o.code, now: o.now });
  if (!account || !target) return fail("verifyCodeWrong");
  await db.tx(async (tx) => {
    await tx.query("update party set password_hash = $2 where id = $1", [account.id, hash]);
    await endAllSessions(tx, account.id);
    await tx.query("delete from password_lock where subject = $1 and kind = 'login'", [
      accountLock(account.id, "login").subject,
    ]);
  });
}
