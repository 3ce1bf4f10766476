-- Web Vitals from the field (issue 14 §3): one row per page view and metric, attributed to the route the view
-- was loaded on. A later report of the same view replaces its value (CLS and INP grow while the page stays
-- open). The console reads the last 7 days; rows older than 30 days are deleted by the feature itself.
create table web_vital (
  view_id text not null,
  metric  text not null check (metric in ('LCP', 'CLS', 'INP')),
  route   text not null,
  value   double precision not null check (value >= 0),
  at      timestamptz not null default now(),
  primary key (view_id, metric)
);
create index web_vital_at on web_vital (at, route);
