import type { Queryable } from "../db/db.ts";
import type { SessionUser } from "../http/actions.ts";
import { audit } from "../auth/audit-log.ts";
import { canEditRole } from "../auth/policies.ts";
import { assertAllowed, assertNameFree, lockRole, nameTaken, ownRoleId } from "./role-rules.ts";

/** Renames a role other than one's own, under the same policy as changing its permissions (canEditRole). */
export async function renameRole(
  tx: Queryable,
  staff: SessionUser,
  o: { id: number; name: string },
): Promise<{ id: number }> {
  const role = await lockRole(tx, o.id);
  assertAllowed(canEditRole(staff, await ownRoleId(tx, staff), role));
  if (role.name === o.name) return { id: o.id };
  await assertNameFree(tx, o.name, o.id);
  await tx.query("update staff_role set name = $2 where id = $1", [o.id, o.name]).catch(nameTaken);
  await audit(tx, staff, "role.rename", { type: "staff_role", id: o.id }, { name: role.name }, { name: o.name });
  return { id: o.id };
}
