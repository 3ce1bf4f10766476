import type { Queryable } from "../db/db.ts";
import type { SessionUser } from "../http/actions.ts";
import { audit } from "../auth/audit-log.ts";
import { canEditRole } from "../auth/policies.ts";
import { assertAllowed, knownPermissions, lockRole, ownRoleId } from "./role-rules.ts";

/**
 * Replaces a role's permissions; its holders have the new set on their next call. Not one's own role, not
 * the Super admin role unless a super admin, and no permission the staff member lacks (policy canEditRole).
 */
export async function setRolePermissions(
  tx: Queryable,
  staff: SessionUser,
  o: { id: number; permissions: string[] },
): Promise<{ id: number }> {
  const permissions = knownPermissions(o.permissions);
  const role = await lockRole(tx, o.id);
  assertAllowed(canEditRole(staff, await ownRoleId(tx, staff), role, permissions));
  await tx.query("update staff_role set permissions = $2 where id = $1", [o.id, permissions]);
  await audit(
    tx,
    staff,
    "role.update",
    { type: "staff_role", id: o.id },
    { name: role.name, permissions: role.permissions },
    { name: role.name, permissions },
  );
  return { id: o.id };
}
