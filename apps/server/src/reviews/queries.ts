import { maskName, pageInfo, toWireDate } from "@mall/contract";
import type { Queryable } from "../db/db.ts";
import { containsPattern } from "../db/sql.ts";

/** Reviews for moderation, newest first, optionally by status or by text/user. */
export async function moderationPage(
  q: Queryable,
  f: { status?: number | undefined; q?: string | undefined; pageNum: number; pageSize: number },
) {
  const params: unknown[] = [];
  const where: string[] = [];
  if (f.status !== undefined) where.push(`e.status = $${params.push(f.status)}`);
  if (f.q)
    where.push(
      `(e.content ilike $${params.push(containsPattern(f.q))} or p.username = $${params.push(f.q)} or e.order_id = $${params.length})`,
    );
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
     order by e.created_at desc, e.id desc limit $${params.length + 1} offset $${params.length + 2}`,
    [...params, f.pageSize, (f.pageNum - 1) * f.pageSize],
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
      content: r.content,
      images: r.img_urls,
      status: r.status,
      isDefault: r.is_default,
      createTime: toWireDate(r.created_at),
    })),
  };
}
