import { LOTTERY_STATUS } from "@mall/contract";
import type { Queryable } from "../db/db.ts";

/**
 * The lottery's timed close: published activities whose end has passed are closed, as of their end (not of
 * when a run got to them), with nobody as the closer. One guarded statement: only a published activity
 * moves, so a run that comes late, twice, or at the same time as another (or as staff closing it by hand)
 * closes each activity once. A draw in flight holds a share lock on its activity, so it finishes first.
 */
export async function closeEndedActivities(db: Queryable, now: Date): Promise<number> {
  const rows = await db.query(
    `update lottery_activity set status = $2, closed_at = ends_at
     where status = $3 and ends_at <= $1 returning id`,
    [now, LOTTERY_STATUS.closed, LOTTERY_STATUS.published],
  );
  return rows.length;
}
