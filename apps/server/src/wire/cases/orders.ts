import { rows, type WireCase, type World, withoutToken } from "../case.ts";
import { lit, matching, optional, type ShapeObject, some } from "../shape.ts";
import { orderStatus, pageInfo, pageOf, returnStatus, textId } from "./shapes.ts";

const orderInfo: ShapeObject = {
  id: "string",
  createTime: "datetime",
  status: orderStatus,
  /** Shipment time; null until shipped. */
  pushTime: "null-or-datetime",
  partyId: textId,
  username: "string",
  phone: "string",
  email: "null-or-string",
  contacts: "string",
  postcode: "null-or-string",
  country: "string",
  province: "null-or-string",
  city: "null-or-string",
  address: "string",
  payStatus: lit(0, 1),
  prizeReal: "number",
  prizeOriginal: "number",
  systemPrice: "number",
  profit: "number",
  fees: "number",
  tax: "number",
  /** prizeOriginal − prizeReal. */
  discount: "number",
  goodsCount: "integer",
  purchStatus: lit(0, 1),
  sellerDiscount: optional("number"),
  sellerDiscountPrice: optional("number"),
  blank: optional("any"),
};

const orderRow: ShapeObject = {
  id: "string",
  partyId: textId,
  username: "string",
  status: orderStatus,
  goodsCount: "integer",
  /** = prizeReal. */
  priceCount: "number",
  /** The store's name. */
  goodsFrom: "string",
  returnStatus,
  fees: "number",
  tax: "number",
  sellerStatus: "integer",
};

const orderLine: ShapeObject = {
  goodsId: textId,
  /** "-1" without a SKU, as the order was submitted. */
  skuId: matching(/^(-1|\d+)$/, "a SKU id as text, -1 without one"),
  attributes: some({ attrName: "string", attrValue: "string" }),
  goodsName: "string",
  goodsNum: "integer",
  goodsReal: "number",
  /** The system goods' imgUrl1. */
  goodsIcon: "string",
  fees: "number",
  tax: "number",
  systemPrice: "number",
  profit: "number",
  totalCost: "number",
  sellingPrice: "number",
  isShelf: lit(0, 1),
  isValid: "integer",
};

const orderLog: ShapeObject = {
  id: textId,
  partyId: textId,
  username: "string",
  category: lit("order"),
  /** OrderStatusEnum (contract 4.1). */
  state: lit(1, 2, 3, 4, 5, 6, 7, 8, 9, 10),
  log: "string",
  orderId: "string",
  createTime: "datetime",
  createTimeStr: "string",
  updateTime: "null-or-datetime",
};

type OrderKey = keyof World["orders"];

/** order!info of the buyer's order in one status: the PC client sends type 1. */
const info = (key: OrderKey, status: number, paid: boolean, shipped: boolean): WireCase => ({
  action: "order!info",
  section: "3.7",
  title: `status ${status}`,
  params: (w) => ({ token: w.buyer.token, orderId: w.orders[key], type: "1", lang: "en" }),
  expect: { code: "0", data: { orderInfo } },
  verify: (data) => {
    const o = (data as { orderInfo?: Record<string, unknown> }).orderInfo ?? {};
    const out: string[] = [];
    if (o.status !== status) out.push(`data.orderInfo.status: expected ${status}, got ${JSON.stringify(o.status)}`);
    if (o.payStatus !== (paid ? 1 : 0)) out.push(`data.orderInfo.payStatus: expected ${paid ? 1 : 0}`);
    if ((o.pushTime !== null) !== shipped) out.push(`data.orderInfo.pushTime: expected ${shipped ? "a time" : "null"}`);
    return out;
  },
});

const submit = (title: string, orderInfo: (w: World) => string, msg: string, token?: (w: World) => string) => ({
  action: "order!submit",
  section: "3.7",
  title,
  params: (w: World) => ({ token: token ? token(w) : w.buyer.token, orderInfo: orderInfo(w) }),
  expect: { code: "1" as const, msg },
});

const pay = (
  title: string,
  account: (w: World) => { token: string },
  orderId: (w: World) => string,
  msg: string,
  safeword = "123456",
): WireCase => ({
  action: "order!pay",
  section: "3.7",
  title,
  params: (w) => ({ token: account(w).token, orderId: orderId(w), safeword }),
  expect: { code: "1", msg },
});

