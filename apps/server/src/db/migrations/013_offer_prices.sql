-- A price on a card is a price the buyer can pay (issue 10): the cheapest SKU on offer, not the goods' base
-- price, which may be below every SKU. And sorting by price sorts by that price, discounts included.
--
-- system_goods.offer_min/offer_max: the platform price range of the goods' SKUs on offer (visible and in stock;
-- the visible ones when none is in stock), null without SKUs. They move only when a SKU is added or removed,
-- hidden or shown, repriced, or sells out or comes back: an order that leaves stock above 0 does not touch them.
alter table system_goods add column offer_min bigint, add column offer_max bigint;

create function goods_offer_refresh(ids integer[]) returns void language sql as $$
  update system_goods g set offer_min = o.lo, offer_max = o.hi
  from (
    select i.id,
      coalesce(min(k.system_price) filter (where k.stock > 0), min(k.system_price)) lo,
      coalesce(max(k.system_price) filter (where k.stock > 0), max(k.system_price)) hi
    from unnest(ids) i(id) left join goods_sku k on k.goods_id = i.id and not k.hidden
    group by i.id
  ) o
  where g.id = o.id and (g.offer_min, g.offer_max) is distinct from (o.lo, o.hi);
$$;

create function goods_sku_offer_rows() returns trigger language plpgsql as $$
begin
  perform goods_offer_refresh(array(select distinct goods_id from changed_rows));
  return null;
end $$;

create trigger goods_sku_offer_ins after insert on goods_sku
  referencing new table as changed_rows for each statement execute function goods_sku_offer_rows();
create trigger goods_sku_offer_del after delete on goods_sku
  referencing old table as changed_rows for each statement execute function goods_sku_offer_rows();

create function goods_sku_offer_row() returns trigger language plpgsql as $$
begin
  perform goods_offer_refresh(array[new.goods_id, old.goods_id]);
  return null;
end $$;

-- The WHEN is checked without calling the function: the order path's stock updates cost nothing here.
create trigger goods_sku_offer_upd after update on goods_sku for each row
  when (old.hidden is distinct from new.hidden or old.system_price is distinct from new.system_price
        or old.goods_id is distinct from new.goods_id or (old.stock > 0) is distinct from (new.stock > 0))
  execute function goods_sku_offer_row();

-- seller_goods.sort_price: the listing's lowest payable unit price (catalogue/pricing.ts scale over the
-- cheapest SKU on offer, from the discount price while the discount is on). The lists sort by it.
create function listing_sort_price(selling bigint, discount bigint, d_start timestamptz, d_end timestamptz,
                                   system_price bigint, offer_min bigint, at timestamptz)
returns bigint language sql immutable as $$
  select coalesce(offer_min, system_price)
         * (case when discount is not null and d_start <= at and d_end > at then discount else selling end)
         / system_price
$$;

alter table seller_goods add column sort_price bigint;

create function seller_goods_sort_price() returns trigger language plpgsql as $$
begin
  select listing_sort_price(new.selling_price, new.discount_price, new.discount_start, new.discount_end,
                            g.system_price, g.offer_min, now())
    into new.sort_price from system_goods g where g.id = new.goods_id;
  return new;
end $$;

create trigger seller_goods_sort_price_set before insert or update of selling_price, discount_price, discount_start,
  discount_end, goods_id on seller_goods for each row execute function seller_goods_sort_price();

-- A goods whose offer or platform price changed reprices the listings that sell it.
create function goods_offer_listings() returns trigger language plpgsql as $$
begin
  update seller_goods sg set sort_price = listing_sort_price(sg.selling_price, sg.discount_price, sg.discount_start,
                                                             sg.discount_end, new.system_price, new.offer_min, now())
  where sg.goods_id = new.id;
  return null;
end $$;

create trigger system_goods_offer_upd after update on system_goods for each row
  when (old.offer_min is distinct from new.offer_min or old.system_price is distinct from new.system_price)
  execute function goods_offer_listings();

-- The catalogue as it stands.
select goods_offer_refresh(array(select distinct goods_id from goods_sku));
update seller_goods sg set sort_price = listing_sort_price(sg.selling_price, sg.discount_price, sg.discount_start,
                                                           sg.discount_end, g.system_price, g.offer_min, now())
from system_goods g where g.id = sg.goods_id;
alter table seller_goods alter column sort_price set not null;

-- The price sorts move to the payable price (002's indexes, the same columns around it).
drop index sg_price, sg_top_price, sg_second_price, sg_seller_price;
create index sg_price on seller_goods (sort_price, id) where is_shelf;
create index sg_top_price on seller_goods (top_category_id, sort_price, id) where is_shelf;
create index sg_second_price on seller_goods (secondary_category_id, sort_price, id) where is_shelf;
create index sg_seller_price on seller_goods (seller_id, sort_price, id) where is_shelf;

-- Discount windows open and close with time, not with a write: a timed job (catalogue/sort-prices.ts)
-- reprices the listings whose window crossed an edge, found through these.
create index sg_discount_start on seller_goods (discount_start) where discount_price is not null;
create index sg_discount_end on seller_goods (discount_end) where discount_price is not null;
