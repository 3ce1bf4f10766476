import { INT4_MAX } from "@mall/contract";

/**
 * An id from the address bar (?id=, ?categoryId=) in the form the wire sends ids: decimal text, as the original
 * sent them, so it matches the answers' ids with ===. Anything else (blank, "abc", "01", past an int4) is
 * undefined: the page shows that nothing was found instead of asking the server.
 */
export function idParam(raw: string | null): string | undefined {
  return raw && /^[1-9]\d{0,9}$/.test(raw) && Number(raw) <= INT4_MAX ? raw : undefined;
}
