-- The seller app picks goods from the platform catalogue by category, newest first (merchant/goods!catalogue).
create index system_goods_category_new on system_goods (category_id, id desc);
create index system_goods_secondary_new on system_goods (secondary_category_id, id desc);
create index system_goods_top_new on system_goods (top_category_id, id desc);
