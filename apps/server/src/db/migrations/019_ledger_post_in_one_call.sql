-- One journal entry in one round trip (decision 0015): ledger_post() does in the database what postEntry()
-- did in eight statements. And the platform's source accounts that every deposit or grant touches are split
-- into shards, so concurrent entries do not queue on one row (a row stays locked until its transaction commits).

alter table ledger_account add column shard smallint not null default 0;
drop index ledger_account_platform;
create unique index ledger_account_platform on ledger_account (code, currency, shard) where party_id is null;

-- An account's id, through the party index or the platform index (`is not distinct from` would use neither).
create function ledger_account_id(p_party integer, p_code text, p_shard smallint) returns bigint
language plpgsql stable as $$
begin
  if p_party is null then
    return (select id from ledger_account
            where party_id is null and code = p_code and currency = 'USDT' and shard = p_shard);
  end if;
  return (select id from ledger_account where party_id = p_party and code = p_code and currency = 'USDT');
end $$;

-- Posts one entry; null when its idempotency key was already used (the caller then compares the two).
-- Lines are (party or null, code, shard, may go negative, amount); accounts are created when missing, in the
-- order given (the caller sorts them), then locked and changed in id order so two entries never deadlock.
create function ledger_post(
  p_kind text, p_ref text, p_key text, p_memo text, p_by integer, p_at timestamptz,
  p_party integer[], p_code text[], p_shard smallint[], p_may_go_negative boolean[], p_amount bigint[]
) returns bigint language plpgsql as $$
declare
  v_txn bigint;
  v_ids bigint[] := '{}';
  v_id bigint;
  v_balance bigint;
  line record;
begin
  insert into ledger_txn (kind, ref, idempotency_key, memo, created_by, created_at)
  values (p_kind, p_ref, p_key, coalesce(p_memo, ''), p_by, coalesce(p_at, now()))
  on conflict (idempotency_key) do nothing
  returning id into v_txn;
  if v_txn is null then
    return null;
  end if;

  for i in 1 .. array_length(p_code, 1) loop
    v_id := ledger_account_id(p_party[i], p_code[i], p_shard[i]);
    if v_id is null then
      insert into ledger_account (party_id, code, shard, may_go_negative)
      values (p_party[i], p_code[i], p_shard[i], p_may_go_negative[i])
      on conflict do nothing;
      v_id := ledger_account_id(p_party[i], p_code[i], p_shard[i]);
    end if;
    v_ids := v_ids || v_id;
  end loop;

  for line in
    select l.id, l.amount from unnest(v_ids, p_amount) with ordinality as l(id, amount, n) order by l.id, l.n
  loop
    update ledger_account set balance = balance + line.amount where id = line.id returning balance into v_balance;
    insert into ledger_posting (txn_id, account_id, amount, balance_after) values (v_txn, line.id, line.amount, v_balance);
  end loop;
  return v_txn;
end $$;
