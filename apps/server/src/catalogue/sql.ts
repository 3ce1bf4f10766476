/** Locale row first, English as the fallback (contract 2.5), for name lookups in lang tables. */
export const langsOf = (locale: string): string[] => (locale === "en" ? ["en"] : [locale, "en"]);

/**
 * The PC client sends the search box text encodeURIComponent'd inside an unencoded query string (contract
 * 2.2), so after the usual decoding it may still be percent-encoded once: decode that layer when present.
 */
export function decodeKeyword(keyword: string): string {
  if (!/%[0-9A-Fa-f]{2}/.test(keyword)) return keyword;
  try {
    return decodeURIComponent(keyword).trim() || keyword;
  } catch {
    return keyword;
  }
}
