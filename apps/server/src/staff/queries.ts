import {
  type AuditPage,
  type ConsoleMe,
  type ConsoleRoles,
  type PageOf,
  pageInfo,
  type StaffAccount,
  toWireDate,
} from "@mall/contract";
import { PERMISSIONS } from "../auth/policies.ts";
import type { Queryable } from "../db/db.ts";
import { pageWindow } from "../db/sql.ts";
import { fail } from "../http/errors.ts";

/**
 * Reads of the staff feature. Each list page is one statement whatever its size: the rows and, through
 * count(*) over (), the total.
 */

type Page = { pageNum: number; pageSize: number };
const page = <T>(p: Page, total: number | undefined, pageList: T[]): PageOf<T> => ({
  pageInfo: pageInfo(p.pageNum, p.pageSize, total ?? 0),
  pageList,
});

/** Who is signed in to the console, by usercode (unique, and carried by both the login result and the session). */
export async function consoleMe(q: Queryable, usercode: string): Promise<ConsoleMe> {
  const [row] = await q.query<ConsoleMe>(
    `select p.id, p.username, p.usercode, coalesce(r.name, '') "role", coalesce(r.permissions, '{}') permissions
     from party p left join staff_role r on r.id = p.staff_role_id where p.usercode = $1`,
    [usercode],
  );
  return row ?? fail("userNotFound");
}

/** Every role with its holder count, and every permission a role may hold. */
export async function listRoles(q: Queryable): Promise<ConsoleRoles> {
  const rows = await q.query<{ id: number; name: string; permissions: string[]; holders: number; created_at: Date }>(
    `select r.id, r.name, r.permissions, r.created_at,
       (select count(*)::int from party p where p.staff_role_id = r.id) holders
     from staff_role r order by r.id`,
  );
  return {
    roles: rows.map((r) => ({
      id: r.id,
      name: r.name,
      permissions: r.permissions,
      holders: r.holders,
      createdAt: toWireDate(r.created_at),
    })),
    permissions: [...PERMISSIONS],
  };
}

/** Live staff accounts, newest first. */
export async function listStaff(q: Queryable, p: Page): Promise<PageOf<StaffAccount>> {
  const { limit, offset } = pageWindow(p);
  const rows = await q.query<{
    id: number;
    username: string;
    usercode: string;
    role_id: number | null;
    role_name: string | null;
    enabled: boolean;
    last_login_at: Date | null;
    created_at: Date;
    total: number;
  }>(
    `select p.id, p.username, p.usercode, r.id role_id, r.name role_name, p.enabled, p.last_login_at, p.created_at,
       count(*) over ()::int total
     from party p left join staff_role r on r.id = p.staff_role_id
     where p.role = 'STAFF' and p.deleted_at is null
     order by p.created_at desc, p.id desc limit $1 offset $2`,
    [limit, offset],
  );
  return page(
    p,
    rows[0]?.total,
    rows.map((r) => ({
      id: r.id,
      username: r.username,
      usercode: r.usercode,
      roleId: r.role_id,
      roleName: r.role_name,
      enabled: r.enabled,
      lastLoginAt: toWireDate(r.last_login_at),
      createdAt: toWireDate(r.created_at),
    })),
  );
}

/** Audit entries newest first, by staff member and by action. */
export async function listAudit(
  q: Queryable,
  f: Page & { staffId?: number | undefined; action?: string | undefined },
): Promise<AuditPage> {
  const { limit, offset } = pageWindow(f);
  const rows = await q.query<{
    id: bigint;
    staff_id: number;
    username: string;
    action: string;
    target_type: string;
    target_id: string;
    before: Record<string, unknown> | null;
    after: Record<string, unknown> | null;
    created_at: Date;
    total: number;
  }>(
    `select l.id, l.staff_id, p.username, l.action, l.target_type, l.target_id, l.before, l.after, l.created_at,
       count(*) over ()::int total
     from audit_log l join party p on p.id = l.staff_id
     where ($1::int is null or l.staff_id = $1) and ($2::text is null or l.action = $2)
     order by l.created_at desc, l.id desc limit $3 offset $4`,
    [f.staffId ?? null, f.action ?? null, limit, offset],
  );
  const staff = await q.query<{ id: number; username: string }>(
    `select p.id, p.username from party p
     where exists (select 1 from audit_log l where l.staff_id = p.id) order by p.username`,
  );
  return {
    ...page(
      f,
      rows[0]?.total,
      rows.map((r) => ({
        id: String(r.id),
        staffId: r.staff_id,
        staffName: r.username,
        action: r.action,
        targetType: r.target_type,
        targetId: r.target_id,
        before: r.before,
        after: r.after,
        createdAt: toWireDate(r.created_at),
      })),
    ),
    staff,
  };
}
