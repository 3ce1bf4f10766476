-- Store names join the shop's vocabulary (search_word), so a misspelt store name is corrected the way a goods
-- name is: the closest known word, found through the small word table's trigram index, then an ordinary
-- substring match. Comparing the keyword with every store name instead cost 10 ms per keyword on 4,000
-- stores whose names share most of their trigrams.
create trigger seller_words_ins after insert on seller
  referencing new table as new_rows for each statement execute function search_word_collect();
create trigger seller_words_upd after update on seller
  referencing new table as new_rows for each statement execute function search_word_collect();

-- Existing names pass through the same trigger, so the word rules stay in search_word_collect alone.
update seller set name = name;
