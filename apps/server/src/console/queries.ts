import {
  type ApplicationStatus,
  type AuditPage,
  type ConsoleRoles,
  type OutboxMessage,
  type PageOf,
  pageInfo,
  type StaffAccount,
  type StoreApplication,
  toWireDate,
} from "@mall/contract";
import { PERMISSIONS } from "../auth/policies.ts";
import type { Queryable } from "../db/db.ts";
import { containsPattern } from "../db/sql.ts";

/**
 * The console's list reads (users have user-queries.ts). Each page is one statement whatever its size: the
 * rows and, through count(*) over (), the total.
 */

type Page = { pageNum: number; pageSize: number };
const offset = (p: Page) => (p.pageNum - 1) * p.pageSize;
const pageOf = <T>(p: Page, total: number | undefined, pageList: T[]): PageOf<T> => ({
  pageInfo: pageInfo(p.pageNum, p.pageSize, total ?? 0),
  pageList,
});

/** Pending ones oldest first (a queue); reviewed ones most recently reviewed first (a history). */
export async function listApplications(
  q: Queryable,
  f: Page & { status: ApplicationStatus },
): Promise<PageOf<StoreApplication>> {
  const order = f.status === "pending" ? "a.created_at, a.id" : "a.reviewed_at desc nulls last, a.id desc";
  const rows = await q.query<{
    id: number;
    party_id: number;
    username: string;
    store_name: string;
    contact: string;
    invite_code: string | null;
    status: ApplicationStatus;
    reason: string | null;
    seller_id: number | null;
    reviewer: string | null;
    reviewed_at: Date | null;
    created_at: Date;
    total: number;
  }>(
    `select a.id, a.party_id, p.username, a.store_name, a.contact, a.invite_code, a.status, a.reason, a.seller_id,
       r.username reviewer, a.reviewed_at, a.created_at, count(*) over ()::int total
     from store_application a join party p on p.id = a.party_id left join party r on r.id = a.reviewed_by
     where a.status = $1 order by ${order} limit $2 offset $3`,
    [f.status, f.pageSize, offset(f)],
  );
  return pageOf(
    f,
    rows[0]?.total,
    rows.map((r) => ({
      id: r.id,
      partyId: r.party_id,
      username: r.username,
      storeName: r.store_name,
      contact: r.contact,
      inviteCode: r.invite_code,
      status: r.status,
      reason: r.reason,
      sellerId: r.seller_id,
      reviewedBy: r.reviewer,
      reviewedAt: toWireDate(r.reviewed_at),
      createdAt: toWireDate(r.created_at),
    })),
  );
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
    [p.pageSize, offset(p)],
  );
  return pageOf(
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

/** Outgoing messages newest first, optionally of one recipient (part of the address, any case). */
export async function listOutbox(q: Queryable, f: Page & { q?: string | undefined }): Promise<PageOf<OutboxMessage>> {
  const rows = await q.query<{
    id: bigint;
    channel: string;
    recipient: string;
    subject: string;
    body: string;
    created_at: Date;
    sent_at: Date | null;
    error: string | null;
    total: number;
  }>(
    `select id, channel, recipient, subject, body, created_at, sent_at, error, count(*) over ()::int total
     from outbox where ($1::text is null or recipient ilike $1)
     order by created_at desc, id desc limit $2 offset $3`,
    [f.q ? containsPattern(f.q) : null, f.pageSize, offset(f)],
  );
  return pageOf(
    f,
    rows[0]?.total,
    rows.map((r) => ({
      id: String(r.id),
      channel: r.channel,
      recipient: r.recipient,
      subject: r.subject,
      body: r.body,
      createdAt: toWireDate(r.created_at),
      sentAt: toWireDate(r.sent_at),
      error: r.error,
    })),
  );
}

/** Audit entries newest first, by staff member and by action. */
export async function listAudit(
  q: Queryable,
  f: Page & { staffId?: number | undefined; action?: string | undefined },
): Promise<AuditPage> {
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
    [f.staffId ?? null, f.action ?? null, f.pageSize, offset(f)],
  );
  const staff = await q.query<{ id: number; username: string }>(
    `select p.id, p.username from party p
     where exists (select 1 from audit_log l where l.staff_id = p.id) order by p.username`,
  );
  return {
    ...pageOf(
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
