import type { AuditAction } from "@mall/contract";
import type { Queryable } from "../db/db.ts";
import type { SessionUser } from "./policies.ts";

export type AuditTarget = {
  type:
    | "party"
    | "store_application"
    | "staff_role"
    | "order"
    | "review"
    | "deposit"
    | "withdrawal"
    | "setting"
    | "loan"
    | "chat"
    | "lottery"
    | "subscriber"
    | "newsletter"
    | "mailing";
  id: number | string;
};
type Snapshot = Record<string, unknown> | null;

/**
 * Records a staff write: who, what, on which record, and the record before and after (every feature's console
 * writes call it; staff/queries.ts reads the log for console/audit!list). Always called with the
 * transaction of the change itself, so a change never exists without its audit row nor the reverse.
 */
export async function audit(
  tx: Queryable,
  staff: Pick<SessionUser, "partyId">,
  action: AuditAction,
  target: AuditTarget,
  before: Snapshot,
  after: Snapshot,
): Promise<void> {
  await tx.query(
    `insert into audit_log (staff_id, action, target_type, target_id, before, after)
     values ($1, $2, $3, $4, $5::jsonb, $6::jsonb)`,
    [
      staff.partyId,
      action,
      target.type,
      String(target.id),
      before === null ? null : JSON.stringify(before),
      after === null ? null : JSON.stringify(after),
    ],
  );
}
