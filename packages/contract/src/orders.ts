/** Order `status` of contract 4.1 and spec point 4. */
export const ORDER_STATUS = {
  cancelled: -1,
  unpaid: 0,
  paid: 1,
  confirmed: 2,
  shipped: 3,
  received: 4,
  reviewed: 5,
  refund: 6,
} as const;
export type OrderStatus = (typeof ORDER_STATUS)[keyof typeof ORDER_STATUS];

/** `returnStatus`: 0 none, 1 refunding, 2 refunded, 3 refund failed. */
export const RETURN_STATUS = { none: 0, refunding: 1, refunded: 2, failed: 3 } as const;

/**
 * Order log entries (spec point 4), keyed; `state` is the OrderStatusEnum code of contract 4.1 and `zh` the
 * sentence the original wrote. Clients translate by key (i18n namespace `account`, `orderLog.<key>`).
 */
export const ORDER_LOGS = {
  placed: { state: 1, zh: "订单已提交，等待付款" },
  paid: { state: 2, zh: "订单已付款" },
  cancelledByUser: { state: 3, zh: "订单已手动取消" },
  cancelledTimeout: { state: 4, zh: "订单超时未付款，已自动取消" },
  sellerConfirmed: { state: 5, zh: "商家已确认，正在备货" },
  shipped: { state: 6, zh: "已发货，运输中" },
  delivered: { state: 6, zh: "系统配送成功" },
  received: { state: 7, zh: "已签收" },
  refundRequested: { state: 8, zh: "已申请退款" },
  refundManual: { state: 8, zh: "平台已手动发起退款" },
  refundSucceeded: { state: 9, zh: "退款成功" },
  refundFailed: { state: 10, zh: "退款失败" },
  defaultReview: { state: 7, zh: "系统默认好评" },
  completed: { state: 7, zh: "订单已完成" },
} as const;
export type OrderLogKey = keyof typeof ORDER_LOGS;

/** The 9 cancel/return reasons of the contract (3.7), by number. */
export const ORDER_REASONS = [1, 2, 3, 4, 5, 6, 7, 8, 9] as const;

/** Order ids are the serial numbers shown to users: letters and digits. */
export const ORDER_ID = /^[A-Za-z0-9]{5,40}$/;

/** `orderInfo`: a flat comma list of `sellerGoodsId,skuId,quantity` triplets (skuId -1 without a SKU). */
export type OrderLine = { sellerGoodsId: number; skuId: number | null; quantity: number };
export function parseOrderInfo(raw: string): OrderLine[] | undefined {
  const parts = raw.split(",").map((s) => s.trim());
  if (parts.length === 0 || parts.length % 3 !== 0 || parts.length > 300) return undefined;
  const out: OrderLine[] = [];
  for (let i = 0; i < parts.length; i += 3) {
    const [g, s, q] = parts.slice(i, i + 3).map((x) => (/^-?\d{1,10}$/.test(x ?? "") ? Number(x) : Number.NaN));
    if (!Number.isSafeInteger(g) || !Number.isSafeInteger(s) || !Number.isSafeInteger(q)) return undefined;
    if ((g ?? 0) < 1 || (q ?? 0) < 1 || ((s ?? 0) < 1 && s !== -1)) return undefined;
    out.push({ sellerGoodsId: g ?? 0, skuId: s === -1 ? null : (s ?? null), quantity: q ?? 0 });
  }
  return out;
}

export type SubmittedOrder = { orderId: string; prizeReal: number; fees: number; tax: number };

/**
 * The answers of the order calls (contract 3.7), as apps/server/src/orders/queries.ts builds them for the
 * buyer, the seller app and the console alike. Money fields are wire numbers with two decimals; clients sum
 * them through parseCents, never as floats.
 */
export type OrderLineVo = {
  sellerGoodsId: number;
  goodsId: number;
  /** -1 without a SKU. */
  skuId: number;
  attributes: { attrValue: string }[];
  /** The chosen attributes as one text; empty without a SKU. */
  attrs: string;
  goodsName: string;
  goodsNum: number;
  /** Unit price paid. */
  goodsReal: number;
  goodsIcon: string;
  fees: number;
  tax: number;
  /** Wholesale price per unit, what the store pays the platform. */
  systemPrice: number;
  /** The store's margin on the line: (unit price − wholesale) × quantity. */
  profit: number;
  totalCost: number;
  sellingPrice: number;
  isShelf: 0 | 1;
  isValid: 1;
};

/** A row of order!listMain (and of the seller's and console's lists). */
export type OrderListItemVo = {
  id: string;
  partyId: number;
  username: string;
  sellerId: number;
  status: number;
  goodsCount: number;
  /** = prizeReal, the goods total before freight and tax (the original's name). */
  priceCount: number;
  prizeReal: number;
  /** The store's name. */
  goodsFrom: string;
  returnStatus: number;
  fees: number;
  tax: number;
  profit: number;
  purchStatus: number;
  sellerStatus: number;
  hasComment: 0 | 1;
  /** 1 once the buyer reminded the seller to ship (once per order). */
  reminded: 0 | 1;
  createTime: string | null;
  goods: OrderLineVo[];
};

/** `orderInfo` of order!info. */
export type OrderInfoVo = {
  id: string;
  createTime: string | null;
  payTime: string | null;
  /** Shipment time. */
  pushTime: string | null;
  receiptTime: string | null;
  status: number;
  returnStatus: number;
  partyId: number;
  username: string;
  sellerId: number;
  sellerName: string;
  phone: string;
  email: string;
  contacts: string;
  postcode: string;
  country: string;
  province: string;
  city: string;
  address: string;
  payStatus: number;
  prizeReal: number;
  prizeOriginal: number;
  /** Wholesale cost of the goods: what confirming the order debits from the store. */
  systemPrice: number;
  /** The store's margin. */
  profit: number;
  fees: number;
  tax: number;
  discount: number;
  totalPrice: number;
  goodsCount: number;
  purchStatus: number;
  hasComment: 0 | 1;
  reminded: 0 | 1;
  cancelReason: number | null;
  returnReason: number | null;
  returnDetail: string | null;
  refundRemark: string | null;
  refundTime: string | null;
  shipmentProvider: string | null;
  shipmentTradeNo: string | null;
};

/** An entry of orderLog!list, ascending by time. */
export type OrderLogVo = {
  id: string;
  partyId: number;
  username: string;
  category: "order";
  state: number;
  /** The entry's key in ORDER_LOGS; `log` is the original's Chinese sentence. */
  key: OrderLogKey | string;
  log: string;
  orderId: string;
  createTime: string | null;
  createTimeStr: string | null;
  updateTime: string | null;
};

/** The seller's and console's order detail: orderInfo with its lines and log. */
export type OrderDetailVo = { orderInfo: OrderInfoVo; goods: OrderLineVo[]; logs: OrderLogVo[] };
