import type { Queryable } from "../db/db.ts";
import { PALETTE } from "../media/palette.ts";
import { type Leaf, TOPS, leafSlots, leaves } from "./tree.ts";
import { type SizeScale, SIZE_SCALES, parts } from "./vocab.ts";
import { DESC_CLOSERS } from "./words.ts";

/**
 * Deterministic pseudo-randomness: a non-negative int4 from a row number and a salt. hashint8 is PostgreSQL's
 * own integer hash (same on PGlite and servers), so a seed is reproducible and needs no JS per row.
 */
export const h = (expr: string, salt: number) => `(hashint8((${expr})::bigint * 131 + ${salt}) & 2147483647)`;
/** The same as a fraction in [0, 1). */
export const u = (expr: string, salt: number) => `(${h(expr, salt)}::float8 / 2147483648.0)`;

/** Sizes of one seed run, derived once from the options. */
export interface Plan {
  goods: number; // N listings
  systemGoods: number; // G platform goods
  sellers: number; // S
  buyers: number; // B
  lines: number; // L order lines (one per order)
  sellerStride: number; // coprime with S: spreads big stores over ids
  listingStride: number; // coprime with N: spreads popular listings over ids
  slots: number;
  leaves: Leaf[];
}

const PRIMES = [7919, 7927, 7933, 7937, 7949, 7951, 7963, 7993];
const coprime = (n: number) => PRIMES.find((p) => n % p !== 0) ?? 1;

export function makePlan(opts: { goods: number; sellers?: number }): Plan {
  const goods = Math.max(0, Math.floor(opts.goods));
  const ls = leaves();
  const sellers = Math.max(1, opts.sellers ?? Math.max(200, Math.ceil(goods / 250)));
  return {
    goods,
    sellers,
    leaves: ls,
    systemGoods: Math.ceil(goods / 4),
    buyers: 500,
    lines: Math.round(goods * 0.6),
    sellerStride: coprime(sellers),
    listingStride: coprime(Math.max(goods, 1)),
    slots: leafSlots(ls).length,
  };
}

const SCALE_NAMES = Object.keys(SIZE_SCALES) as Exclude<SizeScale, "none">[];

/** Vocabulary as session-local tables so the bulk statements can join it (dropped at commit). */
export async function loadVocabulary(q: Queryable, plan: Plan): Promise<void> {
  const ls = plan.leaves;
  await q.query(
    `create temp table seed_leaf on commit drop as
    select * from unnest($1::int[], $2::int[], $3::int[], $4::int[], $5::int[], $6::text[], $7::bool[], $8::int[], $9::int[], $10::int[])
      as t(idx, id, second_id, top_id, top_idx, scale, colour, pmin, pmax, nn)`,
    [
      ls.map((l) => l.idx),
      ls.map((l) => l.id),
      ls.map((l) => l.secondId),
      ls.map((l) => l.topId),
      ls.map((l) => l.topIdx),
      ls.map((l) => l.size),
      ls.map((l) => l.colour),
      ls.map((l) => l.price[0]),
      ls.map((l) => l.price[1]),
      ls.map((l) => l.nouns.length),
    ],
  );
  await q.query("create index on seed_leaf (idx)");

  const tri = (rows: { key: number[]; text: string }[], table: string, keys: string[]) => {
    const cols = keys.map((_, i) => `$${i + 1}::int[]`).join(", ");
    const n = keys.length;
    return q.query(
      `create temp table ${table} on commit drop as select * from unnest(${cols}, $${n + 1}::text[], $${n + 2}::text[], $${n + 3}::text[]) as t(${keys.join(", ")}, en, cn, tw)`,
      [...keys.map((_, i) => rows.map((r) => r.key[i])), ...[0, 1, 2].map((j) => rows.map((r) => parts(r.text, 3)[j]))],
    );
  };
  await tri(
    ls.flatMap((l) => l.nouns.map((w, i) => ({ key: [l.idx, i + 1], text: w }))),
    "seed_noun",
    ["leaf", "i"],
  );
  await tri(
    TOPS.flatMap((t, ti) => t.adj.map((w, i) => ({ key: [ti, i + 1], text: w }))),
    "seed_adj",
    ["top", "i"],
  );
  await tri(
    TOPS.flatMap((t, ti) => t.mods.map((w, i) => ({ key: [ti, i + 1], text: w }))),
    "seed_mod",
    ["top", "i"],
  );
  await tri(
    TOPS.map((t, ti) => ({ key: [ti], text: t.pitch })),
    "seed_pitch",
    ["top"],
  );
  await tri(
    DESC_CLOSERS.map((t, i) => ({ key: [i], text: t })),
    "seed_closer",
    ["i"],
  );
  await tri(
    PALETTE.map((c, i) => ({ key: [i], text: c.names })),
    "seed_colour",
    ["i"],
  );
  await q.query(
    `create temp table seed_top on commit drop as
    select * from unnest($1::int[], $2::int[], $3::int[]) as t(idx, nadj, nmod)`,
    [TOPS.map((_, i) => i), TOPS.map((t) => t.adj.length), TOPS.map((t) => t.mods.length)],
  );
  const scaleRows = SCALE_NAMES.flatMap((s, si) =>
    SIZE_SCALES[s].values.map((v, i) => ({ key: [si, i + 1], text: v })),
  );
  await tri(scaleRows, "seed_scale_value", ["scale", "i"]);
  await q.query(
    `create temp table seed_scale on commit drop as
    select * from unnest($1::text[], $2::int[], $3::int[], $4::text[], $5::text[], $6::text[]) as t(name, idx, n, en, cn, tw)`,
    [
      SCALE_NAMES,
      SCALE_NAMES.map((_, i) => i),
      SCALE_NAMES.map((s) => SIZE_SCALES[s].values.length),
      ...[0, 1, 2].map((j) => SCALE_NAMES.map((s) => parts(SIZE_SCALES[s].name, 3)[j])),
    ],
  );
  const slots = leafSlots(ls);
  await q.query(
    "create temp table seed_slot on commit drop as select * from unnest($1::int[], $2::int[]) as t(slot, leaf)",
    [slots.map((_, i) => i), slots],
  );
  await q.query("create index on seed_slot (slot)");
}

