import { MAILING_PARAM_ERRORS } from "@mall/contract";
import { audit } from "../auth/audit-log.ts";
import { action, type AnyAction } from "../http/actions.ts";
import { syspara } from "../site/index.ts";
import { siteOrigin } from "./origin.ts";
import { exportSubscribers, listMailings, listSubscribers, newsletterSummary } from "./queries.ts";
import { sendMailing } from "./send-mailing.ts";
import { removeSubscriber } from "./unsubscribe.ts";

/**
 * The console's newsletter desk (permission "mail"): the list, its export, removal and marketing mail. The writes
 * (removal, a mailing) and each export of the addresses are in the audit log.
 */
export const newsletterConsoleActions: AnyAction[] = [
  action("console/newsletter!summary", {
    handler: ({ db, services }) => newsletterSummary(db, services.clock.now()),
  }),
  action("console/newsletter!list", { handler: ({ db, params }) => listSubscribers(db, params) }),
  action("console/newsletter!export", {
    handler: ({ db, params, user }) =>
      db.tx(async (tx) => {
        // An export reads batch after batch (`after`): the first batch is the export the log records.
        if (!params.after) {
          const filter = { q: params.q ?? null, brandId: params.brandId ?? null };
          await audit(tx, user, "newsletter.export", { type: "newsletter", id: "subscribers" }, null, filter);
        }
        return exportSubscribers(tx, params);
      }),
  }),
  action("console/newsletter!remove", {
    successMsg: "operationSuccess",
    handler: async ({ db, params, user }) => {
      await removeSubscriber(db, params.id, user.partyId);
      return null;
    },
  }),
  action("console/newsletter!send", {
    paramErrors: MAILING_PARAM_ERRORS,
    successMsg: "operationSuccess",
    handler: async ({ db, caches, params, user, brand, req, services }) =>
      sendMailing(db, services.mailer, {
        staffId: user.partyId,
        subject: params.subject,
        body: params.body,
        brandId: params.brandId,
        requestId: params.requestId,
        origin: siteOrigin(req),
        fallbackBrand: brand.name,
        mailbox: await syspara(db, caches, "newsletter_unsubscribe_mailbox"),
      }),
  }),
  action("console/newsletter!mailings", { handler: ({ db, params }) => listMailings(db, params) }),
];
