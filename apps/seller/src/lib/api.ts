import { apiErrorText, createApiClient, currentWireLang, toast } from "@mall/ui";
import i18next from "i18next";
import { useSyncExternalStore } from "react";
import { KEYS } from "./keys.ts";

const lostListeners = new Set<() => void>();

/** Runs when the server answers 403 (the token is already forgotten): the app goes back to the login. */
export function onSessionLost(l: () => void) {
  lostListeners.add(l);
  return () => {
    lostListeners.delete(l);
  };
}

/** The seller app's one API client: token ES_SELLER_TOKEN, the interface language, errors as toasts. */
export const api = createApiClient({
  token: KEYS.token,
  lang: currentWireLang,
  onSessionLost: () => {
    for (const l of lostListeners) l();
  },
  onError: (err) => toast.error(apiErrorText(i18next.t, err)),
});

/** The stored session token; a stored token means logged in. */
export const useToken = () => useSyncExternalStore(api.token.subscribe, api.token.get);
