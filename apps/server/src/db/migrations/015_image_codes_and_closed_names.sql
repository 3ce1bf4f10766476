-- Picture codes of localuser!getImageCode: the answer is kept only as a SHA-256 with its key, for a few
-- minutes, and a code is deleted by the one attempt that reads it (right or wrong), so every server instance
-- agrees and none can be tried twice.
create table image_code (
  key         text primary key,
  answer_hash text not null,
  expires_at  timestamptz not null
);
create index image_code_expiry on image_code (expires_at);

-- A closed account keeps its name as '<name>~<id>' (accounts/deregister.ts). Its login is told the account is
-- closed once the password is right, so the name as it was is found by index, typed as stored or, for a
-- phone, without the space.
create index party_closed_name on party (regexp_replace(username, '~[0-9]+$', '')) where deleted_at is not null;
create index party_closed_digits on party (replace(regexp_replace(username, '~[0-9]+$', ''), ' ', ''))
  where deleted_at is not null;
