-- The newsletter (issue 14 §2): unsubscribe links, the addresses that left, and the marketing mail log.

-- The secret of a subscription's unsubscribe links (the page and the RFC 8058 one-click POST): 64 hex
-- characters from two random UUIDs (pg_strong_random), one per row, existing rows included.
alter table subscription
  add column token text not null default (replace(gen_random_uuid()::text, '-', '') || replace(gen_random_uuid()::text, '-', ''));
create unique index subscription_token on subscription (token);
create index subscription_brand on subscription (brand_id, id);

-- An address that unsubscribed (or that staff removed) leaves the list: its row is deleted, so subscribing
-- again simply starts over. What stays is this record, keyed by the old link's secret, so a second click or
-- a mail client's retry still answers "unsubscribed"; the address is kept masked only.
create table subscription_ended (
  token         text primary key,
  email_masked  text not null,
  brand_id      text,
  subscribed_at timestamptz not null,
  ended_at      timestamptz not null default now(),
  how           text not null check (how in ('page', 'one-click', 'console')),
  staff_id      integer references party (id)
);
create index subscription_ended_at on subscription_ended (ended_at);

-- Marketing mail sent from the console. `request_id` is drawn per send form, so a retried send is one mailing.
create table newsletter_mailing (
  id          bigint generated always as identity primary key,
  request_id  text not null unique,
  subject     text not null,
  body        text not null,
  brand_id    text,
  sent_by     integer not null references party (id),
  recipients  integer not null default 0,
  created_at  timestamptz not null default now(),
  finished_at timestamptz
);
create index newsletter_mailing_created on newsletter_mailing (created_at desc, id desc);

-- The extra header fields a message was sent with (List-Unsubscribe, List-Unsubscribe-Post on marketing mail).
alter table outbox add column headers jsonb;
