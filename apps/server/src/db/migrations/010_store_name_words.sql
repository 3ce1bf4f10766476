-- Store names join the shop's vocabulary (search_word), so a misspelt store name is corrected the way a goods
-- name is: the closest known word, found through the small word table's trigram index, then an ordinary
-- substring match. Comparing the keyword with every store name instead cost 10 ms per keyword on 4,000
-- stores whose names share most of their trigrams.
create trigger seller_words_ins after insert on seller
  referencing new table as new_rows for each statement execute function search_word_collect();
create trigger seller_words_upd after update on seller
  referencing new table as new_rows for each statement execute function search_word_collect();

insert into search_word (word)
select distinct w from seller, regexp_split_to_table(lower(seller.name), '[^[:alnum:]]+') as w
where length(w) between 3 and 40 and w !~ '^[0-9]+$' and w !~ '[\u2E80-\u9FFF\uAC00-\uD7AF\uF900-\uFAFF]'
on conflict do nothing;
