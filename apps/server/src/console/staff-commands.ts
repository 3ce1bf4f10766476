import { hashPassword } from "../accounts/passwords.ts";
import { assertIdentityFree, newUsercode } from "../accounts/register.ts";
import type { Db, Queryable } from "../db/db.ts";
import type { SessionUser } from "../http/actions.ts";
import { DomainError, fail } from "../http/errors.ts";
import { audit } from "./audit-log.ts";
import { isUniqueViolation } from "../db/sql.ts";

async function roleName(tx: Queryable, roleId: number): Promise<string> {
  const [role] = await tx.query<{ name: string }>("select name from staff_role where id = $1 for share", [roleId]);
  return role ? role.name : fail("noData");
}

/** A new console account: a STAFF party holding a role. Staff never sign in to the shop or the seller app. */
export async function createStaff(
  db: Db,
  staff: SessionUser,
  o: { username: string; password: string; roleId: number; now: Date },
): Promise<{ id: number }> {
  const hash = await hashPassword(o.password);
  try {
    return await db.tx(async (tx) => {
      await tx.query("select pg_advisory_xact_lock(hashtext($1))", [`register:${o.username}`]);
      await assertIdentityFree(tx, { kind: "username", value: o.username }, o.now);
      const role = await roleName(tx, o.roleId);
      const [row] = await tx.query<{ id: number }>(
        `insert into party (username, usercode, role, password_hash, staff_role_id, created_at)
         values ($1, $2, 'STAFF', $3, $4, $5) returning id`,
        [o.username, await newUsercode(tx), hash, o.roleId, o.now],
      );
      if (!row) throw new Error("party insert returned nothing");
      await audit(tx, staff, "staff.create", { type: "party", id: row.id }, null, {
        username: o.username,
        roleId: o.roleId,
        roleName: role,
      });
      return { id: row.id };
    });
  } catch (e) {
    if (!(e instanceof DomainError) && isUniqueViolation(e)) return fail("usernameTaken");
    throw e;
  }
}

/** Gives a staff account another role; only staff accounts hold roles. */
export async function setStaffRole(
  db: Db,
  staff: SessionUser,
  o: { id: number; roleId: number },
): Promise<{ id: number; roleId: number }> {
  return db.tx(async (tx) => {
    const [target] = await tx.query<{ username: string; staff_role_id: number | null; role_name: string | null }>(
      `select p.username, p.staff_role_id, r.name role_name
       from party p left join staff_role r on r.id = p.staff_role_id
       where p.id = $1 and p.role = 'STAFF' for update of p`,
      [o.id],
    );
    if (!target) return fail("userNotFound");
    const next = await roleName(tx, o.roleId);
    if (target.staff_role_id === o.roleId) return { id: o.id, roleId: o.roleId };
    await tx.query("update party set staff_role_id = $2 where id = $1", [o.id, o.roleId]);
    await audit(
      tx,
      staff,
      "staff.setRole",
      { type: "party", id: o.id },
      { username: target.username, roleId: target.staff_role_id, roleName: target.role_name },
      { username: target.username, roleId: o.roleId, roleName: next },
    );
    return { id: o.id, roleId: o.roleId };
  });
}
