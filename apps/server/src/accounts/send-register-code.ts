import type { Db } from "../db/db.ts";
import { type CodeRules, codeTarget, sendCode } from "./codes.ts";
import type { Mailer } from "./mailer.ts";
import { assertIdentityFree } from "./register.ts";

/**
 * jscode!execute, the original's code for a sign-up (its JustShop and merchant registrations): a code to an
 * e-mail or phone no account holds, refused as registration would refuse it (bound, or closed too recently).
 * The code then registers through localuser!registerWithVerifcode, as idcode!execute's does.
 */
export async function sendRegisterCode(db: Db, mailer: Mailer, o: CodeRules & { raw: string }): Promise<void> {
  const { target, channel } = codeTarget(o.raw);
  await assertIdentityFree(db, { kind: channel === "email" ? "email" : "phone", value: target }, o.now);
  await sendCode(db, mailer, { ...o, purpose: "register" });
}