/**
 * One row per platform goods with every random choice made once: its leaf category, price, which attributes it
 * has, the words of its name, and how many stores list it (lcount, with lstart = listings before it).
 */
export async function planGoods(q: Queryable, plan: Plan): Promise<void> {
  const { systemGoods: G, slots: W, sellers: S } = plan;
  await q.query(
    `create temp table seed_goods on commit drop as
    with base as (
      select g, l.idx leaf, l.top_idx top, l.id cat, l.second_id sec, l.top_id topcat, l.pmin, l.pmax, l.nn,
        l.colour can_colour, l.scale, ${h("g", 3)} % 100 r_attr
      from generate_series(1, $1::int) g
      join seed_slot s on s.slot = (g::bigint * 7919) % $2
      join seed_leaf l on l.idx = s.leaf
    ), attrs as (
      select b.*, sc.idx scale_idx, coalesce(sc.n, 0) scale_n,
        case when can_colour and (sc.n is not null and r_attr < 60 or sc.n is null and r_attr < 70)
          then 2 + ${h("g", 4)} % 4 else 0 end ncol,
        case when sc.n is not null and (can_colour and (r_attr < 35 or r_attr between 60 and 79) or not can_colour and r_attr < 70)
          then least(3 + ${h("g", 5)} % 4, sc.n) else 0 end nsize
      from base b left join seed_scale sc on sc.name = b.scale
    )
    select g, leaf, top, cat, sec, topcat, ncol, nsize, scale_idx,
      case when nsize > 0 then ${h("g", 6)} % (scale_n - nsize + 1) else 0 end sstart,
      (pmin + (pmax - pmin)::bigint * (${h("g", 7)} % 10000) * (${h("g", 7)} % 10000) / 100000000) * 100
        + (array[99, 0, 50, 99])[1 + ${h("g", 8)} % 4] as price,
      case when ${h("g", 9)} % 100 < 60 then 0 else (${h("g", 10)} % 9 + 1) * 100 - 1 end freight,
      ${h("g", 11)} % 100 tax_r,
      case when ${h("g", 12)} % 100 < 85 then 1 else 2 + ${h("g", 13)} % 4 end buy_min,
      3 + ${h("g", 14)} % 3 img_count,
      1 + ${h("g", 15)} % nn noun,
      1 + ${h("g", 16)} % t.nadj adj,
      case when ncol = 0 and t.nmod > 0 and ${h("g", 17)} % 100 < 70 then 1 + ${h("g", 18)} % t.nmod end as mod,
      ${h("g", 19)} % ${DESC_CLOSERS.length} closer,
      least($3::int, case when ${h("g", 20)} % 100 < 30 then 1 when ${h("g", 20)} % 100 < 55 then 2
        when ${h("g", 20)} % 100 < 70 then 3 when ${h("g", 20)} % 100 < 80 then 5 when ${h("g", 20)} % 100 < 90 then 8
        when ${h("g", 20)} % 100 < 97 then 12 else 40 end) lcount,
      floor($3::int * power(${u("g", 21)}, 2))::int seller_base,
      0::bigint lstart
    from attrs join seed_top t on t.idx = attrs.top`,
    [G, W, S],
  );
  await q.query("create unique index on seed_goods (g)");
  // Top up listing counts until the goods cover N listings (only small runs with few stores need it).
  for (let i = 0; i < 50; i++) {
    const [row] = await q.query<{ total: bigint | null }>("select sum(lcount)::int8 total from seed_goods");
    if (Number(row?.total ?? 0) >= plan.goods || i === 49) break;
    await q.query("update seed_goods set lcount = least($1::int, lcount + 1)", [S]);
  }
  await q.query(`update seed_goods s set lstart = p.lstart from (
    select g, sum(lcount) over (order by g) - lcount as lstart from seed_goods) p where p.g = s.g`);
}
