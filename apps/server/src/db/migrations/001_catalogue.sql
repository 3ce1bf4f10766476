-- Catalogue, stores, site content. Money is bigint minor units (cents of USDT); never float.
create extension if not exists pg_trgm;

create table brand (
  id            text primary key,              -- 'aurora', 'nordic'
  hosts         text[] not null default '{}',  -- host names that select this brand
  is_default    boolean not null default false,
  name          text not null,
  title         text not null,
  theme         jsonb not null,                -- colours
  support_email text not null,
  support_phone text not null,
  support_url   text not null,
  bucket        text not null,                 -- storage bucket for uploads
  footer        jsonb not null default '{}'
);
create unique index brand_one_default on brand (is_default) where is_default;

create table syspara (
  code  text primary key,
  value text not null,
  note  text not null default ''
);

-- Accounts are extended by the accounts work; the catalogue needs owners for stores and buyers for history.
create table party (
  id            integer generated always as identity primary key,
  username      text not null unique,
  usercode      text not null unique,
  role          text not null default 'MEMBER',   -- MEMBER, SELLER, STAFF, TEST
  email         text,
  phone         text,
  avatar        smallint not null default 1,
  country_code  text,                             -- ISO 3166-1 alpha-2, for review country display
  password_hash text,
  enabled       boolean not null default true,
  created_at    timestamptz not null default now()
);

create table category (
  id         integer generated always as identity primary key,
  parent_id  integer references category (id),
  level      smallint not null check (level between 1 and 3),
  sort       integer not null default 0,
  status     smallint not null default 1,          -- 1 shown, 0 hidden
  is_rec     boolean not null default false,
  icon_img   text not null default '',
  created_at timestamptz not null default now()
);
create index category_parent on category (parent_id, sort);

create table category_lang (
  category_id integer not null references category (id),
  lang        text not null,                      -- FE locale code: en, zh-CN, zh-TW, ja, ...
  name        text not null,
  des         text not null default '',
  primary key (category_id, lang)
);

-- The platform catalogue: what stores may list.
create table system_goods (
  id                   integer generated always as identity primary key,
  category_id          integer not null references category (id),   -- the deepest level
  secondary_category_id integer references category (id),
  top_category_id      integer not null references category (id),
  unit                 text not null default 'piece',
  system_price         bigint not null check (system_price > 0),    -- wholesale price, cents
  freight_amount       bigint not null default 0 check (freight_amount >= 0),
  goods_tax            bigint not null default 0 check (goods_tax >= 0),
  buy_min              integer not null default 1 check (buy_min >= 1),
  img_count            smallint not null default 4,                 -- images are generated: /media/goods/<id>/<n>.svg
  created_at           timestamptz not null default now()
);

create table system_goods_lang (
  goods_id integer not null references system_goods (id),
  lang     text not null,
  name     text not null,
  des      text not null default '',
  primary key (goods_id, lang)
);
create index system_goods_lang_name_trgm on system_goods_lang using gin (name gin_trgm_ops);
create index system_goods_lang_tsv on system_goods_lang using gin (to_tsvector('simple', name));

create table goods_attr (
  id       integer generated always as identity primary key,
  goods_id integer not null references system_goods (id),
  sort     smallint not null default 0,
  names    jsonb not null                          -- {"en": "Colour", "zh-CN": "颜色", ...}
);
create index goods_attr_goods on goods_attr (goods_id, sort);

create table goods_attr_value (
  id       integer generated always as identity primary key,
  attr_id  integer not null references goods_attr (id),
  sort     smallint not null default 0,
  names    jsonb not null,
  icon_img text not null default ''
);
create index goods_attr_value_attr on goods_attr_value (attr_id, sort);

create table goods_sku (
  id             integer generated always as identity primary key,
  goods_id       integer not null references system_goods (id),
  attr_value_ids integer[] not null,               -- one value per attribute, in attribute order
  system_price   bigint not null check (system_price > 0),
  stock          integer not null default 0 check (stock >= 0),
  cover_img      text not null default '',
  hidden         boolean not null default false
);
create index goods_sku_goods on goods_sku (goods_id);

create table seller (
  id            integer generated always as identity primary key,
  party_id      integer references party (id),
  name          text not null,
  avatar        text not null default '',
  banner1       text not null default '',
  banner2       text not null default '',
  banner3       text not null default '',
  shop_remark   text not null default '',
  contact       text not null default '',
  shop_phone    text not null default '',
  shop_address  text not null default '',
  key_words     text not null default '',
  status        smallint not null default 1,       -- 1 open, 0 closed
  is_rec        boolean not null default false,
  credit_score  integer not null default 100,
  mall_level    text not null default 'C',
  focus_num     integer not null default 0 check (focus_num >= 0),  -- kept equal to count(focus_seller)
  views_num     integer not null default 0 check (views_num >= 0),
  created_at    timestamptz not null default now()
);
create index seller_name_trgm on seller using gin (name gin_trgm_ops);
create index seller_rec on seller (is_rec, id) where status = 1;

