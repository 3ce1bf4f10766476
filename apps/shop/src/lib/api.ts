import { type ApiError, createApiClient } from "@mall/api";
import { wireLang } from "@mall/contract";
import { currentLocale } from "./locale.ts";
import { storage } from "./storage.ts";

export { ApiError, type CallOptions } from "@mall/api";

type Listener = (err: ApiError) => void;
const sessionLostListeners = new Set<Listener>();
const errorListeners = new Set<Listener>();
/** Code 403: the app clears the session and goes to "/". */
export const onSessionLost = (l: Listener) => {
  sessionLostListeners.add(l);
  return () => sessionLostListeners.delete(l);
};
/** Any other failure: the app shows a toast (debounced per message). */
export const onApiError = (l: Listener) => {
  errorListeners.add(l);
  return () => errorListeners.delete(l);
};

/**
 * The storefront's client. Parameters go in the query string as the original PC clients sent them, or in a
 * form body with `{ form: true }` (passwords, codes, free text), with `token`, `lang` and `brand`.
 */
export const api = createApiClient({
  token: { get: storage.token, set: storage.setToken, subscribe: () => () => {} },
  lang: () => wireLang(currentLocale()),
  query: () => ({ brand: new URLSearchParams(window.location.search).get("brand") ?? storage.brand() }),
  send: "query",
  onSessionLost: (err) => {
    for (const l of sessionLostListeners) l(err);
  },
  onError: (err) => {
    for (const l of errorListeners) l(err);
  },
});

export const { call, upload } = api;
