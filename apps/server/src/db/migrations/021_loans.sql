-- The loan service (issue 12, decision 0016). Money is cents of USDT; rates are parts per million of the
-- principal per day. A loan keeps its interest as one running figure (interest_charged, brought up to date by
-- the daily job), never a row per day; every payout and payment is a line with its journal entry.

create table loan_config (
  id                smallint primary key default 1 check (id = 1),
  rate_ppm          integer not null check (rate_ppm between 0 and 1000000),
  penalty_ppm       integer not null check (penalty_ppm between 0 and 1000000),
  lendable_days     integer[] not null,
  amount_min        integer not null,
  amount_max        integer not null check (amount_max >= amount_min),
  two_person_above  integer not null default 1000000,
  updated_at        timestamptz not null default now()
);
-- 0.2 %/day, 0.5 %/day late, the spec's 100,000–30,000,000 and terms up to a year.
insert into loan_config (rate_ppm, penalty_ppm, lendable_days, amount_min, amount_max)
values (2000, 5000, '{7,14,30,60,90,180,365}', 100000, 30000000);

create table loan (
  id               text primary key,
  party_id         integer not null references party (id),
  status           smallint not null default 1 check (status between 1 and 5),
  real_name        text not null,
  identification   text not null,
  country_id       integer not null,
  img_face         text not null,
  img_back         text not null,
  img_hand         text not null,
  term_days        integer not null check (term_days between 1 and 365),
  principal        bigint not null check (principal > 0),
  rate_ppm         integer not null,
  penalty_ppm      integer not null,
  reapply_of       text references loan (id),
  reject_reason    text,
  created_at       timestamptz not null,
  approved_at      timestamptz,
  due_at           timestamptz,
  reviewed_by      integer references party (id),
  interest_charged bigint not null default 0,
  charged_days     integer not null default 0,
  repaid           bigint not null default 0 check (repaid >= 0),
  interest_paid    bigint not null default 0 check (interest_paid >= 0),
  auto_collect     boolean not null default true,
  settled_at       timestamptz,
  updated_at       timestamptz not null default now()
);
-- One unfinished loan per account (pending, active or overdue), held by the database.
create unique index loan_one_open on loan (party_id) where status in (1, 2, 3);
create index loan_by_party on loan (party_id, created_at desc);
create index loan_by_status on loan (status, created_at);
create index loan_running on loan (due_at) where status in (2, 3);

create table loan_line (
  id         bigint generated always as identity primary key,
  loan_id    text not null references loan (id),
  kind       text not null check (kind in ('disburse', 'collect', 'repay', 'manual')),
  amount     bigint not null check (amount > 0),
  interest   bigint not null check (interest >= 0),
  principal  bigint not null check (principal >= 0),
  txn_id     bigint not null references ledger_txn (id),
  created_at timestamptz not null
);
create index loan_line_loan on loan_line (loan_id, id);

create table loan_approval (
  loan_id     text not null references loan (id),
  staff_id    integer not null references party (id),
  approved_at timestamptz not null,
  primary key (loan_id, staff_id)
);

-- The daily job's claim: one instance runs a business day's job; a claim older than 15 minutes that never
-- finished is taken over.
create table loan_job_day (
  day         date primary key,
  claimed_at  timestamptz not null,
  finished_at timestamptz
);

-- Roles that hold every other money permission run the loan desk too.
update staff_role set permissions = permissions || array['loans']
where 'finance' = any (permissions) and 'deposits' = any (permissions) and not ('loans' = any (permissions));
