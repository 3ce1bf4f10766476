import { ORDER_ID, PAY_ORDERS_MAX } from "@mall/contract";
import type { Queryable } from "../db/db.ts";
import { fail } from "../http/errors.ts";
import { transitionOrder, writeLog } from "./lifecycle.ts";
import { lockOrder, payOrder } from "./money.ts";

/** Ids of `order!pay`: a comma list of this buyer's orders, each at most once, at most PAY_ORDERS_MAX. */
export function parseOrderIds(raw: string): string[] {
  const ids = [
    ...new Set(
      raw
        .split(",")
        .map((s) => s.trim())
        .filter(Boolean),
    ),
  ];
  if (!ids.length || ids.length > PAY_ORDERS_MAX || ids.some((id) => !ORDER_ID.test(id))) return fail("orderNotFound");
  return ids;
}

/**
 * order!pay, once the fund password is checked: every order moves from unpaid to paid and its total moves
 * from the buyer's balance into escrow, and its units count as sold. Orders are locked (in id order, so two
 * payments sharing orders cannot deadlock): paying the same order twice at once debits once, the second
 * payment is refused.
 */
export async function payOrders(tx: Queryable, o: { partyId: number; orderIds: string[]; now: Date }): Promise<void> {
  for (const id of [...o.orderIds].sort()) {
    const order = await lockOrder(tx, { id, partyId: o.partyId });
    if (!order) return fail("orderNotFound");
    await transitionOrder(tx, order, "pay", { pay_status: 1, pay_time: o.now });
    await payOrder(tx, order);
    await tx.query(
      `update seller_goods sg set sold_num = sg.sold_num + l.n
       from (select seller_goods_id, sum(goods_num)::int n from mall_order_goods where order_id = $1 group by seller_goods_id) l
       where sg.id = l.seller_goods_id`,
      [id],
    );
    await writeLog(tx, id, "paid", o.partyId, o.now);
  }
}
