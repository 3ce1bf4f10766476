import type { Queryable } from "../db/db.ts";
import { type Plan, h, u } from "./plan.ts";
import { CITIES, CONTACT_NAMES, COUNTRIES, SHOP_REMARKS, STORE_CORE, STORE_PREFIX, STORE_SUFFIX } from "./words.ts";

const pad = (n: number) => Math.max(4, String(n).length);

/** Stores with their owner accounts (role SELLER, no password: demo stores cannot log in). */
export async function insertSellers(q: Queryable, plan: Plan): Promise<void> {
  const S = plan.sellers;
  const w = pad(S);
  await q.query(
    `insert into party (username, usercode, role, email, avatar, country_code, created_at)
    select 'demo_seller_' || lpad(n::text, $2, '0'), 'DS' || lpad(n::text, 7, '0'), 'SELLER',
      'store' || n || '@sellers.example', 1 + ${h("n", 40)} % 20, ($3::text[])[1 + ${h("n", 41)} % array_length($3, 1)],
      now() - make_interval(days => 150 + ${h("n", 42)} % 750)
    from generate_series(1, $1::int) n order by n`,
    [S, w, COUNTRIES],
  );
  const combos = STORE_PREFIX.length * STORE_CORE.length * STORE_SUFFIX.length;
  // (n-1)*1543 mod combos walks every name once before any repeats (1543 is prime and does not divide 4,800).
  await q.query(
    `insert into seller (id, party_id, name, avatar, banner1, banner2, banner3, shop_remark, contact, shop_phone,
      shop_address, key_words, status, is_rec, credit_score, mall_level, created_at) overriding system value
    select n, p.id,
      x.pre || ' ' || x.core || ' ' || x.suf || case when n > $2 then ' ' || (1 + (n - 1) / $2) else '' end,
      '/media/seller/' || n || '/avatar.svg', '/media/seller/' || n || '/banner/1.svg',
      '/media/seller/' || n || '/banner/2.svg', '/media/seller/' || n || '/banner/3.svg',
      ($6::text[])[1 + ${h("n", 43)} % array_length($6, 1)],
      ($7::text[])[1 + ${h("n", 44)} % array_length($7, 1)],
      '+' || (10 + ${h("n", 45)} % 89) || ' ' || lpad((${h("n", 46)} % 100000000)::text, 8, '0'),
      (1 + ${h("n", 47)} % 300) || ' Market Street, ' || ($8::text[])[1 + ${h("n", 48)} % array_length($8, 1)],
      lower(x.core) || ',' || lower(x.suf),
      1, ${h("n", 49)} % 100 < 8, 85 + ${h("n", 50)} % 16,
      (array['S', 'A', 'A', 'B', 'B', 'B', 'C', 'C'])[1 + ${h("n", 51)} % 8],
      p.created_at
    from generate_series(1, $1::int) n
    join party p on p.username = 'demo_seller_' || lpad(n::text, $9, '0')
    cross join lateral (select ((n - 1)::bigint * 1543) % $2 as i) ix
    cross join lateral (select ($3::text[])[1 + ix.i % array_length($3, 1)] pre,
      ($4::text[])[1 + (ix.i / array_length($3, 1)) % array_length($4, 1)] core,
      ($5::text[])[1 + ix.i / (array_length($3, 1) * array_length($4, 1))] suf) x`,
    [S, combos, STORE_PREFIX, STORE_CORE, STORE_SUFFIX, SHOP_REMARKS, CONTACT_NAMES, CITIES, w],
  );
}

/**
 * Listings of seed_goods rows g in [a, b]. Goods g is listed by lcount consecutive store slots from a skewed base
 * (so low slots are big stores), mapped through a stride permutation so the big stores are spread over ids.
 * Listing ids are lstart+k+1: exactly 1..N.
 */
export async function insertListings(q: Queryable, plan: Plan, a: number, b: number): Promise<void> {
  const { sellers: S, sellerStride: P, goods: N } = plan;
  await q.query(
    `insert into seller_goods (id, seller_id, goods_id, category_id, secondary_category_id, top_category_id,
      selling_price, discount_price, discount_ratio, discount_start, discount_end, is_shelf, is_rec, first_shelf_time,
      up_time, show_weight1, show_weight2, created_at) overriding system value
    select id, ((seller_base + k) % $3::bigint * $4 % $3 + 1)::int, g, cat, sec, topcat, sp,
      case when disc then sp * (100 - pct) / 100 end,
      case when disc then pct / 100.0 end,
      case when disc then now() - make_interval(days => 1 + ${h("id", 60)} % 10) end,
      case when disc then now() + make_interval(days => 1 + ${h("id", 61)} % 20, hours => ${h("id", 62)} % 24) end,
      ${h("id", 63)} % 100 < 96, ${h("id", 64)} % 100 < 5, shelf, shelf, ${h("id", 65)} % 100, ${h("id", 66)} % 1000, shelf
    from (
      select sg.*, (sg.lstart + k + 1)::int id, k,
        sg.price * (110 + ${h("(sg.lstart + k + 1)", 67)} % 51) / 100 sp,
        ${h("(sg.lstart + k + 1)", 68)} % 100 < 15 disc,
        5 * (1 + ${h("(sg.lstart + k + 1)", 69)} % 8) pct,
        now() - make_interval(mins => (${u("(sg.lstart + k + 1)", 70)} * 120 * 24 * 60)::int) shelf
      from seed_goods sg cross join lateral generate_series(0, sg.lcount - 1) k
      where sg.g between $1 and $2 and sg.lstart + k < $5
    ) l`,
    [a, b, S, P, N],
  );
}
