import { type MerchantOrderCounts, orderParams } from "@mall/contract";
import { z } from "zod";
import { action, type AnyAction, type Ctx } from "../http/actions.ts";
import { fail } from "../http/errors.ts";
import { listOrders } from "../orders/queries.ts";

/** Only a seller with an approved store has orders; everyone else is refused as having no store. */
const storeOf = (ctx: Ctx<unknown>) => ctx.user?.sellerId ?? fail("storeNotFound");

/**
 * What the seller app's order tabs need beyond orders/seller-routes.ts: each tab is one status exactly
 * ("to confirm" is paid only, where the shop's "to ship" tab also holds confirmed orders), and a count per
 * status for the tab badges and the dashboard.
 */
export const merchantOrderTabActions: AnyAction[] = [
  action({
    name: "merchant/order!tab",
    method: "POST",
    auth: "seller",
    params: orderParams.list.extend({ q: z.string().trim().max(64).optional() }),
    handler: async (ctx) =>
      listOrders(
        ctx.db,
        { sellerId: storeOf(ctx) },
        { ...ctx.params, search: ctx.params.q || undefined, locale: ctx.locale, exact: true },
      ),
  }),
  action({
    name: "merchant/order!counts",
    method: "POST",
    auth: "seller",
    params: z.object({}),
    handler: async (ctx): Promise<MerchantOrderCounts> => {
      const rows = await ctx.db.query<{ status: number; n: number }>(
        "select status, count(*)::int n from mall_order where seller_id = $1 group by status",
        [storeOf(ctx)],
      );
      return {
        all: rows.reduce((s, r) => s + r.n, 0),
        byStatus: Object.fromEntries(rows.map((r) => [String(r.status), r.n])),
      };
    },
  }),
];
