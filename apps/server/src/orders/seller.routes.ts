import { action, type AnyAction } from "../http/actions.ts";
import { confirmOrder } from "./confirm-order.ts";
import { listOrders, orderCounts, orderDetail } from "./queries.ts";

/**
 * The seller app's order calls: its own store's orders only (the table marks them `store`, so the router
 * refuses a seller without an approved store). The list reads status 1 as the shop does (paid or confirmed);
 * the tabs ask for each status exactly, since "to confirm" and "confirmed" are the store's work queues.
 */
export const sellerOrderActions: AnyAction[] = [
  action("merchant/order!list", {
    handler: ({ db, sellerId, params: { q, ...page }, locale }) =>
      listOrders(db, { sellerId }, { ...page, search: q || undefined, locale }),
  }),
  action("merchant/order!tab", {
    handler: ({ db, sellerId, params: { q, ...page }, locale }) =>
      listOrders(db, { sellerId }, { ...page, search: q || undefined, locale, exact: true }),
  }),
  action("merchant/order!counts", { handler: ({ db, sellerId }) => orderCounts(db, sellerId) }),
  action("merchant/order!info", {
    paramErrors: { orderId: "orderNotFound" },
    handler: ({ db, sellerId, params, locale }) => orderDetail(db, { sellerId }, params.orderId, locale),
  }),
  action("merchant/order!confirm", {
    paramErrors: { orderId: "orderNotFound" },
    rateLimit: [{ rule: "money", by: "user" }],
    successMsg: "operationSuccess",
    handler: async ({ db, sellerId, user, params, services }) => {
      const confirm = { orderId: params.orderId, sellerId, actor: user.partyId, now: services.clock.now() };
      await db.tx((tx) => confirmOrder(tx, confirm));
      return null;
    },
  }),
];
