-- Customer-service chat and store chat (issue 13, decision 0017). A conversation is a buyer with the platform
-- (kind 'platform': the agents' desk answers) or a buyer with a store (kind 'store': the seller answers).
-- Every message takes the next number of its conversation (seq) in the message's own transaction, under the
-- conversation's row lock, so each side reads "everything after the last seq I saw" and nothing is lost or
-- shown twice. Each side's unread count is kept on the row beside its read mark, changed in the same
-- transactions: a badge is one row read.

create table chat_conversation (
  id               bigint generated always as identity primary key,
  kind             text not null check (kind in ('platform', 'store')),
  buyer_party_id   integer not null references party (id),
  seller_id        integer references seller (id),
  -- The agent who holds a platform conversation; null while it waits in the queue.
  agent_party_id   integer references party (id),
  status           text not null default 'open' check (status in ('open', 'closed')),
  last_seq         integer not null default 0,
  -- The buyer's side and the other side (the store, or the platform's desk): read marks and unread counts.
  buyer_read_seq   integer not null default 0,
  other_read_seq   integer not null default 0,
  buyer_unread     integer not null default 0 check (buyer_unread >= 0),
  other_unread     integer not null default 0 check (other_unread >= 0),
  last_at          timestamptz,
  last_preview     text not null default '',
  -- The product the buyer last wrote about (store chat), shown to the seller.
  product_id       integer,
  -- When the automatic first answer was last given (platform chat, no agent online).
  auto_answered_at timestamptz,
  created_at       timestamptz not null default now(),
  check ((kind = 'store') = (seller_id is not null))
);
create unique index chat_platform_of_buyer on chat_conversation (buyer_party_id) where kind = 'platform';
create unique index chat_store_of_buyer on chat_conversation (buyer_party_id, seller_id) where kind = 'store';
create index chat_store_inbox on chat_conversation (seller_id, last_at desc) where kind = 'store';
create index chat_desk_inbox on chat_conversation (last_at desc) where kind = 'platform';
create index chat_desk_agent on chat_conversation (agent_party_id, last_at desc) where kind = 'platform';

create table chat_message (
  id               bigint generated always as identity primary key,
  conversation_id  bigint not null references chat_conversation (id),
  seq              integer not null,
  -- Who wrote it: the buyer, the store's seller, an agent, or the platform's automatic answer.
  side             text not null check (side in ('buyer', 'store', 'agent', 'system')),
  author_party_id  integer references party (id),
  type             text not null check (type in ('text', 'img')),
  content          text not null,
  product_id       integer,
  -- A client's own key for the message, so a send retried after a lost answer is stored once.
  client_key       text,
  deleted          boolean not null default false,
  created_at       timestamptz not null default now(),
  unique (conversation_id, seq)
);
create unique index chat_message_client_key on chat_message (conversation_id, client_key) where client_key is not null;

-- Agents on the desk: online while their console keeps a heartbeat (the websocket or a poll) fresh.
create table chat_agent (
  party_id     integer primary key references party (id),
  seen_at      timestamptz not null,
  away         boolean not null default false
);

-- Canned replies the desk shares.
create table chat_canned_reply (
  id          integer generated always as identity primary key,
  title       text not null,
  body        text not null,
  created_by  integer references party (id),
  created_at  timestamptz not null default now()
);

-- The automatic first answer when no agent is online, and the original's blacklist of usernames.
insert into syspara (code, value, note) values
  ('online_auto_answer', 'Thank you for your message. Our agents are offline now; we will answer here as soon as one is back.', 'Chat: the automatic first answer when no agent is online (empty: none)'),
  ('online_username_black_menu', '', 'Chat: usernames whose messages are ignored, comma-separated')
on conflict (code) do nothing;

-- The desk's permission goes to roles that already answer buyers about orders.
update staff_role set permissions = permissions || array['service']
where 'orders' = any (permissions) and 'refunds' = any (permissions) and not ('service' = any (permissions));
