import type { Queryable } from "../db/db.ts";
import { type Plan, h, u } from "./plan.ts";
import { COUNTRIES, REVIEWS } from "./words.ts";

/** Demo buyers: accounts with no password, so nobody can log in as them; they only own past orders. */
export async function insertBuyers(q: Queryable, plan: Plan): Promise<void> {
  const B = plan.buyers;
  await q.query(
    `insert into party (username, usercode, role, email, avatar, country_code, created_at)
    select 'demo_buyer_' || lpad(n::text, 4, '0'), 'DB' || lpad(n::text, 7, '0'), 'MEMBER', null,
      1 + ${h("n", 80)} % 20, ($2::text[])[1 + ${h("n", 81)} % array_length($2, 1)],
      now() - make_interval(days => 130 + ${h("n", 82)} % 600)
    from generate_series(1, $1::int) n order by n`,
    [B, COUNTRIES],
  );
  await q.query(
    `create temp table seed_buyer on commit drop as
    select n - 1 as i, p.id party_id, p.country_code from generate_series(1, $1::int) n
    join party p on p.username = 'demo_buyer_' || lpad(n::text, 4, '0')`,
    [B],
  );
  await q.query("create index on seed_buyer (i)");
}

/**
 * Order lines m in [a, b], one line per order. A long tail at any size: 10% of lines go to the hottest 0.05% of
 * listings (about 120 orders each), 20% to the next 1%, the rest uniformly (most listings then sell nothing).
 * Listing slots map to ids through a stride permutation. Orders are received (4) or reviewed (5).
 */
export async function insertOrders(q: Queryable, plan: Plan, a: number, b: number): Promise<void> {
  const { goods: N, listingStride: P, buyers: B } = plan;
  await q.query(`create temp table if not exists seed_line (m int, sg int, g int, seller int, sku int, num int,
      unit bigint, sysp bigint, tax bigint, freight bigint, party int, country text, created timestamptz, reviewed bool)
      on commit drop`);
  await q.query("truncate seed_line");
  await q.query(
    `insert into seed_line
    select m, l.id, l.goods_id, l.seller_id, k.id, n.num,
      case when k.id is null then l.selling_price else k.system_price * l.selling_price / g.system_price end,
      coalesce(k.system_price, g.system_price), g.goods_tax, g.freight_amount, bu.party_id, bu.country_code,
      l.first_shelf_time + (now() - l.first_shelf_time) * ${u("m", 90)}, ${h("m", 91)} % 100 < 60
    from generate_series($1::int, $2::int) m
    join seller_goods l on l.id = ((case when ${h("m", 92)} % 100 < 10 then ${h("m", 98)} % $6::int
      when ${h("m", 92)} % 100 < 30 then $6::int + ${h("m", 98)} % $7::int else ${h("m", 98)} % $3::int end)
      % $3::bigint * $4::bigint % $3::bigint + 1)::int
    join system_goods g on g.id = l.goods_id
    join seed_goods sg on sg.g = l.goods_id
    left join goods_sku k on k.id = case when sg.ncol > 0 or sg.nsize > 0 then
      (sg.g - 1) * 30 + (${h("m", 93)} % greatest(sg.ncol, 1)) * 6 + 1 + ${h("m", 94)} % greatest(sg.nsize, 1) end
    join seed_buyer bu on bu.i = ${h("m", 95)} % $5
    cross join lateral (select greatest(g.buy_min, case when ${h("m", 96)} % 100 < 80 then 1
      when ${h("m", 96)} % 100 < 95 then 2 else 3 + ${h("m", 97)} % 3 end) num) n`,
    [a, b, N, P, B, Math.max(1, Math.floor(N / 2000)), Math.max(1, Math.floor(N / 100))],
  );

  // Past orders, completed before the ledger began: they count in sold figures and reviews, and carry no
  // balances (the demo's money starts with the ledger grants of demo-accounts.ts). So they were never settled
  // to a store's wallet (settled_at null): a seller's "profit so far" is what its ledger shows.
  await q.query(`insert into mall_order (id, party_id, seller_id, status, goods_count, prize_original, prize_real, system_price,
      fees, tax, profit, pay_time, created_at, pay_status, purch_status, purch_time, ship_time, receipt_time, settled_at,
      has_comment, updated_at)
    select 'D' || lpad(m::text, 11, '0'), party, seller, case when reviewed then 5 else 4 end, num, unit * num, unit * num,
      sysp * num, freight * num, tax * num, (unit - sysp) * num, created, created, 1, 1, created, created + interval '1 day',
      created + interval '4 days', null, reviewed, created + interval '4 days'
    from seed_line`);
  await q.query(`insert into mall_order_goods (order_id, seller_goods_id, goods_id, sku_id, goods_num, unit_price, system_price, fees, tax)
    select 'D' || lpad(m::text, 11, '0'), sg, g, sku, num, unit, sysp, freight * num, tax * num from seed_line`);

  const r = REVIEWS;
  await q.query(
    `insert into evaluation (order_id, party_id, seller_goods_id, seller_id, goods_id, sku_id, evaluation_type,
      rating, content, img_urls, created_at)
    select 'D' || lpad(m::text, 11, '0'), party, sg, seller, g, sku, t.typ,
      case t.typ when 1 then case when ${h("m", 100)} % 10 < 7 then 5 else 4 end when 2 then 3 else 1 + ${h("m", 100)} % 2 end,
      case when country in ('CN', 'TW', 'HK') then
        case t.typ when 1 then ($1::text[])[1 + ${h("m", 101)} % array_length($1, 1)]
          when 2 then ($2::text[])[1 + ${h("m", 101)} % array_length($2, 1)] else ($3::text[])[1 + ${h("m", 101)} % array_length($3, 1)] end
      else
        case t.typ when 1 then ($4::text[])[1 + ${h("m", 101)} % array_length($4, 1)]
          when 2 then ($5::text[])[1 + ${h("m", 101)} % array_length($5, 1)] else ($6::text[])[1 + ${h("m", 101)} % array_length($6, 1)] end
      end,
      case when ${h("m", 102)} % 100 < 6 then
        array(select '/media/review/' || ((${h("m", 103)} + i) % 60 + 1) || '.svg' from generate_series(1, 1 + ${h("m", 104)} % 3) i)
      else '{}' end,
      least(now(), created + make_interval(days => 1 + ${h("m", 105)} % 10))
    from seed_line
    cross join lateral (select case when ${h("m", 106)} % 100 < 80 then 1 when ${h("m", 106)} % 100 < 92 then 2 else 3 end typ) t
    where reviewed`,
    [r[1].zh, r[2].zh, r[3].zh, r[1].en, r[2].en, r[3].en],
  );
}

/** Counters are derived from the rows just written, never invented: sold = units of paid order lines. */
export async function deriveCounters(q: Queryable): Promise<void> {
  // One pass over a million listings: the per-row store counter trigger is paused and the store counters
  // are summed once afterwards, in the same transaction.
  await q.query("alter table seller_goods disable trigger seller_stats_listing_update");
  await q.query(`update seller_goods s set sold_num = t.sold from (
      select og.seller_goods_id id, sum(og.goods_num)::int sold
      from mall_order_goods og join mall_order o on o.id = og.order_id
      where o.status >= 1 group by og.seller_goods_id) t
    where t.id = s.id`);
  await q.query("alter table seller_goods enable trigger seller_stats_listing_update");
  await q.query(`update seller_stats st set sold_num = t.sold
    from (select seller_id, sum(sold_num) sold from seller_goods group by seller_id) t where t.seller_id = st.seller_id`);
}
