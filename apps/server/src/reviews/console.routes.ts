import { action, type AnyAction } from "../http/actions.ts";
import { moderationPage } from "./queries.ts";
import { setReviewStatus } from "./set-review-status.ts";

/** The console's moderation of reviews. */
export const consoleReviewActions: AnyAction[] = [
  action("console/reviews!list", { handler: ({ db, params, locale }) => moderationPage(db, params, locale) }),
  action("console/reviews!setStatus", {
    successMsg: "operationSuccess",
    handler: async ({ db, caches, user, params }) => {
      await db.tx((tx) => setReviewStatus(tx, user, params));
      // Product pages cache review counts briefly; hiding a review should show at once.
      caches.lists.clear();
      return null;
    },
  }),
];
