import type { OrderJob } from "../orders/scheduler.ts";
import { syspara } from "../site/syspara.ts";
import { defaultReviews } from "./submit-review.ts";

/** The order clock's third job: default positive reviews after mall_auto_review_days days. */
export const defaultReviewJob: OrderJob = async (db, now, caches) => {
  const days = Number(await syspara(db, caches, "mall_auto_review_days"));
  return defaultReviews(db, now, Number.isFinite(days) && days > 0 ? days : 7);
};
