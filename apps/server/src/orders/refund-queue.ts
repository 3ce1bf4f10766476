import {
  centsToWire,
  type Locale,
  ORDER_STATUS,
  pageInfo,
  RETURN_STATUS,
  type RefundQueue,
  type RefundRequest,
  type RefundRequestPage,
  toWireDate,
} from "@mall/contract";
import { imgUrl } from "../catalogue/index.ts";
import type { Queryable } from "../db/db.ts";
import { containsPattern, pageWindow, SqlParams } from "../db/sql.ts";
import type { OrderRow } from "./queries.ts";

/** The order's columns the refund queue shows, and the request's own. */
type Row = Pick<
  OrderRow,
  | "id"
  | "party_id"
  | "username"
  | "seller_id"
  | "seller_name"
  | "status"
  | "return_status"
  | "return_reason"
  | "return_detail"
  | "prize_real"
  | "fees"
  | "tax"
  | "goods_count"
  | "purch_status"
  | "refund_time"
  | "refund_remark"
  | "total"
> & {
  status_before_refund: number | null;
  goods_id: number | null;
  goods_name: string | null;
  manual: boolean;
  refund_deal_time: Date | null;
  waiting: number;
};

const S = ORDER_STATUS;
const R = RETURN_STATUS;

/**
 * Waiting: in refund and refunding, oldest request first (a work queue). Decided: refunded or refused (the
 * order back in its old status), latest decision first.
 */
const QUEUE: Record<RefundQueue, { where: (p: SqlParams) => string; order: string }> = {
  waiting: {
    where: (p) => `o.status = ${p.add(S.refund)} and o.return_status = ${p.add(R.refunding)}`,
    order: "o.refund_time asc nulls last, o.id",
  },
  decided: {
    where: (p) => `o.return_status = any(${p.add([R.refunded, R.failed])}::int[])`,
    order: "o.refund_deal_time desc nulls last, o.id desc",
  },
};

const waitingCount = (p: SqlParams) => `select count(*)::int from mall_order o where ${QUEUE.waiting.where(p)}`;

/**
 * console/refunds!list: the requests with their reason and amount, and how many wait (the tab badge). One
 * statement whatever the page size. The decisions themselves are decide-refund.ts and manual-refund.ts.
 */
export async function listRefunds(
  q: Queryable,
  f: { queue: RefundQueue; q?: string | undefined; pageNum: number; pageSize: number; locale: Locale },
): Promise<RefundRequestPage> {
  const p = new SqlParams();
  const locale = p.add(f.locale);
  const search = f.q ? `and (o.id = ${p.add(f.q)} or p.username ilike ${p.add(containsPattern(f.q))})` : "";
  const { where, order } = QUEUE[f.queue];
  const { limit, offset } = pageWindow(f);
  const rows = await q.query<Row>(
    `select o.id, o.party_id, p.username, o.seller_id, s.name seller_name, o.status, o.status_before_refund,
       o.return_status, o.return_reason, o.return_detail, o.prize_real, o.fees, o.tax, o.goods_count, o.purch_status,
       o.refund_time, o.refund_deal_time, o.refund_remark, first.goods_id, first.goods_name,
       exists (select 1 from order_log l where l.order_id = o.id and l.log = 'refundManual') manual,
       count(*) over ()::int total,
       (${waitingCount(p)}) waiting
     from mall_order o join party p on p.id = o.party_id join seller s on s.id = o.seller_id
     left join lateral (
       select og.goods_id, coalesce(l.name, le.name, '') goods_name from mall_order_goods og
       left join system_goods_lang l on l.goods_id = og.goods_id and l.lang = ${locale}
       left join system_goods_lang le on le.goods_id = og.goods_id and le.lang = 'en'
       where og.order_id = o.id order by og.id limit 1) first on true
     where ${where(p)} ${search}
     order by ${order} limit ${p.add(limit)} offset ${p.add(offset)}`,
    p.values,
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
  let waiting = rows[0]?.waiting;
  if (waiting === undefined) {
    const again = new SqlParams();
    waiting = (await q.query<{ n: number }>(`select (${waitingCount(again)}) n`, again.values))[0]?.n ?? 0;
  }
  return { pageInfo: pageInfo(f.pageNum, f.pageSize, rows[0]?.total ?? 0), pageList, waiting };
}
