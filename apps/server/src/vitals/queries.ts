import { type DataOf, toWireDate } from "@mall/contract";
import type { Queryable } from "../db/db.ts";

type Summary = DataOf<"console/vitals!summary">;
type RouteRow = Summary["routes"][number];

/** The days the figures cover (the summary says so too, for the console's title). */
const WINDOW_DAYS = 7;

/** The routes shown: the most viewed first; a long tail of rare routes is of no use on one screen. */
const MAX_ROUTES = 200;

type Row = { route: string; metric: "LCP" | "CLS" | "INP" | null; p75: number | null; samples: number; views: number };

/**
 * console/vitals!summary: per route, the 75th percentile of each metric over the last 7 days (continuous
 * percentile, as CrUX reports it) and how many views it rests on. One statement.
 */
export async function vitalsSummary(q: Queryable, now: Date): Promise<Summary> {
  const from = new Date(now.getTime() - WINDOW_DAYS * 86_400_000);
  const rows = await q.query<Row>(
    `with recent as (select view_id, metric, route, value from web_vital where at >= $1 and at <= $2),
     routes as (
       select route, count(distinct view_id)::int views from recent group by route
       order by views desc, route limit $3
     )
     select r.route, r.views, v.metric, v.p75, coalesce(v.samples, 0)::int samples
     from routes r
     left join lateral (
       select metric, percentile_cont(0.75) within group (order by value) p75, count(*)::int samples
       from recent where recent.route = r.route group by metric
     ) v on true
     order by r.views desc, r.route`,
    [from, now, MAX_ROUTES],
  );
  const byRoute = new Map<string, RouteRow>();
  for (const r of rows) {
    const row = byRoute.get(r.route) ?? { route: r.route, views: r.views, lcp: null, cls: null, inp: null };
    byRoute.set(r.route, row);
    if (r.metric === null || r.p75 === null) continue;
    const key = r.metric === "LCP" ? "lcp" : r.metric === "CLS" ? "cls" : "inp";
    // CLS keeps four decimals; the times are whole milliseconds.
    const p75 = r.metric === "CLS" ? Math.round(r.p75 * 10_000) / 10_000 : Math.round(r.p75);
    row[key] = { p75, samples: r.samples };
  }
  return {
    from: toWireDate(from) ?? "",
    to: toWireDate(now) ?? "",
    days: WINDOW_DAYS,
    routes: [...byRoute.values()],
  };
}
