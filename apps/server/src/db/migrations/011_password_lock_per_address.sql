-- Wrong-password counters per account and client address (decision 0005, "Lock-outs"). A login counts
-- against the pair (party, address) so a stranger's guesses elsewhere cannot lock the owner out, and a name
-- nobody holds is counted too (under a hash of the name) so its answers match a real account's. Checks
-- inside a session (fund password, old password) count per party with an empty address. Counters are
-- transient (today's), so the old table is simply replaced.
drop table password_lock;

create table password_lock (
  subject      text not null,                 -- 'party:<id>', or 'name:<sha-256 of the typed name>'
  kind         text not null check (kind in ('login', 'fund')),
  addr         text not null default '',
  day          date not null,
  failures     integer not null default 0,
  locked_until timestamptz,
  primary key (subject, kind, addr)
);
