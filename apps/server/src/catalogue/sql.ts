/** Collects positional parameters while a statement is assembled, so values never enter SQL text. */
export class SqlParams {
  readonly values: unknown[] = [];
  add(v: unknown): string {
    this.values.push(v);
    return `$${this.values.length}`;
  }
}

/** Escapes LIKE wildcards so a keyword is matched literally. */
export const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Locale row first, English as the fallback (contract 2.5), for name lookups in lang tables. */
export const langsOf = (locale: string): string[] => (locale === "en" ? ["en"] : [locale, "en"]);

export const num = (v: bigint | number | string | null | undefined): number =>
  v === null || v === undefined ? 0 : Number(v);

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
