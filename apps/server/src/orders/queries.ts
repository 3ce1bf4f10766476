import {
  AWAITING_SHIPMENT,
  centsToWire,
  type Locale,
  type MerchantOrderCounts,
  ORDER_LOGS,
  ORDER_STATUS as S,
  type OrderDetailVo,
  type OrderInfoVo,
  type OrderLineVo,
  type OrderListItemVo,
  type OrderLogKey,
  type OrderLogVo,
  type PageOf,
  pageInfo,
  toWireDate,
} from "@mall/contract";
import { imgUrl } from "../catalogue/index.ts";
import type { Queryable } from "../db/db.ts";
import { containsPattern, pageWindow, SqlParams } from "../db/sql.ts";
import { fail } from "../http/errors.ts";
import type { DeliveryAddress } from "./address.ts";

/** Who is looking: a buyer sees their orders, a seller its store's, staff all of them. */
export type Viewer = { partyId: number } | { sellerId: number } | { staff: true };

const scope = (v: Viewer, p: SqlParams): string =>
  "partyId" in v ? `o.party_id = ${p.add(v.partyId)}` : "sellerId" in v ? `o.seller_id = ${p.add(v.sellerId)}` : "true";

/** An order as the readers select it (ORDER_COLUMNS), with the list's total. */
export type OrderRow = {
  id: string;
  party_id: number;
  username: string;
  seller_id: number;
  seller_name: string;
  status: number;
  return_status: number;
  goods_count: number;
  prize_real: bigint;
  prize_original: bigint;
  system_price: bigint;
  profit: bigint;
  fees: bigint;
  tax: bigint;
  pay_status: number;
  purch_status: number;
  created_at: Date;
  pay_time: Date | null;
  ship_time: Date | null;
  receipt_time: Date | null;
  remind_time: Date | null;
  has_comment: boolean;
  cancel_reason: number | null;
  return_reason: number | null;
  return_detail: string | null;
  refund_remark: string | null;
  refund_time: Date | null;
  shipment_provider: string | null;
  shipment_no: string | null;
  total: number;
} & Omit<DeliveryAddress, "id">;

const ORDER_COLUMNS = `o.id, o.party_id, p.username, o.seller_id, s.name seller_name, o.status, o.return_status, o.goods_count,
  o.prize_real, o.prize_original, o.system_price, o.profit, o.fees, o.tax, o.pay_status, o.purch_status, o.created_at,
  o.pay_time, o.ship_time, o.receipt_time, o.remind_time, o.has_comment, o.contacts, o.phone, o.email, o.country,
  o.province, o.city, o.postcode, o.address, o.cancel_reason, o.return_reason, o.return_detail, o.refund_remark,
  o.refund_time, o.shipment_provider, o.shipment_no`;

type LineRow = {
  order_id: string;
  seller_goods_id: number;
  goods_id: number;
  sku_id: number | null;
  goods_num: number;
  unit_price: bigint;
  system_price: bigint;
  fees: bigint;
  tax: bigint;
  attrs: string;
  /** The SKU's attributes, named in the reader's language. */
  attributes: { attrName: string; attrValue: string }[] | null;
  name: string;
  is_shelf: boolean;
};

async function linesOf(q: Queryable, orderIds: string[], locale: Locale): Promise<LineRow[]> {
  if (!orderIds.length) return [];
  return q.query<LineRow>(
    `select og.order_id, og.seller_goods_id, og.goods_id, og.sku_id, og.goods_num, og.unit_price, og.system_price,
       og.fees, og.tax, og.attrs, coalesce(l.name, le.name, '') as name, sg.is_shelf,
       (select json_agg(json_build_object(
                 'attrName', coalesce(a.names ->> $2, a.names ->> 'en', ''),
                 'attrValue', coalesce(v.names ->> $2, v.names ->> 'en', '')) order by a.sort, a.id)
          from goods_sku k join goods_attr_value v on v.id = any(k.attr_value_ids) join goods_attr a on a.id = v.attr_id
          where k.id = og.sku_id) as attributes
     from mall_order_goods og
     join seller_goods sg on sg.id = og.seller_goods_id
     left join system_goods_lang l on l.goods_id = og.goods_id and l.lang = $2
     left join system_goods_lang le on le.goods_id = og.goods_id and le.lang = 'en'
     where og.order_id = any($1::text[]) order by og.order_id, og.id`,
    [orderIds, locale],
  );
}

