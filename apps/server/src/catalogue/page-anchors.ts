import type { Queryable } from "../db/db.ts";
import { num, type SqlParams } from "../db/sql.ts";
import type { Caches } from "../http/cache.ts";

/**
 * Deep pages of the goods lists without a deep OFFSET (issue 15 §1, decision 0020). `pageNum` stays on the
 * wire; behind it, the sort key of every ANCHOR_EVERY-th listing of a list (one filter × one order) is kept
 * in memory with the list's total. Page N then starts from the anchor at or before its first row: a keyset
 * seek down the list's index, and at most ANCHOR_EVERY - 1 rows skipped, whatever N. The first
 * ANCHOR_EVERY rows are read by plain OFFSET as before.
 */
export const ANCHOR_EVERY = 50;

/** Anchors are rebuilt when older than this; a stale set keeps serving while its successor is read. */
export const ANCHOR_FRESH_MS = 60_000;
const ANCHOR_KEEP_MS = 10 * 60_000;

/**
 * The SQL type of each column a list sorts on, to read a key back exactly: keys travel as text, so a
 * timestamp keeps its microseconds (a JS Date would round them off and move the seek).
 */
const KEY_TYPES: Record<string, string> = {
  id: "int",
  show_weight1: "int",
  show_weight2: "int",
  sold_num: "int",
  sort_price: "bigint",
  first_shelf_time: "timestamptz",
  up_time: "timestamptz",
};

export type Keyset = { cols: string[]; dir: "asc" | "desc" };

/**
 * The key of an ORDER BY of the goods lists (goodsOrder): its columns when every term runs the same way and
 * is a not-null column of seller_goods, so a row comparison seeks it on the list's index; else undefined.
 */
export function keysetOf(order: string): Keyset | undefined {
  const cols: string[] = [];
  let dir: "asc" | "desc" | undefined;
  for (const term of order.split(",")) {
    const m = /^\s*sg\.(\w+) (asc|desc)\s*$/.exec(term);
    if (!m?.[1] || !m[2] || !(m[1] in KEY_TYPES) || (dir && m[2] !== dir)) return undefined;
    cols.push(m[1]);
    dir = m[2] as "asc" | "desc";
  }
  return dir && cols.length ? { cols, dir } : undefined;
}

export type Anchors = { total: number; keys: string[][] };

/** One statement: the list's total and the key of its rows 0, ANCHOR_EVERY, 2 × ANCHOR_EVERY, ... */
async function buildAnchors(
  db: Queryable,
  ks: Keyset,
  where: string,
  order: string,
  params: unknown[],
): Promise<Anchors> {
  const keys = ks.cols.map((c, i) => `sg.${c}::text as k${i}`).join(", ");
  const rows = await db.query<Record<string, string> & { total: bigint }>(
    `select * from (select row_number() over (order by ${order}) - 1 as n, count(*) over () as total, ${keys}
       from seller_goods sg where ${where}) x
     where n % ${ANCHOR_EVERY} = 0 order by n`,
    params,
  );
  return { total: num(rows[0]?.total), keys: rows.map((r) => ks.cols.map((_, i) => String(r[`k${i}`]))) };
}

type Entry = { at: number; anchors: Anchors };
const refreshing = new Map<string, Promise<Anchors>>();

/**
 * The anchors of a list, from memory (caches.lists) when there, built once when not: concurrent requests of
 * one list share one build, and a set past ANCHOR_FRESH_MS is served while it is rebuilt behind it.
 */
export async function listAnchors(
  db: Queryable,
  caches: Caches,
  key: string,
  q: { keyset: Keyset; where: string; order: string; params: unknown[] },
): Promise<Anchors> {
  const cacheKey = `anchors|${key}`;
  const hit = caches.lists.get(cacheKey)?.value as Entry | undefined;
  const rebuild = () => {
    let p = refreshing.get(cacheKey);
    if (!p) {
      p = buildAnchors(db, q.keyset, q.where, q.order, q.params)
        .then((anchors) => {
          caches.lists.set(cacheKey, { value: { at: Date.now(), anchors } satisfies Entry }, { ttl: ANCHOR_KEEP_MS });
          return anchors;
        })
        .finally(() => refreshing.delete(cacheKey));
      refreshing.set(cacheKey, p);
    }
    return p;
  };
  if (!hit) return rebuild();
  if (Date.now() - hit.at > ANCHOR_FRESH_MS) rebuild().catch(() => undefined);
  return hit.anchors;
}

/**
 * The keyset seek of a page that starts at `offset`: an `and` clause from the anchor at or before it, and
 * the rows still to skip after it. Undefined when the list has no anchor there (past its end).
 */
export function seekFrom(
  anchors: Anchors,
  ks: Keyset,
  offset: number,
  p: SqlParams,
): { clause: string; skip: number } | undefined {
  const at = Math.floor(offset / ANCHOR_EVERY);
  const key = anchors.keys[at];
  if (!key) return undefined;
  const cols = ks.cols.map((c) => `sg.${c}`).join(", ");
  const vals = ks.cols.map((c, i) => `${p.add(key[i])}::${KEY_TYPES[c]}`).join(", ");
  // The anchor row itself is included: it is row at × ANCHOR_EVERY of the list.
  return { clause: ` and (${cols}) ${ks.dir === "desc" ? "<=" : ">="} (${vals})`, skip: offset - at * ANCHOR_EVERY };
}
