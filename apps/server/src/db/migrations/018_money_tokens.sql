-- Single-use tokens of the money calls (rechargeBlockchain!recharge_open, withdraw!withdraw_open; decision
-- 0014): a deposit or withdrawal request spends one, so a double click or a replay submits once. The original
-- kept them in one server's memory, for ever; these are shared by every instance and live 30 minutes.
create table money_token (
  token      text primary key,
  party_id   integer not null references party (id),
  expires_at timestamptz not null
);
create index money_token_party on money_token (party_id);
create index money_token_expiry on money_token (expires_at);
