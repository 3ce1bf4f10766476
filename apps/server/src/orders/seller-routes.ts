import { centsToWire, orderParams, pageParams } from "@mall/contract";
import { z } from "zod";
import { action, type AnyAction, type Ctx } from "../http/actions.ts";
import { fail } from "../http/errors.ts";
import { confirmOrder } from "./fulfilment.ts";
import { listOrders, orderGoods, orderInfo, orderLogs } from "./queries.ts";

/** Only a seller with an approved store has orders; everyone else is refused as having no store. */
const storeOf = (ctx: Ctx<unknown>) => ctx.user?.sellerId ?? fail("storeNotFound");

/** The seller app's order calls: its own store's orders only. */
export const sellerOrderActions: AnyAction[] = [
  action({
    name: "merchant/order!list",
    method: "POST",
    auth: "seller",
    params: orderParams.list.extend({ q: z.string().trim().max(64).optional() }),
    handler: async (ctx) =>
      listOrders(
        ctx.db,
        { sellerId: storeOf(ctx) },
        { ...ctx.params, search: ctx.params.q || undefined, locale: ctx.locale },
      ),
  }),
  action({
    name: "merchant/order!info",
    method: "POST",
    auth: "seller",
    params: orderParams.byId,
    paramErrors: { orderId: "orderNotFound" },
    handler: async (ctx) => {
      const v = { sellerId: storeOf(ctx) };
      const [info, goods, logs] = await Promise.all([
        orderInfo(ctx.db, v, ctx.params.orderId),
        orderGoods(ctx.db, v, ctx.params.orderId, ctx.locale, { pageNum: 1, pageSize: 100 }),
        orderLogs(ctx.db, v, ctx.params.orderId),
      ]);
      return { ...info, goods: goods.pageList, logs };
    },
  }),
  action({
    name: "merchant/order!confirm",
    method: "POST",
    auth: "seller",
    params: orderParams.byId,
    paramErrors: { orderId: "orderNotFound" },
    rateLimit: [{ rule: "money", by: "user" }],
    successMsg: "operationSuccess",
    handler: async (ctx) => {
      const sellerId = storeOf(ctx);
      await ctx.db.tx((tx) =>
        confirmOrder(tx, {
          orderId: ctx.params.orderId,
          sellerId,
          actor: ctx.user?.partyId ?? 0,
          now: ctx.services.clock.now(),
        }),
      );
      return null;
    },
  }),
];
