import type { LoginResult } from "@mall/contract";
import type { QueryClient } from "@tanstack/react-query";
import { clearSession, setSession } from "../../lib/session.ts";
import { KEYS, storage } from "../../lib/storage.ts";
import { accountKey, fetchLocalUser } from "./api.ts";

/** After login or registration: keep the token and the user, then read the full user info (avatar, safeword). */
export async function startSession(qc: QueryClient, r: LoginResult): Promise<void> {
  setSession(r.token, { username: r.username, usercode: r.usercode, avatar: 1 });
  try {
    qc.setQueryData(accountKey(r.token, "user"), await fetchLocalUser(r.token));
  } catch {
    // The shell already shows the name; the user centre reads the rest again when opened.
  }
}

/** Everything spec point 4 says a logout forgets on this device. */
function forgetLocalData() {
  const doomed: string[] = [];
  try {
    for (let i = 0; i < localStorage.length; i++) {
      const k = localStorage.key(i);
      // The cart is kept per user (ES_SHOP_CART_<usercode>) and for guests (ES_SHOP_CART).
      if (k?.startsWith(KEYS.shopCart)) doomed.push(k);
    }
  } catch {
    /* storage disabled: nothing was kept */
  }
  for (const k of [...doomed, KEYS.messageLastId, KEYS.searchKeyword, KEYS.userBalance]) storage.set(k, null);
}

/**
 * Ends the session on this device: cart, message marker, search text, cached answers, token and user.
 * The search box starts empty because the session counter it is keyed on moves on.
 */
export function endLocalSession(qc: QueryClient) {
  forgetLocalData();
  clearSession();
  qc.removeQueries({ queryKey: ["account"] });
  qc.removeQueries({ queryKey: ["wallet"] });
}
