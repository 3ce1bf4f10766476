import { PERMISSIONS, type Permission, type SessionUser } from "../auth/policies.ts";
import type { Queryable } from "../db/db.ts";
import { isUniqueViolation } from "../db/sql.ts";
import { fail } from "../http/errors.ts";

/** What a staff role must be, checked by every role command: known permissions and a name no other role has. */

export type RoleRow = { id: number; name: string; permissions: string[] };

/** A role holds only permissions the console knows; anything else is a parameter error. */
export function knownPermissions(list: string[]): Permission[] {
  const known = new Set<string>(PERMISSIONS);
  if (!list.every((p) => known.has(p))) fail("paramError");
  // Stored in the catalogue's order, so the same set always reads the same.
  return PERMISSIONS.filter((p) => list.includes(p));
}

export async function lockRole(tx: Queryable, id: number): Promise<RoleRow> {
  const [row] = await tx.query<RoleRow>("select id, name, permissions from staff_role where id = $1 for update", [id]);
  return row ?? fail("noData");
}

/** An existing role about to be given, kept from being deleted or changed until the caller's transaction ends. */
export async function roleToGive(tx: Queryable, roleId: number): Promise<{ name: string; permissions: string[] }> {
  const [role] = await tx.query<{ name: string; permissions: string[] }>(
    "select name, permissions from staff_role where id = $1 for share",
    [roleId],
  );
  return role ?? fail("noData");
}

/** The role a staff member holds (nobody edits their own role). */
export async function ownRoleId(tx: Queryable, staff: SessionUser): Promise<number | null> {
  const [row] = await tx.query<{ staff_role_id: number | null }>("select staff_role_id from party where id = $1", [
    staff.partyId,
  ]);
  return row?.staff_role_id ?? null;
}

/** Refuses, with the console's "no permission", a role change the staff privilege policies do not allow. */
export function assertAllowed(allowed: boolean): void {
  if (!allowed) fail("noPermission");
}

/** Names are unique ignoring case (the index on lower(name) settles races; this check gives the answer first). */
export async function assertNameFree(tx: Queryable, name: string, exceptId = 0) {
  const [taken] = await tx.query("select 1 from staff_role where lower(name) = lower($1) and id <> $2", [
    name,
    exceptId,
  ]);
  if (taken) fail("roleNameTaken");
}

/** A unique-index refusal that slipped past the check (two creations at once) reads as the same answer. */
export function nameTaken(e: unknown): never {
  if (isUniqueViolation(e)) fail("roleNameTaken");
  throw e;
}
