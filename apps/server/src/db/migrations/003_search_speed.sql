-- Store suggestions for one- and two-letter keywords: trigrams need three letters, so these match the
-- start of the name through a btree instead of scanning every store.
create index seller_lower_name_prefix on seller (lower(name) text_pattern_ops) where status = 1;
