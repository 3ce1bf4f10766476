import { z } from "zod";
import { consoleRefundsParams, refundRequestPage } from "../console-orders.ts";
import { orderParams as p } from "../order-params.ts";
import {
  merchantOrderCounts,
  orderDetailVo,
  orderInfoVo,
  orderLineVo,
  orderLogVo,
  orderPage,
  submittedOrder,
} from "../orders.ts";
import { nothing, pageOf } from "../params.ts";
import { spec } from "./define.ts";

const logs = z.array(orderLogVo);

/**
 * The orders actions of the action table (decision 0011): the buyer's own orders (contract 3.7), the seller
 * app's store orders and the console's fulfilment and refunds. Every one is a POST.
 */
export const ordersApi = {
  "order!submit": spec({
    app: "shop",
    method: "POST",
    params: p.submit,
    data: z.object({ orderList: z.array(submittedOrder) }),
  }),
  "order!pay": spec({ app: "shop", method: "POST", params: p.pay, data: nothing }),
  "order!cancel": spec({ app: "shop", method: "POST", params: p.cancel, data: nothing }),
  "order!remind": spec({ app: "shop", method: "POST", params: p.byId, data: nothing }),
  "order!receipt": spec({ app: "shop", method: "POST", params: p.byId, data: nothing }),
  "order!returns": spec({ app: "shop", method: "POST", params: p.returns, data: nothing }),
  "order!listMain": spec({ app: "shop", method: "POST", params: p.list, data: orderPage }),
  "order!info": spec({ app: "shop", method: "POST", params: p.info, data: z.object({ orderInfo: orderInfoVo }) }),
  "order!listGoods": spec({ app: "shop", method: "POST", params: p.goods, data: pageOf(orderLineVo) }),
  "orderLog!list": spec({ app: "shop", method: "POST", params: p.byId, data: logs }),

  "merchant/order!list": spec({
    app: "seller",
    method: "POST",
    store: true,
    params: p.search,
    data: orderPage,
    summary: "The store's orders; status 1 means paid or confirmed, as in the shop.",
  }),
  "merchant/order!tab": spec({
    app: "seller",
    method: "POST",
    store: true,
    params: p.search,
    data: orderPage,
    summary: "One tab of the seller app: each status exactly.",
  }),
  "merchant/order!counts": spec({
    app: "seller",
    method: "POST",
    store: true,
    params: p.none,
    data: merchantOrderCounts,
  }),
  "merchant/order!info": spec({ app: "seller", method: "POST", store: true, params: p.byId, data: orderDetailVo }),
  "merchant/order!confirm": spec({
    app: "seller",
    method: "POST",
    store: true,
    params: p.byId,
    data: nothing,
    summary: "The seller confirms a paid order, buying its goods from the platform at the wholesale price.",
  }),

  "console/orders!list": spec({
    app: "console",
    method: "POST",
    permission: "orders",
    params: p.search,
    data: orderPage,
  }),
  "console/orders!awaitingSeller": spec({
    app: "console",
    method: "POST",
    permission: "orders",
    params: p.awaitingSeller,
    data: orderPage,
    summary: "Paid orders the store has not confirmed yet (status 1 exactly).",
  }),
  "console/orders!info": spec({
    app: "console",
    method: "POST",
    permission: "orders",
    params: p.byId,
    data: orderDetailVo,
  }),
  "console/orders!logs": spec({ app: "console", method: "POST", permission: "orders", params: p.byId, data: logs }),
  "console/orders!ship": spec({ app: "console", method: "POST", permission: "orders", params: p.ship, data: nothing }),
  "console/orders!decideRefund": spec({
    app: "console",
    method: "POST",
    permission: "refunds",
    params: p.decideRefund,
    data: nothing,
    summary: "Refund approval: approve=1 pays the buyer back, approve=0 puts the order back where it was.",
  }),
  "console/orders!refund": spec({
    app: "console",
    method: "POST",
    permission: "refunds",
    params: p.manualRefund,
    data: nothing,
    summary: "A refund the platform starts by hand, approved at once.",
  }),
  "console/refunds!list": spec({
    app: "console",
    method: "POST",
    permission: "refunds",
    params: consoleRefundsParams,
    data: refundRequestPage,
  }),
} as const;
