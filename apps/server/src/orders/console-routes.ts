import {
  orderParams,
  REFUND_REMARK_MAX,
  SHIP_PROVIDER_MAX,
  SHIP_PROVIDER_MIN,
  TRACKING_NO_PATTERN,
} from "@mall/contract";
import { z } from "zod";
import { audit } from "../console/audit-log.ts";
import { staffOf } from "../console/context.ts";
import type { Queryable } from "../db/db.ts";
import { action, type AnyAction, type Ctx } from "../http/actions.ts";
import { decideRefund, manualRefund, shipOrder } from "./fulfilment.ts";
import { listOrders, orderGoods, orderInfo, orderLogs } from "./queries.ts";

const now = (ctx: Ctx<unknown>) => ctx.services.clock.now();
const remark = z.string().trim().max(REFUND_REMARK_MAX).optional();
const statusOf = async (q: Queryable, id: string) =>
  (
    await q.query<{ status: number; return_status: number }>(
      "select status, return_status from mall_order where id = $1",
      [id],
    )
  )[0] ?? null;

/** The platform's side of fulfilment: every order, shipping, refunds. Each write is audited in its transaction. */
export const consoleOrderActions: AnyAction[] = [
  action({
    name: "console/orders!list",
    method: "POST",
    auth: "admin",
    permission: "orders",
    params: orderParams.list.extend({ q: z.string().trim().max(64).optional() }),
    handler: async (ctx) =>
      listOrders(ctx.db, { staff: true }, { ...ctx.params, search: ctx.params.q || undefined, locale: ctx.locale }),
  }),
  action({
    name: "console/orders!info",
    method: "POST",
    auth: "admin",
    permission: "orders",
    params: orderParams.byId,
    paramErrors: { orderId: "orderNotFound" },
    handler: async (ctx) => {
      const v = { staff: true as const };
      const [info, goods, logs] = await Promise.all([
        orderInfo(ctx.db, v, ctx.params.orderId),
        orderGoods(ctx.db, v, ctx.params.orderId, ctx.locale, { pageNum: 1, pageSize: 100 }),
        orderLogs(ctx.db, v, ctx.params.orderId),
      ]);
      return { ...info, goods: goods.pageList, logs };
    },
  }),
  action({
    name: "console/orders!ship",
    method: "POST",
    auth: "admin",
    permission: "orders",
    params: orderParams.byId.extend({
      provider: z.string().trim().min(SHIP_PROVIDER_MIN).max(SHIP_PROVIDER_MAX),
      trackingNo: z.string().trim().regex(TRACKING_NO_PATTERN),
    }),
    paramErrors: { orderId: "orderNotFound", provider: "paramMissing", trackingNo: "paramError" },
    successMsg: "operationSuccess",
    handler: async (ctx) => {
      const staff = staffOf(ctx);
      await ctx.db.tx(async (tx) => {
        const before = await statusOf(tx, ctx.params.orderId);
        await shipOrder(tx, { ...ctx.params, actor: staff.partyId, now: now(ctx) });
        await audit(tx, staff, "order.ship", { type: "order", id: ctx.params.orderId }, before, {
          status: 3,
          provider: ctx.params.provider,
          trackingNo: ctx.params.trackingNo,
        });
      });
      return null;
    },
  }),
  action({
    name: "console/orders!decideRefund",
    method: "POST",
    auth: "admin",
    permission: "refunds",
    params: orderParams.byId.extend({ approve: z.coerce.number().int().min(0).max(1), remark }),
    paramErrors: { orderId: "orderNotFound", approve: "paramMissing" },
    successMsg: "operationSuccess",
    handler: async (ctx) => {
      const staff = staffOf(ctx);
      await ctx.db.tx(async (tx) => {
        const before = await statusOf(tx, ctx.params.orderId);
        const approve = ctx.params.approve === 1;
        await decideRefund(tx, {
          orderId: ctx.params.orderId,
          approve,
          remark: ctx.params.remark ?? "",
          actor: staff.partyId,
          now: now(ctx),
        });
        await audit(
          tx,
          staff,
          approve ? "order.refundApprove" : "order.refundReject",
          { type: "order", id: ctx.params.orderId },
          before,
          {
            returnStatus: approve ? 2 : 3,
            remark: ctx.params.remark ?? "",
          },
        );
      });
      return null;
    },
  }),
  action({
    name: "console/orders!refund",
    method: "POST",
    auth: "admin",
    permission: "refunds",
    params: orderParams.byId.extend({ remark: z.string().trim().min(1).max(REFUND_REMARK_MAX) }),
    paramErrors: { orderId: "orderNotFound", remark: "paramMissing" },
    successMsg: "operationSuccess",
    handler: async (ctx) => {
      const staff = staffOf(ctx);
      await ctx.db.tx(async (tx) => {
        const before = await statusOf(tx, ctx.params.orderId);
        await manualRefund(tx, {
          orderId: ctx.params.orderId,
          remark: ctx.params.remark,
          actor: staff.partyId,
          now: now(ctx),
        });
        await audit(tx, staff, "order.refundManual", { type: "order", id: ctx.params.orderId }, before, {
          status: 6,
          returnStatus: 2,
          remark: ctx.params.remark,
        });
      });
      return null;
    },
  }),
  action({
    name: "console/orders!logs",
    method: "POST",
    auth: "admin",
    permission: "orders",
    params: orderParams.byId,
    paramErrors: { orderId: "orderNotFound" },
    handler: async (ctx) => orderLogs(ctx.db, { staff: true }, ctx.params.orderId),
  }),
];
