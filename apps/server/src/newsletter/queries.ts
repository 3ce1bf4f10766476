import { type DataOf, pageInfo, SUBSCRIBER_EXPORT_BATCH, type SubscriberRow, toWireDate } from "@mall/contract";
import type { Queryable } from "../db/db.ts";
import { containsPattern, pageWindow } from "../db/sql.ts";

type Row = { id: number; email: string; brand_id: string | null; brand_name: string | null; created_at: Date };

const toSubscriber = (r: Row): SubscriberRow => ({
  id: r.id,
  email: r.email,
  brandId: r.brand_id,
  brandName: r.brand_name,
  createdAt: toWireDate(r.created_at),
});

/** The filters the list and the export share: words in the address, one brand. */
const filtered = (f: { q?: string | undefined; brandId?: string | undefined }) => ({
  where: "($1::text is null or s.email ilike $1) and ($2::text is null or s.brand_id = $2)",
  values: [f.q ? containsPattern(f.q) : null, f.brandId ?? null],
});

/** console/newsletter!list: newest first, one statement whatever the page size. */
export async function listSubscribers(
  q: Queryable,
  f: { pageNum: number; pageSize: number; q?: string | undefined; brandId?: string | undefined },
): Promise<DataOf<"console/newsletter!list">> {
  const { limit, offset } = pageWindow(f);
  const { where, values } = filtered(f);
  const rows = await q.query<Row & { total: number }>(
    `select s.id, s.email, s.brand_id, b.name brand_name, s.created_at, count(*) over ()::int total
     from subscription s left join brand b on b.id = s.brand_id
     where ${where} order by s.id desc limit $3 offset $4`,
    [...values, limit, offset],
  );
  return { pageInfo: pageInfo(f.pageNum, f.pageSize, rows[0]?.total ?? 0), pageList: rows.map(toSubscriber) };
}

/**
 * console/newsletter!export: every match, oldest first, a batch at a time by id (keyset), so an export of a
 * long list neither skips nor repeats an address while people subscribe during it.
 */
export async function exportSubscribers(
  q: Queryable,
  f: { q?: string | undefined; brandId?: string | undefined; after?: number | undefined },
): Promise<DataOf<"console/newsletter!export">> {
  const { where, values } = filtered(f);
  const rows = await q.query<Row>(
    `select s.id, s.email, s.brand_id, b.name brand_name, s.created_at
     from subscription s left join brand b on b.id = s.brand_id
     where ${where} and s.id > $3 order by s.id limit $4`,
    [...values, f.after ?? 0, SUBSCRIBER_EXPORT_BATCH],
  );
  const last = rows.at(-1);
  return { rows: rows.map(toSubscriber), next: rows.length === SUBSCRIBER_EXPORT_BATCH && last ? last.id : null };
}

/** console/newsletter!summary: the list's size, who left through their link lately, and each brand's share. */
export async function newsletterSummary(q: Queryable, now: Date): Promise<DataOf<"console/newsletter!summary">> {
  const since = new Date(now.getTime() - 30 * 86_400_000);
  const [totals] = await q.query<{ subscribers: number; unsubscribed: number }>(
    `select (select count(*)::int from subscription) subscribers,
       (select count(*)::int from subscription_ended where how <> 'console' and ended_at > $1) unsubscribed`,
    [since],
  );
  const brands = await q.query<{ id: string; name: string; subscribers: number }>(
    `select b.id, b.name, count(s.id)::int subscribers
     from brand b left join subscription s on s.brand_id = b.id
     group by b.id, b.name order by b.is_default desc, b.id`,
  );
  return { subscribers: totals?.subscribers ?? 0, unsubscribed30d: totals?.unsubscribed ?? 0, brands };
}

/** console/newsletter!mailings: the marketing mail log, newest first. */
export async function listMailings(
  q: Queryable,
  f: { pageNum: number; pageSize: number },
): Promise<DataOf<"console/newsletter!mailings">> {
  const { limit, offset } = pageWindow(f);
  const rows = await q.query<{
    id: bigint;
    subject: string;
    brand_id: string | null;
    sent_by: string;
    recipients: number;
    created_at: Date;
    finished_at: Date | null;
    total: number;
  }>(
    `select m.id, m.subject, m.brand_id, p.username sent_by, m.recipients, m.created_at, m.finished_at,
       count(*) over ()::int total
     from newsletter_mailing m join party p on p.id = m.sent_by
     order by m.created_at desc, m.id desc limit $1 offset $2`,
    [limit, offset],
  );
  return {
    pageInfo: pageInfo(f.pageNum, f.pageSize, rows[0]?.total ?? 0),
    pageList: rows.map((r) => ({
      id: String(r.id),
      subject: r.subject,
      brandId: r.brand_id,
      sentBy: r.sent_by,
      recipients: r.recipients,
      createdAt: toWireDate(r.created_at),
      finishedAt: toWireDate(r.finished_at),
    })),
  };
}
