/** Every browser persistence key of the seller app, in one place. */
export const KEYS = {
  /** The seller session; apart from the shop's ES_TOKEN so one browser can be buyer and seller at once. */
  token: "ES_SELLER_TOKEN",
  /** Shared with the shop: the interface language follows the visitor between the two. */
  lang: "ES_LANG",
  /** The picture the visitor had in the shop (`?avatar=` of the merchant links), used for the new account. */
  avatar: "ES_SELLER_AVATAR",
  /** The shop's stored invitation code (spec: a query `code` is saved as agentCode). */
  agentCode: "agentCode",
} as const;

export function readKey(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeKey(key: string, value: string | null) {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    /* storage disabled: the value lasts for this page */
  }
}
