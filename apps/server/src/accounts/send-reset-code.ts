import type { Db } from "../db/db.ts";
import { type CodeRules, issueCode, sendCode } from "./codes.ts";
import type { Mailer } from "./mailer.ts";
import { findRecoverable, nobodyTarget, resetTarget } from "./recovery.ts";

/**
 * idcode!execute with purpose "reset": a code to the address the account named by `typed` has bound (of
 * `type`, else its e-mail, else its phone). A name nobody holds, or one without such an address, is answered
 * the same and counted against the same daily cap, but nothing is sent.
 */
export async function sendResetCode(
  db: Db,
  mailer: Mailer,
  o: CodeRules & { typed: string; type?: number | undefined },
): Promise<void> {
  const account = await findRecoverable(db, o.typed);
  const target = account && resetTarget(account, o.type);
  if (target) return sendCode(db, mailer, { ...o, raw: target, purpose: "reset" });
  await issueCode(db, { ...o, target: nobodyTarget(o.typed), purpose: "reset", unsendable: true });
}
