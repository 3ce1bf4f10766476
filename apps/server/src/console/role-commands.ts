import { PERMISSIONS, type Permission } from "../auth/policies.ts";
import type { Db, Queryable } from "../db/db.ts";
import type { SessionUser } from "../http/actions.ts";
import { DomainError, fail } from "../http/errors.ts";
import { audit } from "./audit-log.ts";
import { isForeignKeyViolation, isUniqueViolation } from "../db/sql.ts";

type RoleRow = { id: number; name: string; permissions: string[] };

/** A role holds only permissions the console knows; anything else is a parameter error. */
function knownPermissions(list: string[]): Permission[] {
  const known = new Set<string>(PERMISSIONS);
  if (!list.every((p) => known.has(p))) fail("paramError");
  // Stored in the catalogue's order, so the same set always reads the same.
  return PERMISSIONS.filter((p) => list.includes(p));
}

async function lockRole(tx: Queryable, id: number): Promise<RoleRow> {
  const [row] = await tx.query<RoleRow>("select id, name, permissions from staff_role where id = $1 for update", [id]);
  return row ?? fail("noData");
}

/** Names are unique ignoring case (the index on lower(name) settles races; this check gives the answer first). */
async function assertNameFree(tx: Queryable, name: string, exceptId = 0) {
  const [taken] = await tx.query("select 1 from staff_role where lower(name) = lower($1) and id <> $2", [
    name,
    exceptId,
  ]);
  if (taken) fail("roleNameTaken");
}

/** A unique-index refusal that slipped past the check (two creations at once) reads as the same answer. */
async function nameTx<T>(db: Db, fn: (tx: Queryable) => Promise<T>): Promise<T> {
  try {
    return await db.tx(fn);
  } catch (e) {
    if (!(e instanceof DomainError) && isUniqueViolation(e)) return fail("roleNameTaken");
    throw e;
  }
}

export async function createRole(db: Db, staff: SessionUser, o: { name: string; permissions: string[] }) {
  const permissions = knownPermissions(o.permissions);
  return nameTx(db, async (tx) => {
    await assertNameFree(tx, o.name);
    const [row] = await tx.query<RoleRow>(
      "insert into staff_role (name, permissions) values ($1, $2) returning id, name, permissions",
      [o.name, permissions],
    );
    if (!row) throw new Error("staff_role insert returned nothing");
    await audit(tx, staff, "role.create", { type: "staff_role", id: row.id }, null, { name: row.name, permissions });
    return { id: row.id };
  });
}

export async function renameRole(db: Db, staff: SessionUser, o: { id: number; name: string }) {
  return nameTx(db, async (tx) => {
    const role = await lockRole(tx, o.id);
    if (role.name === o.name) return { id: o.id };
    await assertNameFree(tx, o.name, o.id);
    await tx.query("update staff_role set name = $2 where id = $1", [o.id, o.name]);
    await audit(tx, staff, "role.rename", { type: "staff_role", id: o.id }, { name: role.name }, { name: o.name });
    return { id: o.id };
  });
}

export async function updateRolePermissions(db: Db, staff: SessionUser, o: { id: number; permissions: string[] }) {
  const permissions = knownPermissions(o.permissions);
  return db.tx(async (tx) => {
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
  });
}

/**
 * Spec point 6: a role cannot be deleted while staff hold it. Checked here for the answer; the foreign key
 * (on delete restrict) refuses it too if a staff account is given the role meanwhile.
 */
export async function deleteRole(db: Db, staff: SessionUser, id: number) {
  try {
    return await db.tx(async (tx) => {
      const role = await lockRole(tx, id);
      const [held] = await tx.query("select 1 from party where staff_role_id = $1 limit 1", [id]);
      if (held) fail("roleInUse");
      await tx.query("delete from staff_role where id = $1", [id]);
      await audit(
        tx,
        staff,
        "role.delete",
        { type: "staff_role", id },
        { name: role.name, permissions: role.permissions },
        null,
      );
      return { id };
    });
  } catch (e) {
    if (!(e instanceof DomainError) && isForeignKeyViolation(e)) return fail("roleInUse");
    throw e;
  }
}
