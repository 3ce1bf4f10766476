import { ORDER_STATUS, orderParams } from "@mall/contract";
import { z } from "zod";
import { listOrders } from "../orders/queries.ts";
import { action, type AnyAction } from "../http/actions.ts";

/**
 * The console's "paid, awaiting the seller" tab: status 1 exactly. console/orders!list reads status 1 as
 * "paid or confirmed" (the shop's meaning), which would repeat the to-ship queue (status 2) in this tab.
 */
export const consoleAwaitingSellerActions: AnyAction[] = [
  action({
    name: "console/orders!awaitingSeller",
    method: "POST",
    auth: "admin",
    permission: "orders",
    params: orderParams.list.omit({ status: true }).extend({ q: z.string().trim().max(64).optional() }),
    handler: async (ctx) =>
      listOrders(
        ctx.db,
        { staff: true },
        {
          ...ctx.params,
          status: ORDER_STATUS.paid,
          exact: true,
          search: ctx.params.q || undefined,
          locale: ctx.locale,
        },
      ),
  }),
];
