-- A search reads the listings of every matching goods by goods_id (catalogue/search.ts, matchFrom), then counts
-- them and sorts them by what the orders read: id, sort_price, sold_num, first_shelf_time, and seller_id to
-- leave out closed stores. With those columns in the index the lookup is index-only and never visits the table:
-- the vaguest word of a 1,000,000-listing shelf (`classic`, 19,435 goods, 74,461 listings) took 130 ms instead
-- of 183 (docs/performance.md, "A vague word at 1M listings"). It replaces sg_goods, which served the same
-- lookups without the columns (suggestions and the stores' counts read it too).
create index sg_goods_cover on seller_goods (goods_id) include (id, sort_price, sold_num, first_shelf_time, seller_id)
  where is_shelf;
drop index sg_goods;
