import { REVIEW_PARAM_ERRORS } from "@mall/contract";
import { action, type AnyAction } from "../http/actions.ts";
import { submitReviews } from "./submit-review.ts";

/** Buyer reviews of received orders (contract 3.4). */
export const reviewActions: AnyAction[] = [
  action("evaluation!add", {
    paramErrors: REVIEW_PARAM_ERRORS,
    successMsg: "reviewSubmitted",
    handler: async ({ db, user, params, services }) => {
      const { orderId, ...line } = params;
      const now = services.clock.now();
      await db.tx((tx) => submitReviews(tx, { orderId, partyId: user.partyId, reviews: [line], now }));
      return null;
    },
  }),
  action("evaluation!addList", {
    paramErrors: REVIEW_PARAM_ERRORS,
    successMsg: "reviewSubmitted",
    handler: async ({ db, user, params, services }) => {
      const { orderId, evaluationAdds: reviews } = params;
      const now = services.clock.now();
      const orderMissing = "reviewOrderNotFound";
      await db.tx((tx) => submitReviews(tx, { orderId, partyId: user.partyId, reviews, now, orderMissing }));
      return null;
    },
  }),
];
