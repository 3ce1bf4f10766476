import type { SessionUser } from "../auth/policies.ts";
import { audit } from "../auth/audit-log.ts";
import type { Queryable } from "../db/db.ts";
import { fail } from "../http/errors.ts";

/** console/reviews!setStatus: shows (1) or hides (0) a review, audited with the status it had. */
export async function setReviewStatus(
  tx: Queryable,
  staff: SessionUser,
  o: { id: number; status: number },
): Promise<void> {
  const [before] = await tx.query<{ status: number }>("select status from evaluation where id = $1 for update", [o.id]);
  if (!before) return fail("noData");
  await tx.query("update evaluation set status = $2 where id = $1", [o.id, o.status]);
  await audit(tx, staff, o.status ? "review.show" : "review.hide", { type: "review", id: o.id }, before, {
    status: o.status,
  });
}
