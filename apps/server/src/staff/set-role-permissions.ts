import type { Queryable } from "../db/db.ts";
import type { SessionUser } from "../http/actions.ts";
import { audit } from "../auth/audit-log.ts";
import { knownPermissions, lockRole } from "./role-rules.ts";

/** Replaces a role's permissions; its holders have the new set on their next call. */
export async function setRolePermissions(
  tx: Queryable,
  staff: SessionUser,
  o: { id: number; permissions: string[] },
): Promise<{ id: number }> {
  const permissions = knownPermissions(o.permissions);
  const role = await lockRole(tx, o.id);
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