/**
 * A line as the original clients read it: `goodsId` is the listing a buyer opens and reviews (the original's
 * sellerGoodsId), `sellingPrice` the unit price paid for that SKU, and `attributes` name and value pairs. Ids
 * are text, as the original sent them (wire.ts, wireId).
 */
const lineVo = (l: LineRow): OrderLineVo => ({
  sellerGoodsId: String(l.seller_goods_id),
  goodsId: String(l.seller_goods_id),
  skuId: String(l.sku_id ?? -1),
  attributes: l.attributes ?? [],
  attrs: l.attrs,
  goodsName: l.name,
  goodsNum: l.goods_num,
  goodsReal: centsToWire(l.unit_price),
  goodsIcon: imgUrl(l.goods_id, 1),
  fees: centsToWire(l.fees),
  tax: centsToWire(l.tax),
  systemPrice: centsToWire(l.system_price),
  profit: centsToWire((l.unit_price - l.system_price) * BigInt(l.goods_num)),
  totalCost: centsToWire(l.unit_price * BigInt(l.goods_num)),
  sellingPrice: centsToWire(l.unit_price),
  isShelf: l.is_shelf ? 1 : 0,
  isValid: 1,
});

/**
 * The list tabs: status 1 (paid) means "to be shipped", which is paid and seller-confirmed (AWAITING_SHIPMENT).
 * The seller app's and the console's work queues ask for one status exactly (`exact`).
 */
const statusFilter = (status: number | undefined, p: SqlParams, exact = false) =>
  status === undefined
    ? "true"
    : status === S.paid && !exact
      ? `o.status = any(${p.add(AWAITING_SHIPMENT)}::int[])`
      : `o.status = ${p.add(status)}`;

/** order!listMain and the seller's and console's lists: two statements whatever the page size. */
export async function listOrders(
  q: Queryable,
  v: Viewer,
  f: {
    status?: number | undefined;
    statuses?: number[] | undefined;
    pageNum: number;
    pageSize: number;
    locale: Locale;
    search?: string | undefined;
    exact?: boolean;
  },
): Promise<PageOf<OrderListItemVo>> {
  const p = new SqlParams();
  const who = scope(v, p);
  const st = `${statusFilter(f.status, p, f.exact)}${f.statuses ? ` and o.status = any(${p.add(f.statuses)}::int[])` : ""}`;
  const search = f.search
    ? `and (o.id = ${p.add(f.search)} or p.username ilike ${p.add(containsPattern(f.search))})`
    : "";
  const { limit, offset } = pageWindow(f);
  const rows = await q.query<OrderRow>(
    `select ${ORDER_COLUMNS}, count(*) over ()::int total
     from mall_order o join party p on p.id = o.party_id join seller s on s.id = o.seller_id
     where ${who} and ${st} ${search}
     order by o.created_at desc, o.id desc limit ${p.add(limit)} offset ${p.add(offset)}`,
    p.values,
  );
  const lines = await linesOf(
    q,
    rows.map((r) => r.id),
    f.locale,
  );
  const pageList = rows.map(
    (r): OrderListItemVo => ({
      id: r.id,
      partyId: String(r.party_id),
      username: r.username,
      sellerId: String(r.seller_id),
      status: r.status,
      goodsCount: r.goods_count,
      priceCount: centsToWire(r.prize_real),
      prizeReal: centsToWire(r.prize_real),
      goodsFrom: r.seller_name,
      returnStatus: r.return_status,
      fees: centsToWire(r.fees),
      tax: centsToWire(r.tax),
      profit: centsToWire(r.profit),
      purchStatus: r.purch_status,
      sellerStatus: r.purch_status,
      hasComment: r.has_comment ? 1 : 0,
      reminded: r.remind_time ? 1 : 0,
      createTime: toWireDate(r.created_at),
      goods: lines.filter((l) => l.order_id === r.id).map(lineVo),
    }),
  );
  return { pageInfo: pageInfo(f.pageNum, f.pageSize, rows[0]?.total ?? 0), pageList };
}

/** merchant/order!counts: the store's orders per status (for the tab badges and the dashboard), and in all. */
export async function orderCounts(q: Queryable, sellerId: number): Promise<MerchantOrderCounts> {
  const rows = await q.query<{ status: number; n: number }>(
    "select status, count(*)::int n from mall_order where seller_id = $1 group by status",
    [sellerId],
  );
  return {
    all: rows.reduce((s, r) => s + r.n, 0),
    byStatus: Object.fromEntries(rows.map((r) => [String(r.status), r.n])),
  };
}

