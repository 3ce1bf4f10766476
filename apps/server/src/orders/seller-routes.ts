import { centsToWire, orderParams, pageParams } from "@mall/contract";
import { z } from "zod";
import { action, type AnyAction, type Ctx } from "../http/actions.ts";
import { fail } from "../http/errors.ts";
import { partyBalances } from "../ledger/balances.ts";
import { walletRecords } from "../ledger/records.ts";
import { confirmOrder } from "./fulfilment.ts";
import { listOrders, orderGoods, orderInfo, orderLogs } from "./queries.ts";

/** Only a seller with an approved store has orders; everyone else is refused as having no store. */
const storeOf = (ctx: Ctx<unknown>) => ctx.user?.sellerId ?? fail("storeNotFound");

/** The seller app's order and money calls: its own store's orders only. */
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
  action({
    name: "merchant/wallet!get",
    method: "POST",
    auth: "seller",
    params: z.object({}),
    handler: async (ctx) => {
      const partyId = ctx.user?.partyId ?? 0;
      const b = await partyBalances(ctx.db, partyId);
      const [sums] = await ctx.db.query<{ profit: bigint; settled: number; open: number }>(
        `select coalesce(sum(profit) filter (where settled_at is not null and return_status <> 2), 0)::bigint profit,
           count(*) filter (where settled_at is not null)::int settled,
           count(*) filter (where status in (1, 2, 3))::int open
         from mall_order where seller_id = $1`,
        [ctx.user?.sellerId ?? 0],
      );
      return {
        money: centsToWire(b.available),
        frozenMoney: centsToWire(b.frozen),
        profit: centsToWire(sums?.profit ?? 0n),
        settledOrders: sums?.settled ?? 0,
        openOrders: sums?.open ?? 0,
      };
    },
  }),
  action({
    name: "merchant/wallet!records",
    method: "POST",
    auth: "seller",
    params: z.object(pageParams),
    handler: async (ctx) => walletRecords(ctx.db, ctx.user?.partyId ?? 0, ctx.params),
  }),
];
