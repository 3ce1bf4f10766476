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

export const storage = {
  get,
  set,
  token: () => get(KEYS.token),
  setToken: (t: string | null) => set(KEYS.token, t),
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
