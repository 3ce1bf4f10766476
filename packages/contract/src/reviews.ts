import { z } from "zod";
import type { ErrorKey } from "./errors.ts";
import { ORDER_ID } from "./orders.ts";
import { id, int, optionalInt, optionalText, pageOf, strictPageParams } from "./params.ts";

/** Reviews (contract 3.4): up to 9 pictures, text required, a rating bucket and 1–5 stars. */
export const REVIEW_PICTURES_MAX = 9;
export const REVIEW_TEXT_MAX = 1000;
/** Pictures must be our own uploads (uploadimg!execute answers these paths). */
export const REVIEW_IMAGE = /^\/media\/uploads\/[A-Za-z0-9._-]+$/;

const blank = (v: unknown) => (v === "" || v === null ? undefined : v);
const img = z.preprocess(blank, z.string().trim().max(300).regex(REVIEW_IMAGE).optional());
const imgs = Object.fromEntries(
  Array.from({ length: REVIEW_PICTURES_MAX }, (_, i) => [`imgUrl${i + 1}`, img]),
) as Record<`imgUrl${1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9}`, typeof img>;

export const reviewLine = z.object({
  sellerGoodsId: id(),
  evaluationType: int(1, 3),
  rating: int(1, 5),
  content: z.string().trim().min(1).max(REVIEW_TEXT_MAX),
  ...imgs,
});
export type ReviewLine = z.output<typeof reviewLine>;

export const reviewParams = {
  add: reviewLine.extend({
    orderId: z.string().trim().regex(ORDER_ID),
  }),
  addList: z.object({
    orderId: z.string().trim().regex(ORDER_ID),
    evaluationAdds: z.array(reviewLine).min(1).max(50),
  }),
};

/** Parameter → catalogue message of the review forms. */
export const REVIEW_PARAM_ERRORS: Partial<Record<string, ErrorKey>> = {
  orderId: "orderNotFound",
  content: "paramMissing",
  rating: "paramMissing",
  evaluationType: "paramMissing",
  sellerGoodsId: "goodsNotFound",
  evaluationAdds: "paramMissing",
};

/** The pictures of a review line, in order, without gaps. */
export const pictureUrls = (l: ReviewLine): string[] =>
  Array.from({ length: REVIEW_PICTURES_MAX }, (_, i) => l[`imgUrl${i + 1}` as keyof ReviewLine]).filter(
    (u): u is string => typeof u === "string" && u.length > 0,
  );

// ---- Moderation (`console/reviews!*`)

export const consoleReviewsParams = z.object({
  /** 1 shown, 0 hidden by moderation. */
  status: optionalInt(0, 1),
  /** Part of the text, a username exactly, or an order id exactly. */
  q: optionalText(80),
  ...strictPageParams(),
});
export const consoleReviewStatusParams = z.object({ id: id(), status: int(0, 1) });

/** A row of `console/reviews!list`. */
export const consoleReview = z.object({
  id: z.number(),
  orderId: z.string(),
  /** Masked, as everywhere reviews are shown. */
  userName: z.string(),
  sellerGoodsId: z.number(),
  sellerName: z.string(),
  /** 1 good, 2 medium, 3 bad. */
  evaluationType: z.number(),
  rating: z.number(),
  content: z.string(),
  images: z.array(z.string()),
  /** 1 shown, 0 hidden by moderation. */
  status: z.number(),
  /** Given by the system when the buyer did not review in time. */
  isDefault: z.boolean(),
  createTime: z.string().nullable(),
});
export type ConsoleReview = z.infer<typeof consoleReview>;
export const consoleReviewPage = pageOf(consoleReview);
