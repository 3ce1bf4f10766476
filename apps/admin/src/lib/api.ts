import { apiErrorText, createApiClient, currentWireLang, toast } from "@mall/ui";
import i18next from "i18next";

/** Where the console keeps its session token (one per app, so a shop login never signs into the console). */
export const TOKEN_KEY = "ES_ADMIN_TOKEN";

let onSessionLost: () => void = () => {
  window.location.assign(`${import.meta.env.BASE_URL}login`);
};

/** The router installs its own navigation once it exists, so a lost session is a client-side move. */
export const setSessionLostHandler = (fn: () => void) => {
  onSessionLost = fn;
};

/** The console's one API client: token from ES_ADMIN_TOKEN, code 403 → forget it and go to the login. */
export const api = createApiClient({
  token: TOKEN_KEY,
  lang: currentWireLang,
  onSessionLost: () => onSessionLost(),
  onError: (err) => toast.error(apiErrorText(i18next.t, err)),
});
