import { AVATAR_COUNT, INVITE_CODE_PATTERN } from "@mall/contract";
import { KEYS, readKey, writeKey } from "./keys.ts";

/**
 * What the shop's merchant links pass along (spec point 2: lang and avatar) and an invitation code from
 * `?code=`. Read once at start-up; `lang` is the i18n bootstrap's.
 */
export function rememberVisitor(search: string) {
  const q = new URLSearchParams(search);
  const avatar = Number(q.get("avatar"));
  if (Number.isInteger(avatar) && avatar >= 1 && avatar <= AVATAR_COUNT) writeKey(KEYS.avatar, String(avatar));
  const code = q.get("code")?.trim();
  if (code && INVITE_CODE_PATTERN.test(code)) writeKey(KEYS.agentCode, code);
}

/** The avatar number the new account gets (the shop's default is 1). */
export const visitorAvatar = (): number | undefined => {
  const n = Number(readKey(KEYS.avatar));
  return Number.isInteger(n) && n >= 1 && n <= AVATAR_COUNT ? n : undefined;
};

/** The invitation code to prefill: `?code=` of this page, else the one the shop stored. */
export function invitationCode(search: string): string {
  const fromQuery = new URLSearchParams(search).get("code")?.trim();
  if (fromQuery) return fromQuery;
  const saved = readKey(KEYS.agentCode)?.trim() ?? "";
  return INVITE_CODE_PATTERN.test(saved) ? saved : "";
}
