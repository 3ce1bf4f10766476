import { z } from "zod";
import type { OrderDetailVo, OrderInfoVo, OrderLineVo, OrderListItemVo, OrderLogVo } from "./orders.ts";
import { optionalText, pageOf, pageParams, sends } from "./params.ts";
import { SEARCH_TEXT_MAX } from "./text.ts";

/**
 * The console's fulfilment and refunds calls: the form rules the console checks before sending (the same
 * limits the server's params enforce, order-params.ts) and the answers it reads. Money fields are
 * wire numbers with two decimals, read through parseCents/formatAmount, never added as floats. Reviews and
 * finance are in reviews.ts and ledger.ts.
 */

/** `console/orders!ship`: a carrier name and a tracking number of 4–40 letters, digits or dashes. */
export const SHIP_PROVIDER_MIN = 2;
export const SHIP_PROVIDER_MAX = 64;
export const TRACKING_NO_PATTERN = /^[A-Za-z0-9-]{4,40}$/;

/** Staff remarks on refund decisions and manual refunds. */
export const REFUND_REMARK_MAX = 500;

/** `console/refunds!list`: the queue of requests waiting for a decision, or the decided ones. */
export const REFUND_QUEUES = ["waiting", "decided"] as const;
export type RefundQueue = (typeof REFUND_QUEUES)[number];
export const consoleRefundsParams = z.object({
  ...pageParams,
  queue: sends<RefundQueue | undefined>()(
    z.preprocess((v) => (v === "" || v === null ? undefined : v), z.enum(REFUND_QUEUES).default("waiting")),
  ),
  /** An order id exactly, or part of the buyer's username. */
  q: optionalText(SEARCH_TEXT_MAX),
});

/** The console reads the same order answers as everyone (orders.ts); these names say where they come from. */
export type ConsoleOrderLine = OrderLineVo;
/** A row of `console/orders!list`. */
export type ConsoleOrder = OrderListItemVo;
/** `orderInfo` of `console/orders!info`. */
export type ConsoleOrderInfo = OrderInfoVo;
export type OrderLogEntry = OrderLogVo;
/** `console/orders!info`. */
export type ConsoleOrderDetail = OrderDetailVo;

/** A row of `console/refunds!list`. */
export const refundRequest = z.object({
  orderId: z.string(),
  partyId: z.number(),
  username: z.string(),
  sellerId: z.number(),
  sellerName: z.string(),
  status: z.number(),
  /** The status the order had when the refund started (it returns there when refused). */
  statusBefore: z.number().nullable(),
  returnStatus: z.number(),
  returnReason: z.number().nullable(),
  returnDetail: z.string().nullable(),
  /** What the buyer gets back: goods, freight and tax. */
  amount: z.number(),
  goodsCount: z.number(),
  goodsName: z.string(),
  goodsIcon: z.string(),
  /** The store had bought the goods from the platform (it gets the wholesale price back). */
  purchased: z.boolean(),
  /** Started by the platform rather than requested by the buyer. */
  manual: z.boolean(),
  requestedAt: z.string().nullable(),
  decidedAt: z.string().nullable(),
  remark: z.string().nullable(),
});
export type RefundRequest = z.infer<typeof refundRequest>;

/** A page of requests, with how many wait for a decision (the tab badge) whichever queue is read. */
export const refundRequestPage = pageOf(refundRequest).extend({ waiting: z.number() });
export type RefundRequestPage = z.infer<typeof refundRequestPage>;
