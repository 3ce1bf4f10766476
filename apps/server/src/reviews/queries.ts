import { type Locale, maskName, pageInfo, reviewText, toWireDate } from "@mall/contract";
import type { Queryable } from "../db/db.ts";
import { containsPattern, pageWindow, SqlParams } from "../db/sql.ts";

/** Reviews for moderation, newest first, optionally by status or by text/user. */
export async function moderationPage(
  q: Queryable,
  f: { status?: number | undefined; q?: string | undefined; pageNum: number; pageSize: number },
  locale: Locale,
) {
  const sql = new SqlParams();
  const where: string[] = [];
  if (f.status !== undefined) where.push(`e.status = ${sql.add(f.status)}`);
  if (f.q) {
    const exact = sql.add(f.q);
    where.push(`(e.content ilike ${sql.add(containsPattern(f.q))} or p.username = ${exact} or e.order_id = ${exact})`);
  }
  const { limit, offset } = pageWindow(f);
  const rows = await q.query<{
    id: number;
    order_id: string;
    username: string;
    seller_goods_id: number;
    seller_name: string;
    evaluation_type: number;
    rating: number;
    content: string;
    img_urls: string[];
    status: number;
    is_default: boolean;
    created_at: Date;
    total: number;
  }>(
    `select e.id, e.order_id, p.username, e.seller_goods_id, s.name seller_name, e.evaluation_type, e.rating, e.content,
       e.img_urls, e.status, e.is_default, e.created_at, count(*) over ()::int total
     from evaluation e join party p on p.id = e.party_id join seller s on s.id = e.seller_id
     ${where.length ? `where ${where.join(" and ")}` : ""}
     order by e.created_at desc, e.id desc limit ${sql.add(limit)} offset ${sql.add(offset)}`,
    sql.values,
  );
  return {
    pageInfo: pageInfo(f.pageNum, f.pageSize, rows[0]?.total ?? 0),
    pageList: rows.map((r) => ({
      id: r.id,
      orderId: r.order_id,
      userName: maskName(r.username),
      sellerGoodsId: r.seller_goods_id,
      sellerName: r.seller_name,
      evaluationType: r.evaluation_type,
      rating: r.rating,
      content: reviewText({ content: r.content, isDefault: r.is_default }, locale),
      images: r.img_urls,
      status: r.status,
      isDefault: r.is_default,
      createTime: toWireDate(r.created_at),
    })),
  };
}
