-- The default positive review is read in the reader's language (contract default-review.ts): its row keeps no
-- text of its own. Earlier rows held the original's Chinese sentence.
update evaluation set content = '' where is_default and content = '系统默认好评';
