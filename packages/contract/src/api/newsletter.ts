import { z } from "zod";
import {
  mailingListParams,
  mailingPage,
  mailingSendParams,
  mailingSent,
  newsletterSummary,
  subscriberBatch,
  subscriberExportParams,
  subscriberIdParams,
  subscriberListParams,
  subscriberPage,
  subscriptionState,
  unsubscribeKeyParams,
  unsubscribeParams,
} from "../newsletter.ts";
import { nothing } from "../params.ts";
import { type ActionSpec, spec } from "./define.ts";

const desk = <P extends z.ZodType, D extends z.ZodType>(params: P, data: D) =>
  spec({ app: "console", method: "POST", params, data, permission: "mail" });

/** The newsletter (issue 14 §2): subscribers in the console, one-click unsubscribe. */
export const newsletterApi = {
  "newsletter!status": spec({
    app: "public",
    method: "ANY",
    params: unsubscribeKeyParams,
    data: subscriptionState,
    summary: "The masked address of an unsubscribe link and whether it is still subscribed (reads only).",
  }),
  // POST only: a mail scanner that fetches the link (a GET) unsubscribes nobody.
  "newsletter!unsubscribe": spec({
    app: "public",
    method: "POST",
    params: unsubscribeParams,
    data: subscriptionState,
    summary: "Unsubscribes the link's address: the page's button, and mail clients' RFC 8058 one-click POST.",
  }),
  "console/newsletter!summary": desk(z.object({}), newsletterSummary),
  "console/newsletter!list": desk(subscriberListParams, subscriberPage),
  "console/newsletter!export": desk(subscriberExportParams, subscriberBatch),
  "console/newsletter!remove": desk(subscriberIdParams, nothing),
  "console/newsletter!send": desk(mailingSendParams, mailingSent),
  "console/newsletter!mailings": desk(mailingListParams, mailingPage),
} satisfies Record<string, ActionSpec>;
