import type { ParsedParamsOf } from "@mall/contract";
import type { Queryable } from "../db/db.ts";

/** How long reports are kept: the console reads 7 days; the rest is kept a while for a look back by hand. */
const KEEP_MS = 30 * 86_400_000;
const PRUNE_EVERY_MS = 3_600_000;
let lastPrune = 0;

/**
 * vitals!report: the view's figures, one row per metric, in one statement. A second report of the same view
 * (the page was hidden, shown again, hidden again) replaces its values but keeps the route it first gave.
 */
export async function recordVitals(db: Queryable, p: ParsedParamsOf<"vitals!report">, now: Date): Promise<null> {
  const metrics: ("LCP" | "CLS" | "INP")[] = [];
  const values: number[] = [];
  for (const [metric, value] of [
    ["LCP", p.lcp],
    ["CLS", p.cls],
    ["INP", p.inp],
  ] as const) {
    if (value === undefined) continue;
    metrics.push(metric);
    values.push(value);
  }
  if (metrics.length === 0) return null;
  await db.query(
    `insert into web_vital (view_id, metric, route, value, at)
     select $1, m, $2, v, $3 from unnest($4::text[], $5::float8[]) as x (m, v)
     on conflict (view_id, metric) do update set value = excluded.value, at = excluded.at`,
    [p.view, p.route, now, metrics, values],
  );
  // Old rows go at most once an hour per process, on the back of a report (no job of its own to run).
  if (now.getTime() - lastPrune > PRUNE_EVERY_MS) {
    lastPrune = now.getTime();
    await db.query("delete from web_vital where at < $1", [new Date(now.getTime() - KEEP_MS)]);
  }
  return null;
}
