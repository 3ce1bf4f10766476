import type { Queryable } from "../db/db.ts";
import type { SessionUser } from "../http/actions.ts";
import { fail } from "../http/errors.ts";
import { audit } from "../auth/audit-log.ts";
import { canGiveRole } from "../auth/policies.ts";
import { assertAllowed, roleToGive } from "./role-rules.ts";

/**
 * Gives a staff account another role; only staff accounts hold roles. Never one's own, never an account
 * holding permissions the staff member lacks, never a role giving them (canGiveRole).
 */
export async function setStaffRole(
  tx: Queryable,
  staff: SessionUser,
  o: { id: number; roleId: number },
): Promise<{ id: number; roleId: number }> {
  const [target] = await tx.query<{
    username: string;
    staff_role_id: number | null;
    role_name: string | null;
    permissions: string[];
  }>(
    `select p.username, p.staff_role_id, r.name role_name, coalesce(r.permissions, '{}') permissions
     from party p left join staff_role r on r.id = p.staff_role_id
     where p.id = $1 and p.role = 'STAFF' for update of p`,
    [o.id],
  );
  if (!target) return fail("userNotFound");
  const next = await roleToGive(tx, o.roleId);
  assertAllowed(canGiveRole(staff, next, { id: o.id, permissions: target.permissions }));
  if (target.staff_role_id === o.roleId) return { id: o.id, roleId: o.roleId };
  await tx.query("update party set staff_role_id = $2 where id = $1", [o.id, o.roleId]);
  await audit(
    tx,
    staff,
    "staff.setRole",
    { type: "party", id: o.id },
    { username: target.username, roleId: target.staff_role_id, roleName: target.role_name },
    { username: target.username, roleId: o.roleId, roleName: next.name },
  );
  return { id: o.id, roleId: o.roleId };
}
