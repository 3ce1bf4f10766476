import { assertIdentityFree, lockName, newUsercode } from "../accounts/index.ts";
import type { Queryable } from "../db/db.ts";
import { isUniqueViolation } from "../db/sql.ts";
import type { SessionUser } from "../http/actions.ts";
import { fail } from "../http/errors.ts";
import { audit } from "../auth/audit-log.ts";
import { canGiveRole } from "../auth/policies.ts";
import { assertAllowed, roleToGive } from "./role-rules.ts";

/**
 * A new console account: a STAFF party holding a role. Staff never sign in to the shop or the seller app.
 * The role gives nothing the creating staff member lacks (canGiveRole).
 */
export async function createStaff(
  tx: Queryable,
  staff: SessionUser,
  o: { username: string; passwordHash: string; roleId: number; now: Date },
): Promise<{ id: number }> {
  await lockName(tx, o.username);
  await assertIdentityFree(tx, { kind: "username", value: o.username }, o.now);
  const role = await roleToGive(tx, o.roleId);
  assertAllowed(canGiveRole(staff, role));
  const [row] = await tx
    .query<{ id: number }>(
      `insert into party (username, usercode, role, password_hash, staff_role_id, created_at)
       values ($1, $2, 'STAFF', $3, $4, $5) returning id`,
      [o.username, await newUsercode(tx), o.passwordHash, o.roleId, o.now],
    )
    .catch((e: unknown) => {
      if (isUniqueViolation(e)) fail("usernameTaken");
      throw e;
    });
  if (!row) throw new Error("party insert returned nothing");
  await audit(tx, staff, "staff.create", { type: "party", id: row.id }, null, {
    username: o.username,
    roleId: o.roleId,
    roleName: role.name,
  });
  return { id: row.id };
}
