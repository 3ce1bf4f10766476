import type { Queryable } from "../db/db.ts";
import type { SessionUser } from "../http/actions.ts";
import { audit } from "../auth/audit-log.ts";
import { canEditRole } from "../auth/policies.ts";
import { assertAllowed, assertNameFree, knownPermissions, nameTaken, type RoleRow } from "./role-rules.ts";

/** A named set of console permissions, none of which the staff member lacks (canEditRole). */
export async function createRole(
  tx: Queryable,
  staff: SessionUser,
  o: { name: string; permissions: string[] },
): Promise<{ id: number }> {
  const permissions = knownPermissions(o.permissions);
  assertAllowed(canEditRole(staff, null, { permissions }));
  await assertNameFree(tx, o.name);
  const [row] = await tx
    .query<RoleRow>("insert into staff_role (name, permissions) values ($1, $2) returning id, name, permissions", [
      o.name,
      permissions,
    ])
    .catch(nameTaken);
  if (!row) throw new Error("staff_role insert returned nothing");
  await audit(tx, staff, "role.create", { type: "staff_role", id: row.id }, null, { name: row.name, permissions });
  return { id: row.id };
}
