-- The address a party's withdrawals go to (user!bindWithdrawAddress; issue 11, decision 0014): one per party,
-- checked by its network's checksum (wallet/chain-address.ts) before it is stored. Every binding and change is
-- kept in withdraw_address_change, with the address it replaced and where the request came from.
create table withdraw_address (
  party_id   integer primary key references party (id),
  coin       text not null,
  protocol   text not null,
  address    text not null,
  updated_at timestamptz not null
);

create table withdraw_address_change (
  id         bigint generated always as identity primary key,
  party_id   integer not null references party (id),
  coin       text not null,
  protocol   text not null,
  address    text not null,
  previous   text,
  ip         text not null default '',
  changed_at timestamptz not null
);
create index withdraw_address_change_party on withdraw_address_change (party_id, changed_at desc);
