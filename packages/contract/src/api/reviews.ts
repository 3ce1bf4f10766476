import { consoleReviewPage, consoleReviewStatusParams, consoleReviewsParams, reviewParams } from "../reviews.ts";
import { nothing } from "../params.ts";
import { spec } from "./define.ts";

/** Buyer reviews of received orders (contract 3.4) and the console's moderation of them. */
export const reviewsApi = {
  "evaluation!add": spec({ app: "shop", method: "POST", params: reviewParams.add, data: nothing }),
  "evaluation!addList": spec({ app: "shop", method: "POST", params: reviewParams.addList, data: nothing }),
  "console/reviews!list": spec({
    app: "console",
    method: "POST",
    params: consoleReviewsParams,
    data: consoleReviewPage,
    permission: "reviews",
  }),
  "console/reviews!setStatus": spec({
    app: "console",
    method: "POST",
    params: consoleReviewStatusParams,
    data: nothing,
    permission: "reviews",
  }),
} as const;
