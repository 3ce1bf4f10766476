-- Slide checks of slide!challenge (decision 0013): where the gap is, for two minutes. A challenge is deleted by
-- the one login or registration that reads it, passed or not, so every server instance agrees and none can be
-- tried twice. The x is kept as it is: one of a few hundred values, a hash of it would hide nothing.
create table slide_challenge (
  id         text primary key,
  target_x   int not null,
  expires_at timestamptz not null
);
create index slide_challenge_expiry on slide_challenge (expires_at);
