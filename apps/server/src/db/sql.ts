/** SQL helpers every feature shares: parameters, LIKE patterns, paging, error codes, numbers from rows. */

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

/** LIKE pattern for "contains", with the user's % and _ taken literally. */
export const containsPattern = (s: string) => `%${likeEscape(s)}%`;

/** LIMIT and OFFSET of a mall page (pageNum from 1; contract 2.6). */
export const pageWindow = (p: { pageNum: number; pageSize: number }) => ({
  limit: p.pageSize,
  offset: (p.pageNum - 1) * p.pageSize,
});

/** PostgreSQL error codes that features turn into catalogue answers. */
export const isUniqueViolation = (e: unknown) => (e as { code?: string }).code === "23505";
export const isForeignKeyViolation = (e: unknown) => (e as { code?: string }).code === "23503";

/** A count or sum from a row (bigint, numeric text or null) as a number. */
export const num = (v: bigint | number | string | null | undefined): number =>
  v === null || v === undefined ? 0 : Number(v);
