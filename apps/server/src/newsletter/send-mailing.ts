import type { Mailer } from "../accounts/index.ts";
import { audit } from "../auth/audit-log.ts";
import type { Db } from "../db/db.ts";
import { fail } from "../http/errors.ts";
import { marketingMessage } from "./message.ts";

/** Recipients read per statement while a mailing goes out. */
const BATCH = 500;
/** A mailbox the platform reads unsubscribe requests from: a plain address, nothing a header could carry more in. */
const MAILBOX = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+$/;

export type MailingOrder = {
  staffId: number;
  subject: string;
  body: string;
  brandId?: string | undefined;
  requestId: string;
  /** scheme://host of the site the links go to. */
  origin: string;
  /** The brand named in the footer of subscribers who came through no known brand. */
  fallbackBrand: string;
  /** syspara newsletter_unsubscribe_mailbox, when set. */
  mailbox?: string | undefined;
};

/**
 * console/newsletter!send: one marketing mail per subscriber (of the brand, or all), each with its own
 * unsubscribe links, logged as one mailing (and in the audit log as newsletter.send, with the mailing's row). The
 * same requestId twice is that one mailing (a double click, a retried request); with a different text it is
 * refused.
 */
export async function sendMailing(
  db: Db,
  mailer: Mailer,
  o: MailingOrder,
): Promise<{ id: string; recipients: number }> {
  const created = await db.tx(async (tx) => {
    const [row] = await tx.query<{ id: bigint }>(
      `insert into newsletter_mailing (request_id, subject, body, brand_id, sent_by)
       select $1, $2, $3, $4, $5
       where exists (select 1 from subscription where $4::text is null or brand_id = $4)
       on conflict (request_id) do nothing returning id`,
      [o.requestId, o.subject, o.body, o.brandId ?? null, o.staffId],
    );
    if (row) {
      const after = { subject: o.subject, brandId: o.brandId ?? null };
      await audit(tx, { partyId: o.staffId }, "newsletter.send", { type: "mailing", id: String(row.id) }, null, after);
    }
    return row;
  });
  if (!created) {
    const [earlier] = await db.query<{
      id: bigint;
      subject: string;
      body: string;
      brand_id: string | null;
      recipients: number;
    }>("select id, subject, body, brand_id, recipients from newsletter_mailing where request_id = $1", [o.requestId]);
    if (!earlier) return fail("noSubscribers");
    if (earlier.subject !== o.subject || earlier.body !== o.body || earlier.brand_id !== (o.brandId ?? null)) {
      return fail("requestIdReused");
    }
    return { id: String(earlier.id), recipients: earlier.recipients };
  }

  const mailbox = o.mailbox && MAILBOX.test(o.mailbox) ? o.mailbox : undefined;
  let sent = 0;
  for (let after = 0; ; ) {
    const rows = await db.query<{ id: number; email: string; token: string; brand_name: string | null }>(
      `select s.id, s.email, s.token, b.name brand_name
       from subscription s left join brand b on b.id = s.brand_id
       where ($1::text is null or s.brand_id = $1) and s.id > $2 order by s.id limit $3`,
      [o.brandId ?? null, after, BATCH],
    );
    for (const r of rows) {
      await mailer.send(
        db,
        marketingMessage({
          origin: o.origin,
          key: r.token,
          email: r.email,
          brandName: r.brand_name ?? o.fallbackBrand,
          subject: o.subject,
          body: o.body,
          mailbox,
        }),
      );
      sent++;
    }
    const last = rows.at(-1);
    if (!last || rows.length < BATCH) break;
    after = last.id;
  }
  await db.query("update newsletter_mailing set recipients = $2, finished_at = now() where id = $1", [
    created.id,
    sent,
  ]);
  return { id: String(created.id), recipients: sent };
}
