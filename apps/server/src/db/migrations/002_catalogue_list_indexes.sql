-- Indexes for the catalogue lists and counts at 1,000,000 listings (checked with EXPLAIN on PostgreSQL).

-- Category pages filter by any level and sort by price, newness or sales: without these the planner reads
-- every listing of a big top category (50k+ rows) and sorts them for each page.
create index sg_cat3 on seller_goods (category_id, show_weight1 desc, show_weight2 desc, id desc) where is_shelf;
create index sg_top_price on seller_goods (top_category_id, selling_price, id) where is_shelf;
create index sg_top_sold on seller_goods (top_category_id, sold_num desc, id desc) where is_shelf;
create index sg_top_new on seller_goods (top_category_id, first_shelf_time desc, id desc) where is_shelf;
create index sg_second_price on seller_goods (secondary_category_id, selling_price, id) where is_shelf;
create index sg_second_sold on seller_goods (secondary_category_id, sold_num desc, id desc) where is_shelf;
create index sg_second_new on seller_goods (secondary_category_id, first_shelf_time desc, id desc) where is_shelf;

-- Store figures (sold units, on-shelf listings) are summed on every store card: an index-only scan per store
-- instead of fetching thousands of listing rows.
create index sg_seller_stats on seller_goods (seller_id) include (sold_num, is_shelf);

-- Favourable rate per store and per listing, and the review counts per type: index-only counts.
create index evaluation_seller_type on evaluation (seller_id, evaluation_type) where status = 1;
create index evaluation_sg_type on evaluation (seller_goods_id, evaluation_type) where status = 1;

-- Discounted goods (/discounted, discount=1) in the default order, overall and per top category: the active
-- window is checked on the few rows read in index order instead of sorting every discounted listing.
create index sg_discount_weight on seller_goods (show_weight1 desc, show_weight2 desc, id desc)
  where is_shelf and discount_price is not null;
create index sg_discount_top on seller_goods (top_category_id, show_weight1 desc, show_weight2 desc, id desc)
  where is_shelf and discount_price is not null;

-- Store pages sort a store's goods (thousands at 1M listings) by price, sales and newness.
create index sg_seller_price on seller_goods (seller_id, selling_price, id) where is_shelf;
create index sg_seller_sold on seller_goods (seller_id, sold_num desc, id desc) where is_shelf;
create index sg_seller_new on seller_goods (seller_id, first_shelf_time desc, id desc) where is_shelf;

-- Goods search by words. 'simple' keeps a run of Chinese/Japanese/Korean characters as one token, so a
-- keyword inside it (蓝牙 in 无线蓝牙耳机) would never match and a 2-character keyword is too short for a
-- trigram index. Every CJK character becomes its own token instead, and the keyword is searched as a phrase
-- of adjacent characters; Latin words are matched as word prefixes. Phrase and prefix matches are rechecked
-- against the row, so the vector is stored rather than recomputed (a regexp per row). Replaces
-- system_goods_lang_tsv.
create function mall_search_tsv(name text) returns tsvector
  language sql immutable parallel safe
  as $$ select to_tsvector('simple', regexp_replace(name, '([\u2E80-\u9FFF\uAC00-\uD7AF\uF900-\uFAFF])', ' \1 ', 'g')) $$;
alter table system_goods_lang add column search_tsv tsvector generated always as (mall_search_tsv(name)) stored;
create index system_goods_lang_search on system_goods_lang using gin (search_tsv);
drop index system_goods_lang_tsv;
-- Exact and prefix matches of a whole name rank first; found through this index, not by scanning matches.
create index system_goods_lang_lower_name on system_goods_lang (lower(name) text_pattern_ops);

-- Typo tolerance. Trigram similarity over every goods name reads tens of thousands of rows for a common
-- trigram at 1M listings; the distinct words of all names are a small set, so a misspelt keyword word is
-- corrected against them and the corrected words are searched as usual. Kept by a statement trigger so
-- every writer (seed, sellers, admin) feeds it without knowing.
create table search_word (word text primary key);
create index search_word_trgm on search_word using gin (word gin_trgm_ops);

create function search_word_collect() returns trigger language plpgsql as $$
begin
  insert into search_word (word)
  select distinct w from new_rows, regexp_split_to_table(lower(new_rows.name), '[^[:alnum:]]+') as w
  -- Latin-script words only: CJK names are unsegmented runs (typos there are not a trigram problem) and
  -- numbers are model codes, not misspellings.
  where length(w) between 3 and 40 and w !~ '^[0-9]+$' and w !~ '[\u2E80-\u9FFF\uAC00-\uD7AF\uF900-\uFAFF]'
  on conflict do nothing;
  return null;
end $$;
create trigger system_goods_lang_words_ins after insert on system_goods_lang
  referencing new table as new_rows for each statement execute function search_word_collect();
create trigger system_goods_lang_words_upd after update on system_goods_lang
  referencing new table as new_rows for each statement execute function search_word_collect();
