import { type ApiError, createApiClient } from "@mall/api";
import { FIRST_SCREEN_ELEMENT, firstScreenKey, wireLang } from "@mall/contract";
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
 * The first screen's answers the server put in the page (a /wap landing page's, for a visitor without a
 * session: the server cannot know a session, and a signed-in answer may differ). Each is used once, by the
 * page's first call for it; any later call asks the server.
 */
let firstScreen: Map<string, unknown> | undefined;
function fromFirstScreen(action: string, params: object): unknown {
  if (!firstScreen) {
    firstScreen = new Map();
    const text = typeof document === "undefined" ? null : document.getElementById(FIRST_SCREEN_ELEMENT)?.textContent;
    if (text && !storage.token()) {
      try {
        for (const [k, v] of Object.entries(JSON.parse(text) as Record<string, unknown>)) firstScreen.set(k, v);
      } catch {
        // A page without usable data asks the server, as it would without any.
      }
    }
  }
  if (!firstScreen.size) return undefined;
  const key = firstScreenKey(action, params);
  const data = firstScreen.get(key);
  firstScreen.delete(key);
  return data;
}

/**
 * The storefront's client. Parameters go in the query string as the original PC clients sent them, or in a
 * form body with `{ form: true }` (passwords, codes, free text), with `token`, `lang` and `brand`.
 */
export const api = createApiClient({
  token: { get: storage.token, set: storage.setToken, subscribe: () => () => {} },
  lang: () => wireLang(currentLocale()),
  query: () => ({ brand: new URLSearchParams(window.location.search).get("brand") ?? storage.brand() }),
  send: "query",
  prefilled: fromFirstScreen,
  onSessionLost: (err) => {
    for (const l of sessionLostListeners) l(err);
  },
  onError: (err) => {
    for (const l of errorListeners) l(err);
  },
});

export const { call, upload } = api;
