import { canDisableUser, canManageAccount } from "../auth/policies.ts";
import type { Queryable } from "../db/db.ts";
import type { SessionUser } from "../http/actions.ts";
import { fail } from "../http/errors.ts";
import { audit } from "../auth/audit-log.ts";
import { endAllSessions } from "./sessions.ts";

/**
 * Disables or re-enables an account. Disabling also deletes every session of it, so no app keeps it signed
 * in (resolveSession already answers 403 for a disabled account; deleting makes the logout final even if it
 * is re-enabled). Setting the state it already has changes nothing and writes no audit row. An account
 * holding console permissions the staff member lacks (a super admin, say) is theirs to leave alone
 * (canManageAccount).
 */
export async function setUserEnabled(
  tx: Queryable,
  staff: SessionUser,
  partyId: number,
  enabled: boolean,
): Promise<{ id: number; enabled: boolean }> {
  if (!enabled && !canDisableUser(staff, partyId)) fail("illegalRequest");
  const [row] = await tx.query<{ enabled: boolean; username: string; permissions: string[] }>(
    `select p.enabled, p.username, coalesce(r.permissions, '{}') permissions
     from party p left join staff_role r on r.id = p.staff_role_id
     where p.id = $1 for update of p`,
    [partyId],
  );
  if (!row) return fail("userNotFound");
  if (!canManageAccount(staff, row)) fail("noPermission");
  if (row.enabled === enabled) return { id: partyId, enabled };
  await tx.query("update party set enabled = $2 where id = $1", [partyId, enabled]);
  if (!enabled) await endAllSessions(tx, partyId);
  await audit(
    tx,
    staff,
    enabled ? "user.enable" : "user.disable",
    { type: "party", id: partyId },
    { username: row.username, enabled: row.enabled },
    { username: row.username, enabled },
  );
  return { id: partyId, enabled };
}
