import { UNSUBSCRIBE_PARAM_ERRORS } from "@mall/contract";
import { action, type AnyAction } from "../http/actions.ts";
import { subscriptionStateOf, unsubscribeByKey } from "./unsubscribe.ts";

/**
 * The subscriber's side: the unsubscribe page reads its link (a GET is harmless: it changes nothing), and
 * unsubscribes with a POST, the same one mail clients send for the header's one-click button (RFC 8058).
 */
export const newsletterShopActions: AnyAction[] = [
  action("newsletter!status", {
    paramErrors: UNSUBSCRIBE_PARAM_ERRORS,
    handler: ({ db, params }) => subscriptionStateOf(db, params.key),
  }),
  action("newsletter!unsubscribe", {
    paramErrors: UNSUBSCRIBE_PARAM_ERRORS,
    handler: ({ db, params }) => unsubscribeByKey(db, params.key, params.via === "page" ? "page" : "one-click"),
  }),
];
