import type { Queryable } from "../db/db.ts";
import { h } from "./plan.ts";

/** Platform goods of seed_goods rows g in [a, b]: the goods, names, attributes and one SKU per combination. */
export async function insertGoods(q: Queryable, a: number, b: number): Promise<void> {
  await q.query(
    `insert into system_goods (id, category_id, secondary_category_id, top_category_id, unit, system_price,
      freight_amount, goods_tax, buy_min, img_count, created_at) overriding system value
    select g, cat, sec, topcat, 'piece', price, freight,
      case when tax_r < 70 then 0 else price * (1 + tax_r % 5) / 100 end,
      buy_min, img_count, now() - make_interval(days => 120 + ${h("g", 30)} % 240)
    from seed_goods where g between $1 and $2`,
    [a, b],
  );

  await q.query(
    `with w as (
      select sg.g, concat_ws(' ', ad.en, m.en, n.en) en, concat(ad.cn, m.cn, n.cn) cn, concat(ad.tw, m.tw, n.tw) tw,
        p.en p_en, p.cn p_cn, p.tw p_tw, c.en c_en, c.cn c_cn, c.tw c_tw
      from seed_goods sg
      join seed_noun n on n.leaf = sg.leaf and n.i = sg.noun
      join seed_adj ad on ad.top = sg.top and ad.i = sg.adj
      left join seed_mod m on m.top = sg.top and m.i = sg.mod
      join seed_pitch p on p.top = sg.top
      join seed_closer c on c.i = sg.closer
      where sg.g between $1 and $2
    )
    insert into system_goods_lang (goods_id, lang, name, des)
    select g, v.lang, v.name, v.des from w cross join lateral (values
      ('en', en, en || '. ' || p_en || ' ' || c_en),
      ('zh-CN', cn, cn || '。' || p_cn || c_cn),
      ('zh-TW', tw, tw || '。' || p_tw || c_tw)) v(lang, name, des)`,
    [a, b],
  );

  // Attribute ids are positional (colour 2g-1, size 2g) so values and SKUs can be generated without reading ids back.
  await q.query(
    `insert into goods_attr (id, goods_id, sort, names) overriding system value
    select 2 * g - 1, g, 0, '{"en":"Colour","zh-CN":"颜色","zh-TW":"顏色"}'::jsonb from seed_goods where g between $1 and $2 and ncol > 0
    union all
    select 2 * g, g, case when ncol > 0 then 1 else 0 end, jsonb_build_object('en', sc.en, 'zh-CN', sc.cn, 'zh-TW', sc.tw)
    from seed_goods sg join seed_scale sc on sc.idx = sg.scale_idx where g between $1 and $2 and nsize > 0`,
    [a, b],
  );

  await q.query(
    `insert into goods_attr_value (id, attr_id, sort, names, icon_img) overriding system value
    select (g - 1) * 11 + j, 2 * g - 1, j - 1, jsonb_build_object('en', c.en, 'zh-CN', c.cn, 'zh-TW', c.tw),
      '/media/sku/' || ((g - 1) * 11 + j) || '.svg'
    from seed_goods sg cross join lateral generate_series(1, sg.ncol) j
    join seed_colour c on c.i = (sg.g * 7 + j * 3) % 16
    where g between $1 and $2 and ncol > 0
    union all
    select (g - 1) * 11 + 5 + k, 2 * g, k - 1, jsonb_build_object('en', v.en, 'zh-CN', v.cn, 'zh-TW', v.tw), ''
    from seed_goods sg cross join lateral generate_series(1, sg.nsize) k
    join seed_scale_value v on v.scale = sg.scale_idx and v.i = sg.sstart + k
    where g between $1 and $2 and nsize > 0`,
    [a, b],
  );

  await q.query(
    `insert into goods_sku (id, goods_id, attr_value_ids, system_price, stock, cover_img) overriding system value
    select (g - 1) * 30 + (c - 1) * 6 + s, g,
      case when ncol > 0 and nsize > 0 then array[(g - 1) * 11 + c, (g - 1) * 11 + 5 + s]
           when ncol > 0 then array[(g - 1) * 11 + c] else array[(g - 1) * 11 + 5 + s] end,
      price + price * ((s - 1) * 4 + ${h("g * 31 + c * 7 + s", 31)} % 3) / 100,
      case when ${h("g * 31 + c * 7 + s", 32)} % 25 = 0 then 0 else 1 + ${h("g * 31 + c * 7 + s", 33)} % 500 end,
      '/media/goods/' || g || '/' || ((c - 1) % img_count + 1) || '.svg'
    from seed_goods sg
    cross join lateral generate_series(1, greatest(sg.ncol, 1)) c
    cross join lateral generate_series(1, greatest(sg.nsize, 1)) s
    where g between $1 and $2 and (ncol > 0 or nsize > 0)`,
    [a, b],
  );
  // Goods without attributes keep their stock on the goods row.
  await q.query(
    `update system_goods g set stock = case when ${h("g.id", 32)} % 25 = 0 then 0 else 1 + ${h("g.id", 33)} % 500 end
    where g.id between $1 and $2 and not exists (select 1 from goods_sku k where k.goods_id = g.id)`,
    [a, b],
  );
}
