-- Uncached catalogue answers planned once per connection (issue 15 §1, decision 0020). Planning the statements
-- of an uncached list page, search or product page cost several times running them (most of all on the
-- embedded PGlite). A PL/pgSQL function keeps the plan of its queries for the session, so these are planned
-- once per connection instead of once per request:
--
-- goods_cards: the goods cards of listing ids, in the order given. The lists and the search pass the ids of
--   their page as a subquery (array(select ...)), whose own plan is a single-table one and cheap.
-- goods_detail: a product page in one call: the card with its store, attributes, SKUs and review counts
--   (sellerGoods!info ran six or seven statements one after another).
--
-- The card columns are catalogue/goods.ts goodsSelect's and the store card is catalogue/sellers.ts
-- SELLER_CARD_COLUMNS: catalogue/uncached-paths.test.ts compares these functions' answers with theirs.
create function goods_cards(p_ids integer[], p_locale text, p_now timestamptz, p_des boolean)
returns table (
  id integer, goods_id integer, seller_id integer, top_category_id integer, secondary_category_id integer,
  category_id integer, name text, des text, unit text, img_count smallint, system_price bigint, offer_min bigint,
  offer_max bigint, selling_price bigint, discount_price bigint, discount_ratio numeric, discount_start timestamptz,
  discount_end timestamptz, discount_active boolean, freight_amount bigint, goods_tax bigint, sold_num integer,
  views_num integer, buy_min integer, is_shelf boolean, is_rec boolean, first_shelf_time timestamptz,
  up_time timestamptz, created_at timestamptz, show_weight1 integer, show_weight2 integer
) language plpgsql stable as $$
#variable_conflict use_column
begin
  return query
  select sg.id, sg.goods_id, sg.seller_id, sg.top_category_id, sg.secondary_category_id, sg.category_id,
    coalesce((select l.name from system_goods_lang l where l.goods_id = sg.goods_id and l.lang = p_locale),
             (select l.name from system_goods_lang l where l.goods_id = sg.goods_id and l.lang = 'en'), ''),
    case when p_des then
      coalesce((select l.des from system_goods_lang l where l.goods_id = sg.goods_id and l.lang = p_locale),
               (select l.des from system_goods_lang l where l.goods_id = sg.goods_id and l.lang = 'en'), '')
    else '' end,
    g.unit, g.img_count, g.system_price, g.offer_min, g.offer_max, sg.selling_price, sg.discount_price,
    sg.discount_ratio, sg.discount_start, sg.discount_end,
    (sg.discount_price is not null and sg.discount_start <= p_now and sg.discount_end > p_now),
    g.freight_amount, g.goods_tax, sg.sold_num, sg.views_num, g.buy_min, sg.is_shelf, sg.is_rec,
    sg.first_shelf_time, sg.up_time, sg.created_at, sg.show_weight1, sg.show_weight2
  from unnest(p_ids) with ordinality as u(id, ord)
  join seller_goods sg on sg.id = u.id
  join system_goods g on g.id = sg.goods_id
  order by u.ord;
end $$;

create function goods_detail(p_id integer, p_locale text, p_sku integer, p_now timestamptz)
returns table (
  id integer, goods_id integer, seller_id integer, top_category_id integer, secondary_category_id integer,
  category_id integer, name text, des text, unit text, img_count smallint, system_price bigint, offer_min bigint,
  offer_max bigint, selling_price bigint, discount_price bigint, discount_ratio numeric, discount_start timestamptz,
  discount_end timestamptz, discount_active boolean, freight_amount bigint, goods_tax bigint, sold_num integer,
  views_num integer, buy_min integer, is_shelf boolean, is_rec boolean, first_shelf_time timestamptz,
  up_time timestamptz, created_at timestamptz, show_weight1 integer, show_weight2 integer,
  seller json, attrs json, skus json, reviews json
) language plpgsql stable as $$
#variable_conflict use_column
begin
  return query
  select c.*,
    (select row_to_json(x) from (
       select s.id, s.name, s.avatar, s.banner1, s.banner2, s.banner3, s.shop_remark, s.contact, s.shop_phone,
              s.shop_address, s.key_words, s.status, s.credit_score, s.mall_level, s.is_rec, s.created_at,
              s.focus_num, s.views_num, st.sold_num sold, st.on_shelf, st.good_reviews good, st.reviews
       from seller s left join seller_stats st on st.seller_id = s.id where s.id = c.seller_id) x),
    (select coalesce(json_agg(json_build_object('attr_id', a.id,
        'attr_name', coalesce(a.names ->> p_locale, a.names ->> 'en', ''), 'attr_sort', a.sort, 'value_id', v.id,
        'value_name', coalesce(v.names ->> p_locale, v.names ->> 'en', ''), 'is_icon', v.icon_img <> '',
        'icon_img', v.icon_img) order by a.sort, a.id, v.sort, v.id), '[]')
      from goods_attr a join goods_attr_value v on v.attr_id = a.id where a.goods_id = c.goods_id),
    (select coalesce(json_agg(json_build_object('id', k.id, 'attr_value_ids', k.attr_value_ids,
        'system_price', k.system_price, 'stock', k.stock, 'cover_img', k.cover_img, 'hidden', k.hidden)
        order by k.id), '[]')
      from goods_sku k where k.goods_id = c.goods_id and (p_sku is null or k.id = p_sku)),
    (select json_build_object('good', count(*) filter (where e.evaluation_type = 1), 'total', count(*))
      from evaluation e where e.seller_goods_id = c.id and e.status = 1)
  from goods_cards(array[p_id], p_locale, p_now, true) c;
end $$;