/** Contract 3.7: the buyer's orders from submit to refund, and their lines and log. */
export const orderCases: WireCase[] = [
  {
    action: "order!submit",
    section: "3.7",
    params: (w) => ({
      token: w.buyer.token,
      orderInfo: `${w.goods.sku.id},${w.goods.sku.skuId},1,${w.goods.plain},-1,2`,
    }),
    expect: {
      code: "0",
      data: { orderList: some({ orderId: "string", prizeReal: "number", fees: "number", tax: "number" }) },
    },
    // Two listings of one store: one order per seller.
    verify: (data) => {
      const n = rows((data as { orderList?: unknown }).orderList).length;
      return n === 1 ? [] : [`data.orderList: expected one order for one store, got ${n}`];
    },
  },
  submit("goods off the shelf", (w) => `${w.goods.offShelf},-1,1`, "部分商品已下架"),
  submit("fewer than buyMin", (w) => `${w.goods.buyMinTwo},-1,1`, "少于最小采购数量"),
  submit("more than mall_max_goods_number_in_order", (w) => `${w.goods.plain},-1,501`, "大于最大采购数量"),
  submit(
    "from the buyer's own store",
    (w) => `${w.goods.plain},-1,1`,
    "无法购买本店商品",
    (w) => w.store.ownerShopToken,
  ),
  {
    action: "order!pay",
    section: "3.7",
    params: (w) => ({ token: w.buyer.token, orderId: w.orders.toPay, safeword: "123456" }),
    expect: { code: "0", data: "null" },
  },
  pay(
    "unknown order",
    (w) => w.buyer,
    () => "NOSUCHORDER1",
    "订单不存在",
  ),
  pay(
    "already paid",
    (w) => w.buyer,
    (w) => w.orders.paid,
    "该订单未满足支付条件",
  ),
  pay(
    "wrong fund password",
    (w) => w.buyer,
    (w) => w.orders.unpaid,
    "资金密码错误",
    "999999",
  ),
  pay(
    "no fund password set",
    (w) => w.accounts.noSafeword,
    (w) => w.orders.noSafewordUnpaid,
    "请设置资金密码",
  ),
  pay(
    "balance too low",
    (w) => w.accounts.poor,
    (w) => w.orders.poorUnpaid,
    "余额不足",
  ),
  {
    action: "order!cancel",
    section: "3.7",
    params: (w) => ({ token: w.buyer.token, orderId: w.orders.toCancel, returnReason: "2" }),
    expect: { code: "0", data: "any" },
  },
  {
    action: "order!receipt",
    section: "3.7",
    params: (w) => ({ token: w.buyer.token, orderId: w.orders.toReceive }),
    expect: { code: "0", data: "any" },
  },
  {
    action: "order!returns",
    section: "3.7",
    params: (w) => ({
      token: w.buyer.token,
      orderId: w.orders.toReturn,
      returnReason: "3",
      returnDetail: "Wrong colour",
    }),
    expect: { code: "0", data: "any" },
  },
  {
    action: "order!listMain",
    section: "3.7",
    title: "all",
    params: (w) => ({ token: w.buyer.token, status: "", pageNum: "1", pageSize: "20" }),
    expect: { code: "0", data: pageOf(orderRow) },
  },
  {
    action: "order!listMain",
    section: "3.7",
    title: "status 1 finds 1 and 2",
    params: (w) => ({ token: w.buyer.token, status: "1", pageNum: "1", pageSize: "20" }),
    expect: { code: "0", data: pageOf(orderRow) },
    verify: (data) => {
      const seen = new Set(rows((data as { pageList?: unknown }).pageList).map((o) => o.status));
      return seen.has(1) && seen.has(2) && seen.size === 2
        ? []
        : [`data.pageList: statuses ${[...seen]}, expected 1 and 2`];
    },
  },
  {
    action: "order!listMain",
    section: "3.7",
    title: "refunds",
    params: (w) => ({ token: w.buyer.token, status: "6", pageNum: "1", pageSize: "20" }),
    expect: { code: "0", data: pageOf({ ...orderRow, status: lit(6), returnStatus: lit(1, 2, 3) }) },
  },
  info("unpaid", 0, false, false),
  info("paid", 1, true, false),
  info("confirmed", 2, true, false),
  info("shipped", 3, true, true),
  info("received", 4, true, true),
  info("reviewed", 5, true, true),
  info("refund", 6, true, false),
  info("cancelled", -1, false, false),
  {
    action: "order!listGoods",
    section: "3.7",
    params: (w) => ({ token: w.buyer.token, orderId: w.orders.paid, pageNum: "1", pageSize: "10" }),
    expect: { code: "0", data: { pageInfo, pageList: some(orderLine) } },
    verify: (data, w) =>
      rows((data as { pageList?: unknown }).pageList).flatMap((l, i) => [
        ...(l.goodsId === String(w.goods.sku.id)
          ? []
          : [
              `data.pageList[${i}].goodsId: expected the listing id "${w.goods.sku.id}", got ${JSON.stringify(l.goodsId)}`,
            ]),
        ...(l.sellingPrice === l.goodsReal
          ? []
          : [`data.pageList[${i}].sellingPrice: expected the unit price paid ${l.goodsReal}, got ${l.sellingPrice}`]),
      ]),
  },
  {
    action: "orderLog!list",
    section: "3.7",
    params: (w) => ({ token: w.buyer.token, orderId: w.orders.shipped }),
    expect: { code: "0", data: some(orderLog) },
    verify: (data, w) =>
      rows(data)
        .filter((l) => typeof l.log !== "string" || !l.log.startsWith(`订单${w.orders.shipped}`))
        .map((l) => `data[].log: expected "订单${w.orders.shipped}…", got ${JSON.stringify(l.log)}`),
  },
  withoutToken("order!submit", "3.7", { orderInfo: "1,-1,1" }),
  withoutToken("order!pay", "3.7", { orderId: "NOSUCHORDER1", safeword: "123456" }),
  withoutToken("order!cancel", "3.7", { orderId: "NOSUCHORDER1", returnReason: "2" }),
  withoutToken("order!receipt", "3.7", { orderId: "NOSUCHORDER1" }),
  withoutToken("order!returns", "3.7", { orderId: "NOSUCHORDER1", returnReason: "1", returnDetail: "x" }),
  withoutToken("order!listMain", "3.7", { pageNum: "1", pageSize: "20" }),
  withoutToken("orderLog!list", "3.7", { orderId: "NOSUCHORDER1" }),
];
