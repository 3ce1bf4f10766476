/** What other features use of accounts: sessions, secrets and their lock-outs, registration, sign-in, time, mail. */
export { businessDay, type Clock, startOfDay } from "./clock.ts";
export { checkMoneySafeword, checkSecret } from "./lockout.ts";
export { Mailer } from "./mailer.ts";
export { hashPassword } from "./passwords.ts";
export { assertIdentityFree, createParty, identityOf, lockName, newUsercode } from "./register.ts";
export { createSession, resolveSession } from "./sessions.ts";
export { accountSetting } from "./settings.ts";
export { signIn, signInRules, signOut } from "./sign-in.ts";
