-- Accounts, sessions, lock-outs, verification codes, staff roles, store applications, audit log,
-- and the double-entry ledger that every money movement posts to.

-- Staff roles: unique names; a role cannot be deleted while a staff account holds it (restrict below).
create table staff_role (
  id          integer generated always as identity primary key,
  name        text not null,
  permissions text[] not null default '{}',
  created_at  timestamptz not null default now()
);
create unique index staff_role_name on staff_role (lower(name));

alter table party
  add column safeword_hash   text,
  add column invited_by      integer references party (id),
  add column staff_role_id   integer references staff_role (id) on delete restrict,
  add column last_login_at   timestamptz,
  add column last_login_ip   text,
  add column deleted_at      timestamptz,
  add column deleted_reason  text;

-- Login by e-mail or phone as typed; unique among live accounts.
create unique index party_email on party (lower(email)) where email is not null and deleted_at is null;
create unique index party_phone on party (phone) where phone is not null and deleted_at is null;

-- Opaque tokens; only their SHA-256 is stored. One party may hold sessions in several apps and browsers.
create table session (
  token_hash   bytea primary key,
  party_id     integer not null references party (id),
  app          text not null check (app in ('shop', 'seller', 'admin')),
  created_at   timestamptz not null default now(),
  expires_at   timestamptz not null,
  ip           text
);
create index session_party on session (party_id);

-- Wrong-password counters (kind 'login' or 'fund'), counted per business day.
create table password_lock (
  party_id     integer not null references party (id),
  kind         text not null check (kind in ('login', 'fund')),
  day          date not null,
  failures     integer not null default 0,
  locked_until timestamptz,
  primary key (party_id, kind)
);

-- Six-digit codes sent by e-mail (or to the demo outbox); stored hashed, single use.
create table verify_code (
  id          bigint generated always as identity primary key,
  target      text not null,
  purpose     text not null,
  code_hash   text not null,
  created_at  timestamptz not null default now(),
  expires_at  timestamptz not null,
  attempts    integer not null default 0,
  used_at     timestamptz
);
create index verify_code_target on verify_code (target, created_at desc);

-- Every outgoing message. Sent over SMTP when configured; in the demo the console reads it here.
create table outbox (
  id         bigint generated always as identity primary key,
  channel    text not null default 'email',
  recipient  text not null,
  subject    text not null,
  body       text not null,
  created_at timestamptz not null default now(),
  sent_at    timestamptz,
  error      text
);

-- Names of cancelled accounts cannot register again until this moment.
create table released_name (
  name          text primary key,
  blocked_until timestamptz not null
);

-- A seller's request to open a store; the platform approves (creating the store) or rejects it.
create table store_application (
  id           integer generated always as identity primary key,
  party_id     integer not null references party (id),
  store_name   text not null,
  contact      text not null,
  invite_code  text,
  status       text not null default 'pending' check (status in ('pending', 'approved', 'rejected')),
  reason       text,
  seller_id    integer references seller (id),
  reviewed_by  integer references party (id),
  reviewed_at  timestamptz,
  created_at   timestamptz not null default now()
);
create unique index store_application_open on store_application (party_id) where status <> 'rejected';
create unique index store_application_name on store_application (lower(store_name)) where status <> 'rejected';

-- Who did what to what, with the record before and after; written in the staff action's transaction.
create table audit_log (
  id          bigint generated always as identity primary key,
  staff_id    integer not null references party (id),
  action      text not null,
  target_type text not null,
  target_id   text not null,
  before      jsonb,
  after       jsonb,
  created_at  timestamptz not null default now()
);
create index audit_log_time on audit_log (created_at desc, id desc);

-- Double-entry ledger. Amounts are cents of USDT. A party account has a code such as 'available' or
-- 'frozen'; a platform account has no party and a code such as 'platform:escrow'.
create table ledger_account (
  id             bigint generated always as identity primary key,
  party_id       integer references party (id),
  code           text not null,
  currency       text not null default 'USDT',
  balance        bigint not null default 0,
  may_go_negative boolean not null default false,
  created_at     timestamptz not null default now(),
  constraint ledger_account_no_overdraft check (may_go_negative or balance >= 0)
);
create unique index ledger_account_party on ledger_account (party_id, code, currency) where party_id is not null;
create unique index ledger_account_platform on ledger_account (code, currency) where party_id is null;

create table ledger_txn (
  id              bigint generated always as identity primary key,
  kind            text not null,
  ref             text,
  idempotency_key text unique,
  memo            text not null default '',
  created_by      integer references party (id),
  created_at      timestamptz not null default now()
);
create index ledger_txn_ref on ledger_txn (ref) where ref is not null;

create table ledger_posting (
  id            bigint generated always as identity primary key,
  txn_id        bigint not null references ledger_txn (id),
  account_id    bigint not null references ledger_account (id),
  amount        bigint not null check (amount <> 0),
  balance_after bigint not null
);
create index ledger_posting_account on ledger_posting (account_id, id desc);
create index ledger_posting_txn on ledger_posting (txn_id);

-- The database itself refuses an unbalanced transaction: checked once per journal entry at commit.
create function ledger_txn_balanced() returns trigger language plpgsql as $$
declare total numeric;
begin
  select coalesce(sum(amount), 0) into total from ledger_posting where txn_id = new.txn_id;
  if total <> 0 then
    raise exception 'ledger transaction % does not balance (%)', new.txn_id, total using errcode = '23514';
  end if;
  return null;
end $$;

create constraint trigger ledger_posting_balanced after insert on ledger_posting
  deferrable initially deferred for each row execute function ledger_txn_balanced();

-- Postings are history: never changed or removed.
create function ledger_posting_immutable() returns trigger language plpgsql as $$
begin
  raise exception 'ledger postings are append-only';
end $$;
create trigger ledger_posting_no_change before update or delete on ledger_posting
  for each row execute function ledger_posting_immutable();

insert into syspara (code, value, note) values
  ('number_of_wrong_passwords', '3', 'wrong entries before a lock-out'),
  ('mall_reregister_days', '30', 'days a cancelled account name cannot register again'),
  ('verify_code_per_day', '10', 'verification codes one address may receive per day'),
  ('verify_code_ttl_minutes', '10', 'minutes a verification code stays valid')
on conflict (code) do nothing;
