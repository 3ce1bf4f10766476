-- A store's figures (sold units, listings on shelf, reviews) kept as counters in the same transaction as
-- the rows they count, by triggers, so a store card reads one row instead of summing thousands of listings.
-- Bulk writes (the seed) use statement-level triggers over transition tables; single-row updates (a
-- payment raising sold_num, a listing going off shelf, a review hidden) use row-level ones.

create table seller_stats (
  seller_id    integer primary key references seller (id),
  sold_num     bigint not null default 0,
  on_shelf     integer not null default 0,
  good_reviews integer not null default 0,
  reviews      integer not null default 0
);

insert into seller_stats (seller_id, sold_num, on_shelf, good_reviews, reviews)
select s.id,
  coalesce((select sum(sold_num) from seller_goods g where g.seller_id = s.id), 0),
  coalesce((select count(*) from seller_goods g where g.seller_id = s.id and g.is_shelf), 0),
  coalesce((select count(*) from evaluation e where e.seller_id = s.id and e.status = 1 and e.evaluation_type = 1), 0),
  coalesce((select count(*) from evaluation e where e.seller_id = s.id and e.status = 1), 0)
from seller s;

create function seller_stats_new_store() returns trigger language plpgsql as $$
begin
  insert into seller_stats (seller_id) select id from new_rows on conflict do nothing;
  return null;
end $$;
create trigger seller_stats_store after insert on seller
  referencing new table as new_rows for each statement execute function seller_stats_new_store();

-- Listings: +new rows, -old rows, per store.
create function seller_stats_listings_added() returns trigger language plpgsql as $$
begin
  update seller_stats st set sold_num = st.sold_num + d.sold, on_shelf = st.on_shelf + d.shelf
  from (select seller_id, sum(sold_num) sold, count(*) filter (where is_shelf) shelf from new_rows group by seller_id) d
  where st.seller_id = d.seller_id;
  return null;
end $$;
create function seller_stats_listings_removed() returns trigger language plpgsql as $$
begin
  update seller_stats st set sold_num = st.sold_num - d.sold, on_shelf = st.on_shelf - d.shelf
  from (select seller_id, sum(sold_num) sold, count(*) filter (where is_shelf) shelf from old_rows group by seller_id) d
  where st.seller_id = d.seller_id;
  return null;
end $$;
create function seller_stats_listing_changed() returns trigger language plpgsql as $$
begin
  update seller_stats set sold_num = sold_num - old.sold_num, on_shelf = on_shelf - (old.is_shelf)::int
  where seller_id = old.seller_id;
  update seller_stats set sold_num = sold_num + new.sold_num, on_shelf = on_shelf + (new.is_shelf)::int
  where seller_id = new.seller_id;
  return null;
end $$;
create trigger seller_stats_listings_insert after insert on seller_goods
  referencing new table as new_rows for each statement execute function seller_stats_listings_added();
create trigger seller_stats_listings_delete after delete on seller_goods
  referencing old table as old_rows for each statement execute function seller_stats_listings_removed();
create trigger seller_stats_listing_update after update of sold_num, is_shelf, seller_id on seller_goods
  for each row when (old.sold_num is distinct from new.sold_num or old.is_shelf is distinct from new.is_shelf
    or old.seller_id is distinct from new.seller_id)
  execute function seller_stats_listing_changed();

-- Reviews: only shown ones (status 1) count.
create function seller_stats_reviews_added() returns trigger language plpgsql as $$
begin
  update seller_stats st set good_reviews = st.good_reviews + d.good, reviews = st.reviews + d.n
  from (select seller_id, count(*) filter (where evaluation_type = 1) good, count(*) n
        from new_rows where status = 1 group by seller_id) d
  where st.seller_id = d.seller_id;
  return null;
end $$;
create function seller_stats_reviews_removed() returns trigger language plpgsql as $$
begin
  update seller_stats st set good_reviews = st.good_reviews - d.good, reviews = st.reviews - d.n
  from (select seller_id, count(*) filter (where evaluation_type = 1) good, count(*) n
        from old_rows where status = 1 group by seller_id) d
  where st.seller_id = d.seller_id;
  return null;
end $$;
create function seller_stats_review_changed() returns trigger language plpgsql as $$
begin
  update seller_stats set good_reviews = good_reviews - (old.status = 1 and old.evaluation_type = 1)::int,
    reviews = reviews - (old.status = 1)::int
  where seller_id = old.seller_id;
  update seller_stats set good_reviews = good_reviews + (new.status = 1 and new.evaluation_type = 1)::int,
    reviews = reviews + (new.status = 1)::int
  where seller_id = new.seller_id;
  return null;
end $$;
create trigger seller_stats_reviews_insert after insert on evaluation
  referencing new table as new_rows for each statement execute function seller_stats_reviews_added();
create trigger seller_stats_reviews_delete after delete on evaluation
  referencing old table as old_rows for each statement execute function seller_stats_reviews_removed();
create trigger seller_stats_review_update after update of status, evaluation_type, seller_id on evaluation
  for each row when (old.status is distinct from new.status or old.evaluation_type is distinct from new.evaluation_type
    or old.seller_id is distinct from new.seller_id)
  execute function seller_stats_review_changed();

-- Every authenticated call looks up the caller's store (sessions.ts); orders look up a store's owner.
create index seller_party on seller (party_id);
