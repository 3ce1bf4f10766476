/**
 * The largest value of an int4 column, which every id goes to: the contract's INT4_MAX (wire-id.test.ts keeps
 * them equal). Not imported from it: that module holds the contract's zod schemas, and the pages that read an
 * id from the address bar would download zod for one number.
 */
const INT4_MAX = 2_147_483_647;

/**
 * An id from the address bar (?id=, ?categoryId=) in the form the wire sends ids: decimal text, as the original
 * sent them, so it matches the answers' ids with ===. Anything else (blank, "abc", "01", past an int4) is
 * undefined: the page shows that nothing was found instead of asking the server.
 */
export function idParam(raw: string | null): string | undefined {
  return raw && /^[1-9]\d{0,9}$/.test(raw) && Number(raw) <= INT4_MAX ? raw : undefined;
}
