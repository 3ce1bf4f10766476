import { hasSignedCookie, SIGNED_COOKIE } from "@mall/contract";

/** Every browser persistence key of spec point 3 / contract 2.7, in one place. */
export const KEYS = {
  token: "ES_TOKEN",
  lang: "ES_LANG",
  searchHistory: "ES_SEARCH_HISTORY",
  shopCart: "ES_SHOP_CART",
  messageLastId: "ES_MESSAGE_LAST_ID",
  searchResult: "ES_SEARCH_RESULT",
  searchKeyword: "ES_SEARCH_KEYWORD",
  remindOrder: "ES_REMIND_ORDER",
  maxBuy: "maxBuy",
  agentCode: "agentCode",
  currentIndex: "currentIndex",
  scroll: "scroll",
  userInfo: "userInfo",
  userBalance: "userBalance",
  brand: "ES_BRAND",
  /** "desktop" or "wap": the site the visitor chose with the switch link, over what the device suggests. */
  site: "ES_SITE",
  /** A cookie, "1" while a token is kept: the server draws a /wap page's frame for a visitor without a session only. */
  signed: SIGNED_COOKIE,
} as const;

const get = (k: string) => {
  try {
    return localStorage.getItem(k);
  } catch {
    return null;
  }
};
const set = (k: string, v: string | null) => {
  try {
    if (v === null) localStorage.removeItem(k);
    else localStorage.setItem(k, v);
  } catch {
    /* storage full or disabled: the app keeps working without persistence */
  }
};

const sessionGet = (k: string) => {
  try {
    return sessionStorage.getItem(k);
  } catch {
    return null;
  }
};
const sessionSet = (k: string, v: string | null) => {
  try {
    if (v === null) sessionStorage.removeItem(k);
    else sessionStorage.setItem(k, v);
  } catch {
    /* private mode: the brand falls back to the host's */
  }
};

/**
 * Tells the server whether this browser holds a session (ES_SIGNED, no secret in it): /wap's HTML shows a visitor
 * without one the cart's sign-in prompt before the code is in (apps/server/src/http/wap-sketch.ts), never a
 * signed-in buyer. Written when the token changes and at start-up, for a token kept from before the cookie.
 */
export function markSigned(signed: boolean) {
  if (typeof document === "undefined") return;
  if (hasSignedCookie(document.cookie) === signed) return;
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from the phone browsers of a few years ago
  document.cookie = `${KEYS.signed}=${signed ? "1; max-age=31536000" : "; max-age=0"}; path=/; samesite=lax`;
}

export const storage = {
  get,
  set,
  token: () => get(KEYS.token),
  setToken: (t: string | null) => {
    set(KEYS.token, t);
    markSigned(t !== null);
  },
  /** The site the visitor chose with a switch link ("desktop" / "wap"), or null. */
  site: () => get(KEYS.site),
  setSite: (v: "desktop" | "wap" | null) => set(KEYS.site, v),
  /** The brand chosen with `?brand=` lives for the browser session only (sessionStorage). */
  brand: () => sessionGet(KEYS.brand),
  setBrand: (b: string | null) => sessionSet(KEYS.brand, b),
  json<T>(k: string, fallback: T): T {
    const raw = get(k);
    if (!raw) return fallback;
    try {
      return JSON.parse(raw) as T;
    } catch {
      return fallback;
    }
  },
  setJson: (k: string, v: unknown) => set(k, JSON.stringify(v)),
};
