import { type AuditAction, ORDER_LIFECYCLE, ORDER_STATUS, REFUND_LIFECYCLE } from "@mall/contract";
import { audit } from "../auth/audit-log.ts";
import type { Queryable } from "../db/db.ts";
import { action, type AnyAction, type SessionUser } from "../http/actions.ts";
import { decideRefund } from "./decide-refund.ts";
import { manualRefund } from "./manual-refund.ts";
import { listOrders, orderDetail, orderLogs } from "./queries.ts";
import { listRefunds } from "./refund-queue.ts";
import { shipOrder } from "./ship-order.ts";

const moves = ORDER_LIFECYCLE.transitions;
const refunds = REFUND_LIFECYCLE.transitions;

/**
 * A staff write on one order, in one transaction with its audit row: the order's state before, and `after`
 * as the staff member asked for it.
 */
async function audited(
  tx: Queryable,
  staff: SessionUser,
  what: { action: AuditAction; orderId: string; after: Record<string, unknown> },
  write: () => Promise<void>,
) {
  const [before] = await tx.query<{ status: number; return_status: number }>(
    "select status, return_status from mall_order where id = $1",
    [what.orderId],
  );
  await write();
  await audit(tx, staff, what.action, { type: "order", id: what.orderId }, before ?? null, what.after);
}

/** The platform's side of fulfilment: every order, shipping, refunds. Each write is audited in its transaction. */
export const consoleOrderActions: AnyAction[] = [
  action("console/orders!list", {
    handler: ({ db, params: { q, ...page }, locale }) =>
      listOrders(db, { staff: true }, { ...page, search: q || undefined, locale }),
  }),
  // Its own tab: the shared list reads status 1 as "paid or confirmed", which would repeat the to-ship queue.
  action("console/orders!awaitingSeller", {
    handler: ({ db, params: { q, ...page }, locale }) =>
      listOrders(
        db,
        { staff: true },
        { ...page, status: ORDER_STATUS.paid, exact: true, search: q || undefined, locale },
      ),
  }),
  action("console/orders!info", {
    paramErrors: { orderId: "orderNotFound" },
    handler: ({ db, params, locale }) => orderDetail(db, { staff: true }, params.orderId, locale),
  }),
  action("console/orders!logs", {
    paramErrors: { orderId: "orderNotFound" },
    handler: ({ db, params }) => orderLogs(db, { staff: true }, params.orderId),
  }),
  action("console/orders!ship", {
    paramErrors: { orderId: "orderNotFound", provider: "paramMissing", trackingNo: "paramError" },
    successMsg: "operationSuccess",
    handler: async ({ db, user, params, services }) => {
      const { orderId, provider, trackingNo } = params;
      const after = { status: moves.ship.to, provider, trackingNo };
      await db.tx((tx) =>
        audited(tx, user, { action: "order.ship", orderId, after }, () =>
          shipOrder(tx, { ...params, actor: user.partyId, now: services.clock.now() }),
        ),
      );
      return null;
    },
  }),
  action("console/orders!decideRefund", {
    paramErrors: { orderId: "orderNotFound", approve: "paramMissing" },
    successMsg: "operationSuccess",
    handler: async ({ db, user, params, services }) => {
      const { orderId, remark = "" } = params;
      const approve = params.approve === 1;
      const what = {
        action: approve ? ("order.refundApprove" as const) : ("order.refundReject" as const),
        orderId,
        after: { returnStatus: (approve ? refunds.approve : refunds.refuse).to, remark },
      };
      const decision = { orderId, approve, remark, actor: user.partyId, now: services.clock.now() };
      await db.tx((tx) => audited(tx, user, what, () => decideRefund(tx, decision)));
      return null;
    },
  }),
  action("console/orders!refund", {
    paramErrors: { orderId: "orderNotFound", remark: "paramMissing" },
    successMsg: "operationSuccess",
    handler: async ({ db, user, params, services }) => {
      const { orderId, remark } = params;
      const after = { status: moves.manualRefund.to, returnStatus: refunds.approve.to, remark };
      const refund = { orderId, remark, actor: user.partyId, now: services.clock.now() };
      await db.tx((tx) =>
        audited(tx, user, { action: "order.refundManual", orderId, after }, () => manualRefund(tx, refund)),
      );
      return null;
    },
  }),
  action("console/refunds!list", {
    handler: ({ db, params, locale }) => listRefunds(db, { ...params, locale }),
  }),
];