-- A store's listing of a platform goods at its own price. id is the wire's sellerGoodsId.
create table seller_goods (
  id                  integer generated always as identity primary key,
  seller_id           integer not null references seller (id),
  goods_id            integer not null references system_goods (id),
  category_id         integer not null,            -- copied from system_goods for index-only list queries
  secondary_category_id integer,
  top_category_id     integer not null,
  selling_price       bigint not null check (selling_price > 0),
  discount_price      bigint check (discount_price > 0),
  discount_ratio      numeric(5,4),                -- 0.1500 = 15% off
  discount_start      timestamptz,
  discount_end        timestamptz,
  is_shelf            boolean not null default true,
  is_rec              boolean not null default false,
  first_shelf_time    timestamptz not null default now(),
  up_time             timestamptz not null default now(),
  show_weight1        integer not null default 0,
  show_weight2        integer not null default 0,
  sold_num            integer not null default 0 check (sold_num >= 0),   -- kept equal to paid order lines
  views_num           integer not null default 0 check (views_num >= 0),
  created_at          timestamptz not null default now(),
  unique (seller_id, goods_id)
);
create index sg_default on seller_goods (show_weight1 desc, show_weight2 desc, id desc) where is_shelf;
create index sg_top on seller_goods (top_category_id, show_weight1 desc, show_weight2 desc, id desc) where is_shelf;
create index sg_second on seller_goods (secondary_category_id, show_weight1 desc, show_weight2 desc, id desc) where is_shelf;
create index sg_seller on seller_goods (seller_id, show_weight1 desc, show_weight2 desc, id desc) where is_shelf;
create index sg_goods on seller_goods (goods_id) where is_shelf;
create index sg_sold on seller_goods (sold_num desc, id desc) where is_shelf;
create index sg_price on seller_goods (selling_price, id) where is_shelf;
create index sg_new on seller_goods (first_shelf_time desc, id desc) where is_shelf;
create index sg_rec on seller_goods (up_time desc, id desc) where is_shelf and is_rec;
create index sg_discount on seller_goods (discount_end, id) where is_shelf and discount_price is not null;

create table banner (
  id         integer generated always as identity primary key,
  brand_id   text references brand (id),           -- null: every brand
  type       text not null default 'pc',           -- pc, h5
  img_type   smallint not null default 1,          -- 1 main carousel, 0 side
  img_url    text not null,
  link       text not null default '',
  sort       integer not null default 0,
  remarks    text not null default '',
  created_at timestamptz not null default now()
);

create table subscription (
  id         integer generated always as identity primary key,
  email      text not null,
  brand_id   text,
  created_at timestamptz not null default now()
);
create unique index subscription_email on subscription (lower(email));

create table lottery_activity (
  id          integer generated always as identity primary key,
  title_en    text not null,
  title_cn    text not null,
  detail_url  text not null,
  starts_at   timestamptz not null,
  ends_at     timestamptz not null,
  status      smallint not null default 1
);

-- Buying history, shared with the orders work: sold counts and reviews are derived from these rows.
create table mall_order (
  id            text primary key,                  -- serial number shown to users
  party_id      integer not null references party (id),
  seller_id     integer not null references seller (id),
  status        smallint not null,                 -- -1 cancelled, 0 unpaid, 1 paid, 2 confirmed, 3 shipped, 4 received, 5 reviewed, 6 refund
  return_status smallint not null default 0,
  goods_count   integer not null,
  prize_original bigint not null,
  prize_real    bigint not null,
  system_price  bigint not null,
  fees          bigint not null default 0,
  tax           bigint not null default 0,
  pay_time      timestamptz,
  created_at    timestamptz not null default now()
);
create index mall_order_party on mall_order (party_id, created_at desc);
create index mall_order_seller on mall_order (seller_id, created_at desc);

create table mall_order_goods (
  id              integer generated always as identity primary key,
  order_id        text not null references mall_order (id),
  seller_goods_id integer not null references seller_goods (id),
  goods_id        integer not null references system_goods (id),
  sku_id          integer,
  goods_num       integer not null check (goods_num > 0),
  unit_price      bigint not null,
  system_price    bigint not null,
  fees            bigint not null default 0,
  tax             bigint not null default 0
);
create index mall_order_goods_order on mall_order_goods (order_id);
create index mall_order_goods_sg on mall_order_goods (seller_goods_id);

create table evaluation (
  id              integer generated always as identity primary key,
  order_id        text not null references mall_order (id),
  party_id        integer not null references party (id),
  seller_goods_id integer not null references seller_goods (id),
  seller_id       integer not null references seller (id),
  goods_id        integer not null,
  sku_id          integer,
  evaluation_type smallint not null check (evaluation_type between 1 and 3),  -- 1 good, 2 medium, 3 bad
  rating          smallint not null check (rating between 1 and 5),
  content         text not null,
  img_urls        text[] not null default '{}',
  status          smallint not null default 1,     -- 1 shown, 0 hidden by moderation
  created_at      timestamptz not null default now(),
  unique (order_id, seller_goods_id)
);
create index evaluation_sg on evaluation (seller_goods_id, created_at desc) where status = 1;
create index evaluation_seller on evaluation (seller_id) where status = 1;