async function oneOrder(q: Queryable, v: Viewer, orderId: string): Promise<OrderRow> {
  const p = new SqlParams();
  const id = p.add(orderId);
  const [row] = await q.query<OrderRow>(
    `select ${ORDER_COLUMNS}, 1 total
     from mall_order o join party p on p.id = o.party_id join seller s on s.id = o.seller_id
     where o.id = ${id} and ${scope(v, p)}`,
    p.values,
  );
  // Someone else's order answers exactly like a missing one.
  return row ?? fail("orderNotFound");
}

const infoVo = (r: OrderRow): OrderInfoVo => ({
  id: r.id,
  createTime: toWireDate(r.created_at),
  payTime: toWireDate(r.pay_time),
  pushTime: toWireDate(r.ship_time),
  receiptTime: toWireDate(r.receipt_time),
  status: r.status,
  returnStatus: r.return_status,
  partyId: String(r.party_id),
  username: r.username,
  sellerId: String(r.seller_id),
  sellerName: r.seller_name,
  phone: r.phone,
  email: r.email,
  contacts: r.contacts,
  postcode: r.postcode,
  country: r.country,
  province: r.province,
  city: r.city,
  address: r.address,
  payStatus: r.pay_status,
  prizeReal: centsToWire(r.prize_real),
  prizeOriginal: centsToWire(r.prize_original),
  systemPrice: centsToWire(r.system_price),
  profit: centsToWire(r.profit),
  fees: centsToWire(r.fees),
  tax: centsToWire(r.tax),
  discount: centsToWire(r.prize_original - r.prize_real),
  totalPrice: centsToWire(r.prize_real + r.fees + r.tax),
  goodsCount: r.goods_count,
  purchStatus: r.purch_status,
  hasComment: r.has_comment ? 1 : 0,
  reminded: r.remind_time ? 1 : 0,
  cancelReason: r.cancel_reason,
  returnReason: r.return_reason,
  returnDetail: r.return_detail,
  refundRemark: r.refund_remark,
  refundTime: toWireDate(r.refund_time),
  shipmentProvider: r.shipment_provider,
  shipmentTradeNo: r.shipment_no,
});

/** The order's log, ascending by time, with the original's Chinese sentence and our key. */
async function logsOf(q: Queryable, r: OrderRow): Promise<OrderLogVo[]> {
  const rows = await q.query<{ id: bigint; state: number; log: string; created_at: Date }>(
    "select id, state, log, created_at from order_log where order_id = $1 order by created_at, id",
    [r.id],
  );
  return rows.map((l) => ({
    id: String(l.id),
    partyId: String(r.party_id),
    username: r.username,
    category: "order" as const,
    state: l.state,
    key: l.log,
    // The original's text: 订单<id> then one of its fixed sentences; clients split on the id and translate the rest.
    log: `订单${r.id}${ORDER_LOGS[l.log as OrderLogKey]?.zh ?? l.log}`,
    orderId: r.id,
    createTime: toWireDate(l.created_at),
    createTimeStr: toWireDate(l.created_at),
    updateTime: toWireDate(l.created_at),
  }));
}

/*
 * The one reader of an order, for every door: each reads the order as its viewer may see it (oneOrder), then
 * the parts the call answers with.
 */

/** order!info: `{orderInfo}` (contract 3.7). */
export const orderInfo = async (q: Queryable, v: Viewer, orderId: string) => ({
  orderInfo: infoVo(await oneOrder(q, v, orderId)),
});

/** order!listGoods: the order's lines, paged. */
export async function orderGoods(
  q: Queryable,
  v: Viewer,
  orderId: string,
  locale: Locale,
  page: { pageNum: number; pageSize: number },
): Promise<PageOf<OrderLineVo>> {
  await oneOrder(q, v, orderId);
  const lines = await linesOf(q, [orderId], locale);
  const { limit, offset } = pageWindow(page);
  return {
    pageInfo: pageInfo(page.pageNum, page.pageSize, lines.length),
    pageList: lines.slice(offset, offset + limit).map(lineVo),
  };
}

/** orderLog!list and console/orders!logs. */
export const orderLogs = async (q: Queryable, v: Viewer, orderId: string) => logsOf(q, await oneOrder(q, v, orderId));

/** merchant/order!info and console/orders!info: the order with all its lines and its log. */
export async function orderDetail(q: Queryable, v: Viewer, orderId: string, locale: Locale): Promise<OrderDetailVo> {
  const r = await oneOrder(q, v, orderId);
  const [lines, logs] = await Promise.all([linesOf(q, [orderId], locale), logsOf(q, r)]);
  return { orderInfo: infoVo(r), goods: lines.map(lineVo), logs };
}
