import { reviewParams } from "@mall/contract";
import { z } from "zod";
import { audit } from "../console/audit-log.ts";
import { staffOf } from "../console/context.ts";
import { action, type AnyAction, type Ctx } from "../http/actions.ts";
import { fail } from "../http/errors.ts";
import { submitReviews } from "./submit-review.ts";
import { moderationPage } from "./queries.ts";

const partyOf = (ctx: Ctx<unknown>) => ctx.user?.partyId ?? fail("notLoggedIn");
const REVIEW_ERRORS = {
  orderId: "orderNotFound",
  content: "paramMissing",
  rating: "paramMissing",
  evaluationType: "paramMissing",
  sellerGoodsId: "goodsNotFound",
  evaluationAdds: "paramMissing",
} as const;

/** Buyer reviews (contract 3.4) and the console's moderation of them. */
export const reviewActions: AnyAction[] = [
  action({
    name: "evaluation!add",
    method: "POST",
    auth: true,
    params: reviewParams.add,
    paramErrors: REVIEW_ERRORS,
    successMsg: "reviewSubmitted",
    handler: async (ctx) => {
      const { orderId, ...line } = ctx.params;
      await submitReviews(ctx.db, { orderId, partyId: partyOf(ctx), reviews: [line], now: ctx.services.clock.now() });
      return null;
    },
  }),
  action({
    name: "evaluation!addList",
    method: "POST",
    auth: true,
    params: reviewParams.addList,
    paramErrors: REVIEW_ERRORS,
    successMsg: "reviewSubmitted",
    handler: async (ctx) => {
      await submitReviews(ctx.db, {
        orderId: ctx.params.orderId,
        partyId: partyOf(ctx),
        reviews: ctx.params.evaluationAdds,
        now: ctx.services.clock.now(),
      });
      return null;
    },
  }),
  action({
    name: "console/reviews!list",
    method: "POST",
    auth: "admin",
    permission: "reviews",
    params: z.object({
      status: z.coerce.number().int().min(0).max(1).optional(),
      q: z.string().trim().max(80).optional(),
      pageNum: z.coerce.number().int().min(1).max(10_000).default(1),
      pageSize: z.coerce.number().int().min(1).max(100).default(20),
    }),
    handler: async (ctx) => moderationPage(ctx.db, { ...ctx.params, q: ctx.params.q || undefined }),
  }),
  action({
    name: "console/reviews!setStatus",
    method: "POST",
    auth: "admin",
    permission: "reviews",
    params: z.object({
      id: z.coerce.number().int().min(1).max(2_147_483_647),
      status: z.coerce.number().int().min(0).max(1),
    }),
    successMsg: "operationSuccess",
    handler: async (ctx) => {
      const staff = staffOf(ctx);
      await ctx.db.tx(async (tx) => {
        const [before] = await tx.query<{ status: number }>("select status from evaluation where id = $1 for update", [
          ctx.params.id,
        ]);
        if (!before) return fail("noData");
        await tx.query("update evaluation set status = $2 where id = $1", [ctx.params.id, ctx.params.status]);
        await audit(
          tx,
          staff,
          ctx.params.status ? "review.show" : "review.hide",
          { type: "review", id: ctx.params.id },
          before,
          {
            status: ctx.params.status,
          },
        );
      });
      // Product pages cache review counts briefly; hiding a review should show at once.
      ctx.caches.lists.clear();
      return null;
    },
  }),
];
