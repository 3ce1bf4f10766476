import { z } from "zod";
import { pageOf } from "./params.ts";
import { wireId } from "./wire.ts";

export * from "./order-rules.ts";

/*
 * The answers of the order calls (contract 3.7), as apps/server/src/orders/queries.ts builds them for the
 * buyer, the seller app and the console alike. Money fields are wire numbers with two decimals; clients sum
 * them through parseCents, never as floats.
 */
const num = z.number();
const str = z.string();
/** A wire date ("YYYY-MM-DD HH:mm:ss"), null when the moment has not come. */
const when = z.string().nullable();
const bit = z.union([z.literal(0), z.literal(1)]);

/** One store order of `order!submit`, with the amounts the buyer is asked to pay. */
export const submittedOrder = z.object({ orderId: str, prizeReal: num, fees: num, tax: num });
export type SubmittedOrder = z.infer<typeof submittedOrder>;

export const orderLineVo = z.object({
  sellerGoodsId: wireId,
  /** The listing's id (= sellerGoodsId), what a client opens and reviews, as the original sent it. */
  goodsId: wireId,
  /** "-1" without a SKU. */
  skuId: z.string().regex(/^(-1|\d+)$/),
  /** The SKU's attributes in the reader's language; empty without a SKU. */
  attributes: z.array(z.object({ attrName: str, attrValue: str })),
  /** The chosen attributes as one text; empty without a SKU. */
  attrs: str,
  goodsName: str,
  goodsNum: num,
  /** Unit price paid. */
  goodsReal: num,
  goodsIcon: str,
  fees: num,
  tax: num,
  /** Wholesale price per unit, what the store pays the platform. */
  systemPrice: num,
  /** The store's margin on the line: (unit price − wholesale) × quantity. */
  profit: num,
  totalCost: num,
  /** The unit price paid for this SKU (= goodsReal), so a client's "discount" is never negative. */
  sellingPrice: num,
  isShelf: bit,
  isValid: z.literal(1),
});
export type OrderLineVo = z.infer<typeof orderLineVo>;

/** A row of order!listMain (and of the seller's and console's lists). */
export const orderListItemVo = z.object({
  id: str,
  partyId: wireId,
  username: str,
  sellerId: wireId,
  status: num,
  goodsCount: num,
  /** = prizeReal, the goods total before freight and tax (the original's name). */
  priceCount: num,
  prizeReal: num,
  /** The store's name. */
  goodsFrom: str,
  returnStatus: num,
  fees: num,
  tax: num,
  profit: num,
  purchStatus: num,
  sellerStatus: num,
  hasComment: bit,
  /** 1 once the buyer reminded the seller to ship (once per order). */
  reminded: bit,
  createTime: when,
  goods: z.array(orderLineVo),
});
export type OrderListItemVo = z.infer<typeof orderListItemVo>;
export const orderPage = pageOf(orderListItemVo);

/** `orderInfo` of order!info. */
export const orderInfoVo = z.object({
  id: str,
  createTime: when,
  payTime: when,
  /** Shipment time. */
  pushTime: when,
  receiptTime: when,
  status: num,
  returnStatus: num,
  partyId: wireId,
  username: str,
  sellerId: wireId,
  sellerName: str,
  phone: str,
  email: str,
  contacts: str,
  postcode: str,
  country: str,
  province: str,
  city: str,
  address: str,
  payStatus: num,
  prizeReal: num,
  prizeOriginal: num,
  /** Wholesale cost of the goods: what confirming the order debits from the store. */
  systemPrice: num,
  /** The store's margin. */
  profit: num,
  fees: num,
  tax: num,
  discount: num,
  totalPrice: num,
  goodsCount: num,
  purchStatus: num,
  hasComment: bit,
  reminded: bit,
  cancelReason: num.nullable(),
  returnReason: num.nullable(),
  returnDetail: str.nullable(),
  refundRemark: str.nullable(),
  refundTime: when,
  shipmentProvider: str.nullable(),
  shipmentTradeNo: str.nullable(),
});
export type OrderInfoVo = z.infer<typeof orderInfoVo>;

/** An entry of orderLog!list, ascending by time. */
export const orderLogVo = z.object({
  id: str,
  partyId: wireId,
  username: str,
  category: z.literal("order"),
  state: num,
  /** The entry's key in ORDER_LOGS (OrderLogKey); `log` is the original's Chinese sentence. */
  key: str,
  log: str,
  orderId: str,
  createTime: when,
  createTimeStr: when,
  updateTime: when,
});
export type OrderLogVo = z.infer<typeof orderLogVo>;

/** The seller's and console's order detail: orderInfo with its lines and log. */
export const orderDetailVo = z.object({
  orderInfo: orderInfoVo,
  goods: z.array(orderLineVo),
  logs: z.array(orderLogVo),
});
export type OrderDetailVo = z.infer<typeof orderDetailVo>;

/** `merchant/order!counts`: orders per status (keys are the status numbers) and in all. */
export const merchantOrderCounts = z.object({ all: num, byStatus: z.record(str, num) });
export type MerchantOrderCounts = z.infer<typeof merchantOrderCounts>;
