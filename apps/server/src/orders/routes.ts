import { MAX_BUY_DEFAULT, orderParams, parseOrderInfo } from "@mall/contract";
import { z } from "zod";
import { action, type AnyAction, type Ctx } from "../http/actions.ts";
import { fail } from "../http/errors.ts";
import { accountSetting } from "../accounts/settings.ts";
import { syspara } from "../site/syspara.ts";
import { cancelOrder, parseOrderIds, payOrders, receiveOrder, remindToShip, requestRefund } from "./buyer-commands.ts";
import { placeOrder } from "./place-order.ts";
import { listOrders, orderGoods, orderInfo, orderLogs } from "./queries.ts";

const now = (ctx: Ctx<unknown>) => ctx.services.clock.now();
const partyOf = (ctx: Ctx<unknown>) => ctx.user?.partyId ?? fail("notLoggedIn");
const intPara = async (ctx: Ctx<unknown>, code: string, fallback: number) => {
  const n = Number(await syspara(ctx.db, ctx.caches, code));
  return Number.isFinite(n) && n > 0 ? n : fallback;
};
const money = [{ rule: "money" as const, by: "user" as const }];

/** The buyer's order calls of contract 3.7. Every one reads and changes only the caller's own orders. */
export const orderActions: AnyAction[] = [
  action({
    name: "order!submit",
    method: "POST",
    auth: true,
    params: orderParams.submit,
    paramErrors: { orderInfo: "noGoodsSelected", addressId: "addressMissing" },
    rateLimit: money,
    handler: async (ctx) => {
      const lines = parseOrderInfo(ctx.params.orderInfo);
      if (!lines) return fail("noGoodsSelected");
      const orderList = await placeOrder(ctx.db, {
        partyId: partyOf(ctx),
        ownSellerId: ctx.user?.sellerId,
        lines,
        addressId: ctx.params.addressId,
        buyMin: await intPara(ctx, "goods_buy_min", 1),
        maxPerLine: await intPara(ctx, "mall_max_goods_number_in_order", MAX_BUY_DEFAULT),
        locale: ctx.locale,
        now: now(ctx),
      });
      return { orderList };
    },
  }),
  action({
    name: "order!pay",
    method: "POST",
    auth: true,
    params: orderParams.pay,
    paramErrors: { orderId: "orderNotFound", safeword: "fundPasswordWrong" },
    rateLimit: money,
    successMsg: "operationSuccess",
    handler: async (ctx) => {
      await payOrders(ctx.db, {
        partyId: partyOf(ctx),
        orderIds: parseOrderIds(ctx.params.orderId),
        safeword: ctx.params.safeword,
        now: now(ctx),
        maxWrong: await accountSetting(ctx, "number_of_wrong_passwords"),
      });
      return null;
    },
  }),
  action({
    name: "order!cancel",
    method: "POST",
    auth: true,
    params: orderParams.cancel,
    paramErrors: { orderId: "orderNotFound", returnReason: "paramMissing" },
    rateLimit: money,
    successMsg: "operationSuccess",
    handler: async (ctx) => {
      const partyId = partyOf(ctx);
      await ctx.db.tx((tx) =>
        cancelOrder(tx, {
          orderId: ctx.params.orderId,
          partyId,
          reason: ctx.params.returnReason,
          auto: false,
          now: now(ctx),
        }),
      );
      return null;
    },
  }),
  action({
    name: "order!remind",
    method: "POST",
    auth: true,
    params: orderParams.byId,
    paramErrors: { orderId: "orderNotFound" },
    successMsg: "operationSuccess",
    handler: async (ctx) => {
      const partyId = partyOf(ctx);
      await ctx.db.tx((tx) => remindToShip(tx, { orderId: ctx.params.orderId, partyId, now: now(ctx) }));
      return null;
    },
  }),
  action({
    name: "order!receipt",
    method: "POST",
    auth: true,
    params: orderParams.byId,
    paramErrors: { orderId: "orderNotFound" },
    rateLimit: money,
    successMsg: "operationSuccess",
    handler: async (ctx) => {
      const partyId = partyOf(ctx);
      await ctx.db.tx((tx) => receiveOrder(tx, { orderId: ctx.params.orderId, partyId, now: now(ctx) }));
      return null;
    },
  }),
  action({
    name: "order!returns",
    method: "POST",
    auth: true,
    params: orderParams.returns,
    paramErrors: { orderId: "orderNotFound", returnReason: "paramMissing", returnDetail: "paramError" },
    rateLimit: money,
    successMsg: "applySuccess",
    handler: async (ctx) => {
      const partyId = partyOf(ctx);
      const shippedHours = await intPara(ctx, "mall_returnTimeOut", 168);
      const receivedDays = await intPara(ctx, "mall_return_days", 7);
      await ctx.db.tx((tx) =>
        requestRefund(tx, {
          orderId: ctx.params.orderId,
          partyId,
          reason: ctx.params.returnReason,
          detail: ctx.params.returnDetail ?? "",
          now: now(ctx),
          shippedHours,
          receivedDays,
        }),
      );
      return null;
    },
  }),
  action({
    name: "order!listMain",
    method: "POST",
    auth: true,
    params: orderParams.list,
    handler: async (ctx) => listOrders(ctx.db, { partyId: partyOf(ctx) }, { ...ctx.params, locale: ctx.locale }),
  }),
  action({
    name: "order!info",
    method: "POST",
    auth: true,
    params: orderParams.byId.extend({ type: z.string().optional(), loginType: z.string().optional() }),
    paramErrors: { orderId: "orderNotFound" },
    handler: async (ctx) => orderInfo(ctx.db, { partyId: partyOf(ctx) }, ctx.params.orderId),
  }),
  action({
    name: "order!listGoods",
    method: "POST",
    auth: true,
    params: orderParams.goods,
    paramErrors: { orderId: "orderNotFound" },
    handler: async (ctx) => orderGoods(ctx.db, { partyId: partyOf(ctx) }, ctx.params.orderId, ctx.locale, ctx.params),
  }),
  action({
    name: "orderLog!list",
    method: "POST",
    auth: true,
    params: orderParams.byId,
    paramErrors: { orderId: "orderNotFound" },
    handler: async (ctx) => orderLogs(ctx.db, { partyId: partyOf(ctx) }, ctx.params.orderId),
  }),
];
