import { parseOrderInfo } from "@mall/contract";
import { accountSetting, checkSecret } from "../accounts/index.ts";
import { action, type AnyAction } from "../http/actions.ts";
import { fail } from "../http/errors.ts";
import { cancelOrder } from "./cancel-order.ts";
import { parseOrderIds, payOrders } from "./pay-orders.ts";
import { placeOrder } from "./place-order.ts";
import { orderGoods, orderInfo, orderLogs, listOrders } from "./queries.ts";
import { receiveOrder } from "./receive-order.ts";
import { remindToShip } from "./remind-to-ship.ts";
import { requestRefund } from "./request-refund.ts";
import { orderSetting } from "./settings.ts";

const money = [{ rule: "money" as const, by: "user" as const }];

/** The buyer's order calls of contract 3.7. Every one reads and changes only the caller's own orders. */
export const orderActions: AnyAction[] = [
  action("order!submit", {
    paramErrors: { orderInfo: "noGoodsSelected", addressId: "addressMissing" },
    rateLimit: money,
    handler: async ({ db, caches, user, locale, services, params }) => {
      const lines = parseOrderInfo(params.orderInfo);
      if (!lines) return fail("noGoodsSelected");
      const orderList = await placeOrder(db, {
        partyId: user.partyId,
        ownSellerId: user.sellerId,
        lines,
        addressId: params.addressId,
        buyMin: await orderSetting(db, caches, "goods_buy_min"),
        maxPerLine: await orderSetting(db, caches, "mall_max_goods_number_in_order"),
        locale,
        now: services.clock.now(),
      });
      return { orderList };
    },
  }),
  action("order!pay", {
    paramErrors: { orderId: "orderNotFound", safeword: "fundPasswordWrong" },
    rateLimit: money,
    successMsg: "operationSuccess",
    handler: async (ctx) => {
      const { db, user, params } = ctx;
      const orderIds = parseOrderIds(params.orderId);
      const now = ctx.services.clock.now();
      // The fund password first, outside the payment: a wrong one counts towards the lock-out either way.
      const maxWrong = await accountSetting(ctx, "number_of_wrong_passwords");
      await checkSecret(db, { partyId: user.partyId, kind: "fund", plain: params.safeword, now, maxWrong });
      await db.tx((tx) => payOrders(tx, { partyId: user.partyId, orderIds, now }));
      return null;
    },
  }),
  action("order!cancel", {
    paramErrors: { orderId: "orderNotFound", returnReason: "paramMissing" },
    rateLimit: money,
    successMsg: "operationSuccess",
    handler: async ({ db, user, params, services }) => {
      const cancel = { orderId: params.orderId, partyId: user.partyId, reason: params.returnReason, auto: false };
      await db.tx((tx) => cancelOrder(tx, { ...cancel, now: services.clock.now() }));
      return null;
    },
  }),
  action("order!remind", {
    paramErrors: { orderId: "orderNotFound" },
    successMsg: "operationSuccess",
    handler: async ({ db, user, params, services }) => {
      await db.tx((tx) =>
        remindToShip(tx, { orderId: params.orderId, partyId: user.partyId, now: services.clock.now() }),
      );
      return null;
    },
  }),
  action("order!receipt", {
    paramErrors: { orderId: "orderNotFound" },
    rateLimit: money,
    successMsg: "operationSuccess",
    handler: async ({ db, user, params, services }) => {
      await db.tx((tx) =>
        receiveOrder(tx, { orderId: params.orderId, partyId: user.partyId, now: services.clock.now() }),
      );
      return null;
    },
  }),
  action("order!returns", {
    paramErrors: { orderId: "orderNotFound", returnReason: "paramMissing", returnDetail: "paramError" },
    rateLimit: money,
    successMsg: "applySuccess",
    handler: async ({ db, caches, user, params, services }) => {
      const shippedHours = await orderSetting(db, caches, "mall_returnTimeOut");
      const receivedDays = await orderSetting(db, caches, "mall_return_days");
      const { orderId, returnReason: reason, returnDetail: detail = "" } = params;
      const now = services.clock.now();
      await db.tx((tx) =>
        requestRefund(tx, { orderId, partyId: user.partyId, reason, detail, now, shippedHours, receivedDays }),
      );
      return null;
    },
  }),
  action("order!listMain", {
    handler: ({ db, user, params, locale }) => listOrders(db, { partyId: user.partyId }, { ...params, locale }),
  }),
  action("order!info", {
    paramErrors: { orderId: "orderNotFound" },
    handler: ({ db, user, params }) => orderInfo(db, { partyId: user.partyId }, params.orderId),
  }),
  action("order!listGoods", {
    paramErrors: { orderId: "orderNotFound" },
    handler: ({ db, user, params, locale }) =>
      orderGoods(db, { partyId: user.partyId }, params.orderId, locale, params),
  }),
  action("orderLog!list", {
    paramErrors: { orderId: "orderNotFound" },
    handler: ({ db, user, params }) => orderLogs(db, { partyId: user.partyId }, params.orderId),
  }),
];
