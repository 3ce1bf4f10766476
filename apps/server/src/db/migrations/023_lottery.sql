-- The lottery (issue 14 §2): activities set in the console, prizes with stock and odds in parts per million,
-- provably fair draws (packages/contract/src/lottery.ts says how a draw is computed), a per-user daily limit.

-- status: 0 draft, 1 published (running between its dates), 2 closed. Existing rows keep 1.
-- The seed is 32 secret bytes; the commands write one from node:crypto. The default only covers rows written
-- by hand (the demo seed of older data directories, tests), from PostgreSQL's strong random source.
alter table lottery_activity
  add column seed bytea not null
    default decode(replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', ''), 'hex'),
  add column seed_hash bytea generated always as (sha256(seed)) stored,
  add column daily_limit smallint not null default 1,
  add column created_at timestamptz not null default now(),
  add column published_at timestamptz,
  add column published_by integer references party (id),
  add column closed_at timestamptz,
  add column closed_by integer references party (id),
  add constraint lottery_activity_status check (status in (0, 1, 2)),
  add constraint lottery_activity_dates check (ends_at > starts_at),
  add constraint lottery_activity_daily_limit check (daily_limit between 1 and 100),
  add constraint lottery_activity_seed check (octet_length(seed) = 32);

-- Prizes in draw order (sort): each owns `ppm` of the million. Exactly one 'none' row per activity is the
-- no-prize outcome, also given when the drawn prize has run out. amount: cents, cash prizes only.
create table lottery_prize (
  id            integer generated always as identity primary key,
  activity_id   integer not null references lottery_activity (id) on delete cascade,
  sort          smallint not null,
  kind          text not null check (kind in ('cash', 'gift', 'none')),
  name_en       text not null,
  name_cn       text not null,
  amount        bigint not null default 0 check (amount >= 0 and (kind = 'cash') = (amount > 0)),
  ppm           integer not null check (ppm between 0 and 1000000),
  -- Left on hand; null for the no-prize outcome, which never runs out. Taken with `stock = stock - 1 where
  -- stock > 0` in the draw's transaction, so the check is the last line of defence, not the rule.
  stock         integer check (stock >= 0),
  initial_stock integer check (initial_stock >= 0),
  check ((kind = 'none') = (stock is null)),
  unique (activity_id, sort)
);
create unique index lottery_prize_one_fallback on lottery_prize (activity_id) where kind = 'none';

-- Activities from before prizes existed (the demo's placeholder) get the no-prize outcome for the whole
-- million, so every published activity keeps the rule a draw relies on; staff close them and set up new ones.
insert into lottery_prize (activity_id, sort, kind, name_en, name_cn, ppm)
select id, 0, 'none', 'Not this time', '谢谢参与', 1000000 from lottery_activity;

-- One row per party and activity, locked by each draw: `draws` numbers the draws (the HMAC's draw number),
-- `day_draws` counts those of `day` (the business day) against the daily limit.
create table lottery_entrant (
  activity_id integer not null references lottery_activity (id) on delete cascade,
  party_id    integer not null references party (id),
  draws       integer not null default 0 check (draws >= 0),
  day         date not null,
  day_draws   smallint not null default 0 check (day_draws >= 0),
  primary key (activity_id, party_id)
);

create table lottery_draw (
  id             bigint generated always as identity primary key,
  activity_id    integer not null references lottery_activity (id),
  party_id       integer not null references party (id),
  draw_no        integer not null check (draw_no >= 1),
  -- The client's key: the same key again answers this draw.
  request_key    text not null,
  number         integer not null check (number between 0 and 999999),
  -- The prize the number fell on, and the one given: the no-prize outcome when that one had run out.
  drawn_prize_id integer not null references lottery_prize (id),
  prize_id       integer not null references lottery_prize (id),
  out_of_stock   boolean not null default false,
  -- The ledger entry of a cash prize.
  txn_id         bigint references ledger_txn (id),
  day            date not null,
  created_at     timestamptz not null default now(),
  unique (activity_id, party_id, draw_no),
  unique (activity_id, party_id, request_key)
);
create index lottery_draw_activity on lottery_draw (activity_id, id desc);
create index lottery_draw_prize on lottery_draw (prize_id);

-- The console's lottery permission goes to roles that already run stores' promotions.
update staff_role set permissions = permissions || array['lottery']
where 'stores' = any (permissions) and not ('lottery' = any (permissions));
