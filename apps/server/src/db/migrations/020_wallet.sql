-- The USDT wallet's deposits and withdrawals (issue 11, decision 0014). Amounts credited or taken are cents of
-- USDT (bigint); what a buyer paid in a coin or currency is kept as typed (numeric), with the rate used.

-- Where deposits are received: one channel per coin and network, set in the console.
create table deposit_channel (
  id             text primary key default gen_random_uuid()::text,
  coin           text not null,
  network        text not null,
  address        text not null,
  token_contract text not null default '',
  min_cents      bigint not null check (min_cents >= 0),
  max_cents      bigint not null check (max_cents >= min_cents),
  confirmations  integer not null default 12,
  enabled        boolean not null default true,
  updated_at     timestamptz not null default now(),
  unique (coin, network)
);

-- One deposit request. state: 0 pending, 1 credited, 2 failed (contract 4.2). id is the order number.
create table deposit (
  id              text primary key,
  party_id        integer not null references party (id),
  method          text not null check (method in ('chain', 'provider', 'bank')),
  channel_id      text references deposit_channel (id),
  coin            text not null,
  network         text not null default '',
  channel_address text not null default '',
  volume          numeric(38, 18) not null check (volume > 0),
  currency        text not null default '',
  rate            numeric(30, 10) not null,
  amount          bigint not null check (amount > 0),
  img             text not null default '',
  tx_hash         text not null default '',
  from_address    text not null default '',
  bank_name       text not null default '',
  bank_card_no    text not null default '',
  provider        text not null default '',
  pay_url         text not null default '',
  -- Orders a provider payment pays once it succeeds (card or PayPal at checkout).
  pay_orders      text[],
  state           smallint not null default 0 check (state in (0, 1, 2)),
  failure_msg     text not null default '',
  created_at      timestamptz not null,
  updated_at      timestamptz not null default now(),
  reviewed_at     timestamptz,
  reviewed_by     integer references party (id)
);
-- The entry that credited a deposit is the ledger's idempotency key 'deposit:<id>'.
-- One unfinished deposit per account, held by the database.
create unique index deposit_one_pending on deposit (party_id) where state = 0;
create index deposit_by_party on deposit (party_id, created_at desc);
create index deposit_waiting on deposit (created_at) where state = 0;

-- A chain transfer credits one deposit, ever: network + hash + log index.
create table chain_credit (
  network    text not null,
  tx_hash    text not null,
  log_index  integer not null,
  deposit_id text not null references deposit (id),
  primary key (network, tx_hash, log_index)
);

-- A provider's event is handled once: a replay or a duplicate finds its row.
create table provider_event (
  provider    text not null,
  event_id    text not null,
  deposit_id  text references deposit (id),
  kind        text not null,
  received_at timestamptz not null,
  primary key (provider, event_id)
);

-- One withdrawal request. state: 0 pending, 1 paid out, 2 refused. volume is taken from the wallet (fee
-- included); arrival = volume - fee is what the destination receives.
create table withdrawal (
  id              text primary key,
  party_id        integer not null references party (id),
  channel         text not null,
  coin            text not null,
  network         text not null default '',
  to_address      text not null default '',
  volume          bigint not null check (volume > 0),
  fee             bigint not null check (fee >= 0),
  arrival         bigint not null check (arrival > 0 and arrival + fee = volume),
  bank_name       text not null default '',
  bank_user_name  text not null default '',
  bank_card_no    text not null default '',
  routing_num     text not null default '',
  account_address text not null default '',
  bank_address    text not null default '',
  country_name    text not null default '',
  swift_code      text not null default '',
  needs_two       boolean not null default false,
  state           smallint not null default 0 check (state in (0, 1, 2)),
  failure_msg     text not null default '',
  payout_ref      text not null default '',
  created_at      timestamptz not null,
  updated_at      timestamptz not null default now(),
  reviewed_at     timestamptz,
  reviewed_by     integer references party (id)
);
create unique index withdrawal_one_pending on withdrawal (party_id) where state = 0;
create index withdrawal_by_party on withdrawal (party_id, created_at desc);
create index withdrawal_waiting on withdrawal (created_at) where state = 0;

-- Approvals of a payout that needs two people: one row per staff member, so the same person counts once.
create table withdrawal_approval (
  withdrawal_id text not null references withdrawal (id),
  staff_id      integer not null references party (id),
  approved_at   timestamptz not null,
  primary key (withdrawal_id, staff_id)
);

-- Reading a party's deposits or withdrawals by their entry: the ledger's ref is the order number.
create index ledger_txn_created on ledger_txn (created_at);

-- Webhook secrets of payment providers (the sandbox's is made on first use, so every instance shares it).
create table payment_provider (
  name       text primary key,
  secret     text not null,
  created_at timestamptz not null default now()
);

-- Roles that could run the finance desk keep running it: deposit and withdrawal approval are now separate
-- permissions (issue 11).
update staff_role set permissions = permissions || array['deposits', 'withdrawals']
where 'finance' = any (permissions) and not ('deposits' = any (permissions));
