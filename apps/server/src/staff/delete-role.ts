import type { Queryable } from "../db/db.ts";
import { isForeignKeyViolation } from "../db/sql.ts";
import type { SessionUser } from "../http/actions.ts";
import { fail } from "../http/errors.ts";
import { audit } from "../auth/audit-log.ts";
import { canEditRole } from "../auth/policies.ts";
import { assertAllowed, lockRole, ownRoleId } from "./role-rules.ts";

/**
 * Spec point 6: a role cannot be deleted while staff hold it. Checked here for the answer; the foreign key
 * (on delete restrict) refuses it too if a staff account is given the role meanwhile. Only roles the staff
 * member may edit (canEditRole).
 */
export async function deleteRole(tx: Queryable, staff: SessionUser, id: number): Promise<{ id: number }> {
  const role = await lockRole(tx, id);
  assertAllowed(canEditRole(staff, await ownRoleId(tx, staff), role));
  const [held] = await tx.query("select 1 from party where staff_role_id = $1 limit 1", [id]);
  if (held) fail("roleInUse");
  await tx.query("delete from staff_role where id = $1", [id]).catch((e: unknown) => {
    if (isForeignKeyViolation(e)) fail("roleInUse");
    throw e;
  });
  await audit(
    tx,
    staff,
    "role.delete",
    { type: "staff_role", id },
    { name: role.name, permissions: role.permissions },
    null,
  );
  return { id };
}
