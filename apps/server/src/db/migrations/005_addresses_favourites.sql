-- The buyer's address book, favourite goods and followed stores (contract 3.3 and 3.6).

-- Places are ids of the @countrystatecity/countries data set (docs/decisions/0007-address-data.md). The ISO
-- codes and the English names are kept beside them, so an address stays readable even if a later version
-- of the data set drops a place.
create table user_address (
  id           integer generated always as identity primary key,
  party_id     integer not null references party (id),
  contacts     text not null,
  phone        text not null,                 -- "<areaCode> <number>"
  email        text,
  postcode     text,
  address      text not null,
  country_id   integer not null,
  country_code text not null,                 -- ISO 3166-1 alpha-2
  country      text not null,
  state_id     integer,                       -- null where the country has no states
  state_code   text,
  province     text not null default '',
  city_id      integer,                       -- null where the state has no cities
  city         text not null default '',
  is_default   boolean not null default false,
  created_at   timestamptz not null default now(),
  updated_at   timestamptz not null default now()
);
create index user_address_party on user_address (party_id, id desc);
-- At most one default per buyer, whatever the application does.
create unique index user_address_default on user_address (party_id) where is_default;

-- Favourite goods: the listing itself is the favourite (keepGoods!list returns goods cards).
create table keep_goods (
  party_id        integer not null references party (id),
  seller_goods_id integer not null references seller_goods (id),
  created_at      timestamptz not null default now(),
  primary key (party_id, seller_goods_id)
);
create index keep_goods_newest on keep_goods (party_id, created_at desc, seller_goods_id desc);

-- Followed stores. seller.focus_num moves in the same transaction as these rows, so it equals their count.
create table focus_seller (
  id         integer generated always as identity primary key,
  party_id   integer not null references party (id),
  seller_id  integer not null references seller (id),
  created_at timestamptz not null default now(),
  unique (party_id, seller_id)
);
create index focus_seller_newest on focus_seller (party_id, id desc);
