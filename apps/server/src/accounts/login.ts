import type { LoginResult } from "@mall/contract";
import type { Db } from "../db/db.ts";
import { fail } from "../http/errors.ts";
import { type App, canLogIn } from "../auth/policies.ts";
import { upgradeHash, verifyPassword } from "./passwords.ts";
import { createSession } from "./sessions.ts";
import { accountLock, clearFailures, countAttempt, unknownNameLock, wrongEntry, wrongSoFar } from "./lockout.ts";
import { type SlideProof, sentSlide, useSlide } from "./slide.ts";

type PartyRow = {
  id: number;
  username: string;
  usercode: string;
  role: string;
  enabled: boolean;
  password_hash: string | null;
  email: string | null;
  phone: string | null;
};

/**
 * Finds the account a typed name means: the username, the e-mail, or the phone as typed ("86 13800000000"
 * or without the space).
 */
export async function findLogin(db: Db, typed: string): Promise<PartyRow | undefined> {
  const name = typed.trim();
  const digits = name.replace(/[^0-9]/g, "");
  const rows = await db.query<PartyRow>(
    `select id, username, usercode, role, enabled, password_hash, email, phone from party
     where deleted_at is null and (username = $1 or lower(email) = lower($1) or phone = $1
       or ($2 <> '' and $2 = $1 and replace(phone, ' ', '') = $2))
     order by (username = $1) desc limit 1`,
    [name, digits],
  );
  return rows[0];
}

/**
 * The closed account a typed name meant, if no live one holds it now: its name is kept as '<name>~<id>'
 * (deregister.ts), read as findLogin reads names (an e-mail in any case, a phone with or without the space).
 */
async function findClosed(db: Db, typed: string): Promise<{ id: number; password_hash: string | null } | undefined> {
  const name = typed.trim();
  const names = name.includes("@") ? [name, name.toLowerCase()] : [name];
  const digits = /^\d+$/.test(name) ? name : "";
  const rows = await db.query<{ id: number; password_hash: string | null }>(
    `select id, password_hash from party
     where deleted_at is not null and (regexp_replace(username, '~[0-9]+$', '') = any($1::text[])
       or ($2 <> '' and replace(regexp_replace(username, '~[0-9]+$', ''), ' ', '') = $2))
     order by deleted_at desc, id desc limit 1`,
    [names, digits],
  );
  return rows[0];
}

/**
 * Logs in to one app. Unknown names and wrong passwords get the same answer after the same work (a count,
 * an argon2id verification), so the login does not reveal which names exist: a name nobody holds is counted
 * and locked like an account. Counts are per account and client address (decision 0005), so guesses from
 * elsewhere do not lock the owner out. Three wrong passwords lock for 3 minutes, more until tomorrow.
 * A closed account is counted and checked like a live one, and only its right password hears it is closed.
 *
 * With `slide` (the shop's login, decision 0013), once the name has had a wrong password from this address
 * today, each attempt must carry a passed slide check, spent before the password is counted or checked; a
 * slide's answer sent when none is asked is checked all the same. Unknown names are asked alike.
 */
export async function logIn(
  db: Db,
  o: {
    username: string;
    password: string;
    app: App;
    now: Date;
    ip?: string;
    maxWrong: number;
    slide?: SlideProof | undefined;
  },
): Promise<LoginResult> {
  const party = await findLogin(db, o.username);
  const account = party ?? (await findClosed(db, o.username));
  const addr = o.ip ?? "";
  const lock = account ? accountLock(account.id, "login", addr) : unknownNameLock(o.username, addr);
  if (o.slide) {
    // A held lock answers first, so no slide is spent on an attempt that could not be checked anyway.
    const wrong = await wrongSoFar(db, lock, o.now, o.maxWrong);
    if (sentSlide(o.slide)) await useSlide(db, o.slide, o.now);
    else if (wrong > 0) fail("slideVerifyRequired");
  }
  const attempt = await countAttempt(db, lock, o.now, o.maxWrong);
  // An unknown name is verified against a dummy hash, so it costs the same time as a wrong password.
  const right = await verifyPassword(account?.password_hash, o.password);
  if (!account || !right) return wrongEntry("login", attempt, o.maxWrong);
  // The password is right: the count goes, whatever the account may or may not do next.
  await clearFailures(db, lock);
  if (!party) return fail("accountClosed");
  if (party.password_hash) {
    await upgradeHash(db, { partyId: party.id, column: "password_hash", hash: party.password_hash, plain: o.password });
  }
  if (!party.enabled) fail("accountDisabled");
  if (!canLogIn(party.role, o.app)) fail("loginFailed");
  return db.tx(async (tx) => {
    await tx.query("update party set last_login_at = $2, last_login_ip = $3 where id = $1", [
      party.id,
      o.now,
      o.ip ?? null,
    ]);
    const token = await createSession(tx, { partyId: party.id, app: o.app, now: o.now, ...(o.ip ? { ip: o.ip } : {}) });
    return { token, username: party.username, usercode: party.usercode };
  });
}
