import { z } from "zod";
import { safewordParam } from "./account-params.ts";
import { REFUND_REMARK_MAX, SHIP_PROVIDER_MAX, SHIP_PROVIDER_MIN, TRACKING_NO_PATTERN } from "./console-orders.ts";
import { ORDER_ID, RETURN_DETAIL_MAX } from "./orders.ts";
import { int, optionalId, optionalInt, sends, strictPageParams } from "./params.ts";
import { SEARCH_TEXT_MAX } from "./text.ts";

/** Request schemas of the order calls (contract 3.7) of the three doors, apart from the constants in orders.ts. */
const orderId = z.string().trim().regex(ORDER_ID);
const reason = int(1, 9);
const byId = z.object({ orderId });
/**
 * `status` is the original's filter (1 also finds 2); `statuses`, ours, is a comma list of exact statuses for
 * the tabs that group several ("received": 4 and 5). Given both, an order must match both.
 */
const statuses = sends<string | undefined>()(
  z.preprocess(
    (v) => (v === "" || v === null ? undefined : v),
    z
      .string()
      .regex(/^-?\d(,-?\d){0,7}$/)
      .transform((s) => s.split(",").map(Number))
      .pipe(z.array(z.number().int().min(-1).max(6)))
      .optional(),
  ),
);
const list = z.object({
  status: optionalInt(-1, 6),
  statuses,
  ...strictPageParams(),
});
/** The seller app's and the console's lists also find an order by its id or its buyer's name. */
const search = { q: z.string().trim().max(SEARCH_TEXT_MAX).optional() };

export const orderParams = {
  submit: z.object({
    orderInfo: z.string().min(5).max(4000),
    addressId: optionalId(),
    fromCart: optionalInt(0, 1),
  }),
  /** `orderId` is a comma list of up to PAY_ORDERS_MAX ids (the command reads it). */
  pay: z.object({ orderId: z.string().trim().min(5).max(1000), safeword: safewordParam }),
  cancel: z.object({ orderId, returnReason: reason }),
  byId,
  /** order!info also takes the original clients' `type` and `loginType`, and ignores them. */
  info: byId.extend({ type: z.string().optional(), loginType: z.string().optional() }),
  returns: z.object({
    orderId,
    returnReason: reason,
    returnDetail: z.string().trim().max(RETURN_DETAIL_MAX).optional(),
  }),
  list,
  search: list.extend(search),
  /** The console's "awaiting the seller" tab: its status is fixed. */
  awaitingSeller: list.omit({ status: true }).extend(search),
  goods: z.object({ orderId, ...strictPageParams(100) }),
  none: z.object({}),
  ship: byId.extend({
    provider: z.string().trim().min(SHIP_PROVIDER_MIN).max(SHIP_PROVIDER_MAX),
    trackingNo: z.string().trim().regex(TRACKING_NO_PATTERN),
  }),
  decideRefund: byId.extend({
    approve: int(0, 1),
    remark: z.string().trim().max(REFUND_REMARK_MAX).optional(),
  }),
  manualRefund: byId.extend({ remark: z.string().trim().min(1).max(REFUND_REMARK_MAX) }),
};
