import { z } from "zod";
import type { ErrorKey } from "./errors.ts";
import { INT4_MAX, id, optionalInt, optionalText, pageOf, strictPageParams } from "./params.ts";

/**
 * The newsletter (issue 14 §2): a subscriber's unsubscribe link, and the console's subscriber list, export and
 * marketing mail. The server validates with these schemas; the console's send form checks the same ones.
 */

/** The secret of a subscription's unsubscribe links: 64 lowercase hex characters (migration 024). */
export const UNSUBSCRIBE_KEY = /^[0-9a-f]{64}$/;
export const SUBSCRIBER_SEARCH_MAX = 64;
export const MAILING_SUBJECT_MAX = 150;
export const MAILING_BODY_MAX = 10_000;
/** Rows per call of console/newsletter!export: the console pages through every match with `after`. */
export const SUBSCRIBER_EXPORT_BATCH = 1_000;

const key = z.string().trim().toLowerCase().regex(UNSUBSCRIBE_KEY);

/** The page's link carries the key; a wrong or unknown one is unsubscribeLinkInvalid. */
export const unsubscribeKeyParams = z.object({ key });
/**
 * The page's button (`via: "page"`) and a mail client's one-click POST alike (RFC 8058: the key is in the URL
 * of the List-Unsubscribe header, `List-Unsubscribe=One-Click` in a form or multipart body that needs no
 * reading). `via` only tells the two apart in the records.
 */
export const unsubscribeParams = z.object({ key, via: z.enum(["page"]).optional() });
export const UNSUBSCRIBE_PARAM_ERRORS = { key: "unsubscribeLinkInvalid" } as const satisfies Partial<
  Record<string, ErrorKey>
>;

export const subscriptionState = z.object({
  /** The address masked (b•••1@example.com): whoever holds the link learns no more than that. */
  email: z.string(),
  subscribed: z.boolean(),
});
export type SubscriptionState = z.infer<typeof subscriptionState>;

// ---- The console (permission "mail")

const brandFilter = optionalText(40);

export const subscriberListParams = z.object({
  ...strictPageParams(),
  q: optionalText(SUBSCRIBER_SEARCH_MAX),
  brandId: brandFilter,
});
/** Every match, a batch at a time: `after` is the last id of the previous batch (none for the first). */
export const subscriberExportParams = z.object({
  q: optionalText(SUBSCRIBER_SEARCH_MAX),
  brandId: brandFilter,
  after: optionalInt(0, INT4_MAX),
});
export const subscriberIdParams = z.object({ id: id() });

/** One line of text: a subject with a line break would be a header injection. */
const SUBJECT_LINE = /^[^\p{Cc}]*$/u;
export const mailingSendParams = z.object({
  subject: z.string().trim().min(1).max(MAILING_SUBJECT_MAX).regex(SUBJECT_LINE),
  body: z.string().trim().min(1).max(MAILING_BODY_MAX),
  /** Only this brand's subscribers; every subscriber when left out. */
  brandId: brandFilter,
  /** Drawn per send form: the same request twice is one mailing. */
  requestId: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9-]{8,64}$/),
});
export const MAILING_PARAM_ERRORS = {
  subject: "mailingSubjectInvalid",
  body: "mailingBodyInvalid",
} as const satisfies Partial<Record<string, ErrorKey>>;
export const mailingListParams = z.object({ ...strictPageParams(10) });

const wireDate = z.string().nullable();

export const subscriberRow = z.object({
  id: z.number(),
  email: z.string(),
  brandId: z.string().nullable(),
  brandName: z.string().nullable(),
  createdAt: wireDate,
});
export type SubscriberRow = z.infer<typeof subscriberRow>;
export const subscriberPage = pageOf(subscriberRow);
export const subscriberBatch = z.object({ rows: z.array(subscriberRow), next: z.number().nullable() });

export const newsletterSummary = z.object({
  subscribers: z.number(),
  /** Left through their link (page or one-click) in the last 30 days. */
  unsubscribed30d: z.number(),
  brands: z.array(z.object({ id: z.string(), name: z.string(), subscribers: z.number() })),
});

export const mailingRow = z.object({
  id: z.string(),
  subject: z.string(),
  brandId: z.string().nullable(),
  sentBy: z.string(),
  recipients: z.number(),
  createdAt: wireDate,
  finishedAt: wireDate,
});
export const mailingPage = pageOf(mailingRow);
export const mailingSent = z.object({ id: z.string(), recipients: z.number() });
