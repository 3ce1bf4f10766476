import {
  centsToWire,
  consoleRefundsParams,
  type Locale,
  pageInfo,
  type RefundQueue,
  type RefundRequest,
  type RefundRequestPage,
  toWireDate,
} from "@mall/contract";
import { imgUrl } from "../catalogue/goods.ts";
import type { Queryable } from "../db/db.ts";
import { action, type AnyAction } from "../http/actions.ts";
import { containsPattern } from "../db/sql.ts";

type Row = {
  id: string;
  party_id: number;
  username: string;
  seller_id: number;
  seller_name: string;
  status: number;
  status_before_refund: number | null;
  return_status: number;
  return_reason: number | null;
  return_detail: string | null;
  prize_real: bigint;
  fees: bigint;
  tax: bigint;
  goods_count: number;
  goods_id: number | null;
  goods_name: string | null;
  purch_status: number;
  manual: boolean;
  refund_time: Date | null;
  refund_deal_time: Date | null;
  refund_remark: string | null;
  total: number;
  waiting: number;
};

/**
 * Waiting: status 6 with returnStatus 1, oldest request first (a work queue). Decided: refunded (2) or
 * refused (3, the order back in its old status), latest decision first. One statement whatever the page size.
 */
const QUEUE: Record<RefundQueue, { where: string; order: string }> = {
  waiting: { where: "o.status = 6 and o.return_status = 1", order: "o.refund_time asc nulls last, o.id" },
  decided: { where: "o.return_status in (2, 3)", order: "o.refund_deal_time desc nulls last, o.id desc" },
};

const WAITING = "select count(*)::int from mall_order where status = 6 and return_status = 1";

export async function listRefunds(
  q: Queryable,
  f: { queue: RefundQueue; q?: string | undefined; pageNum: number; pageSize: number; locale: Locale },
): Promise<RefundRequestPage> {
  const params: unknown[] = [f.locale];
  const search = f.q
    ? `and (o.id = $${params.push(f.q)} or p.username ilike $${params.push(containsPattern(f.q))})`
    : "";
  const { where, order } = QUEUE[f.queue];
  const rows = await q.query<Row>(
    `select o.id, o.party_id, p.username, o.seller_id, s.name seller_name, o.status, o.status_before_refund,
       o.return_status, o.return_reason, o.return_detail, o.prize_real, o.fees, o.tax, o.goods_count, o.purch_status,
       o.refund_time, o.refund_deal_time, o.refund_remark, first.goods_id, first.goods_name,
       exists (select 1 from order_log l where l.order_id = o.id and l.log = 'refundManual') manual,
       count(*) over ()::int total,
       (${WAITING}) waiting
     from mall_order o join party p on p.id = o.party_id join seller s on s.id = o.seller_id
     left join lateral (
       select og.goods_id, coalesce(l.name, le.name, '') goods_name from mall_order_goods og
       left join system_goods_lang l on l.goods_id = og.goods_id and l.lang = $1
       left join system_goods_lang le on le.goods_id = og.goods_id and le.lang = 'en'
       where og.order_id = o.id order by og.id limit 1) first on true
     where ${where} ${search}
     order by ${order} limit $${params.length + 1} offset $${params.length + 2}`,
    [...params, f.pageSize, (f.pageNum - 1) * f.pageSize],
  );
  const pageList: RefundRequest[] = rows.map((r) => ({
    orderId: r.id,
    partyId: r.party_id,
    username: r.username,
    sellerId: r.seller_id,
    sellerName: r.seller_name,
    status: r.status,
    statusBefore: r.status_before_refund,
    returnStatus: r.return_status,
    returnReason: r.return_reason,
    returnDetail: r.return_detail,
    amount: centsToWire(r.prize_real + r.fees + r.tax),
    goodsCount: r.goods_count,
    goodsName: r.goods_name ?? "",
    goodsIcon: r.goods_id ? imgUrl(r.goods_id, 1) : "",
    purchased: r.purch_status === 1,
    manual: r.manual,
    requestedAt: toWireDate(r.refund_time),
    decidedAt: toWireDate(r.refund_deal_time),
    remark: r.refund_remark,
  }));
  // The waiting count comes with every row; an empty page asks once more so the tab badge stays right.
  const waiting = rows[0]?.waiting ?? (await q.query<{ n: number }>(`select (${WAITING}) n`))[0]?.n ?? 0;
  return { pageInfo: pageInfo(f.pageNum, f.pageSize, rows[0]?.total ?? 0), pageList, waiting };
}

/**
 * The refunds page's read: requests with their reason and amount in one call. The decisions themselves are
 * console/orders!decideRefund and console/orders!refund (orders/console-routes.ts).
 */
export const consoleRefundActions: AnyAction[] = [
  action({
    name: "console/refunds!list",
    method: "POST",
    auth: "admin",
    permission: "refunds",
    params: consoleRefundsParams,
    handler: (ctx) => listRefunds(ctx.db, { ...ctx.params, locale: ctx.locale }),
  }),
];
