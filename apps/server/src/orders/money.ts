import type { Queryable } from "../db/db.ts";
import { type Entry, postEntry } from "../ledger/post.ts";

/**
 * Every money movement of an order, as ledger entries (decision 0006). Amounts in cents:
 * - pay:      buyer → escrow, the order total (goods + freight + tax);
 * - purchase: seller → platform wholesale, the goods at the platform's price, when the seller confirms;
 * - settle:   escrow → seller (goods) and escrow → platform (freight, which the platform ships, and tax),
 *             when the buyer confirms receipt;
 * - refund:   the reverse of whatever has happened so far, back to the buyer (and the wholesale purchase
 *             back to the seller).
 * Each entry carries an idempotency key, so a retried step can never move money twice.
 */
export type OrderMoney = {
  id: string;
  party_id: number;
  seller_party_id: number;
  prize_real: bigint;
  fees: bigint;
  tax: bigint;
  system_price: bigint;
};

export const orderTotal = (o: Pick<OrderMoney, "prize_real" | "fees" | "tax">) => o.prize_real + o.fees + o.tax;

/** One step's entry: its kind and idempotency key are the step's and the order's, so a retry posts nothing. */
async function postStep(
  tx: Queryable,
  step: "pay" | "purchase" | "settle" | "refund",
  o: { id: string },
  postings: Entry["postings"],
  createdBy?: number,
) {
  await postEntry(tx, {
    kind: `order-${step}`,
    ref: o.id,
    idempotencyKey: `order-${step}:${o.id}`,
    ...(createdBy !== undefined ? { createdBy } : {}),
    postings,
  });
}

export async function payOrder(tx: Queryable, o: OrderMoney) {
  await postStep(
    tx,
    "pay",
    o,
    [
      { account: { party: o.party_id, code: "available" }, amount: -orderTotal(o) },
      { account: { platform: "platform:escrow" }, amount: orderTotal(o) },
    ],
    o.party_id,
  );
}

export async function purchaseOrder(tx: Queryable, o: OrderMoney) {
  await postStep(
    tx,
    "purchase",
    o,
    [
      { account: { party: o.seller_party_id, code: "available" }, amount: -o.system_price },
      { account: { platform: "platform:wholesale" }, amount: o.system_price },
    ],
    o.seller_party_id,
  );
}

export async function settleOrder(tx: Queryable, o: OrderMoney) {
  const postings: Entry["postings"] = [
    { account: { platform: "platform:escrow" }, amount: -orderTotal(o) },
    { account: { party: o.seller_party_id, code: "available" }, amount: o.prize_real },
  ];
  if (o.fees + o.tax > 0n) postings.push({ account: { platform: "platform:tax" }, amount: o.fees + o.tax });
  await postStep(tx, "settle", o, postings);
}

/** Money back to the buyer, from wherever it is now; the seller gets the wholesale purchase back. */
export async function refundOrder(tx: Queryable, o: OrderMoney, state: { purchased: boolean; settled: boolean }) {
  const postings: Entry["postings"] = [{ account: { party: o.party_id, code: "available" }, amount: orderTotal(o) }];
  if (state.settled) {
    postings.push({ account: { party: o.seller_party_id, code: "available" }, amount: -o.prize_real });
    if (o.fees + o.tax > 0n) postings.push({ account: { platform: "platform:tax" }, amount: -(o.fees + o.tax) });
  } else {
    postings.push({ account: { platform: "platform:escrow" }, amount: -orderTotal(o) });
  }
  if (state.purchased && o.system_price > 0n) {
    postings.push(
      { account: { platform: "platform:wholesale" }, amount: -o.system_price },
      { account: { party: o.seller_party_id, code: "available" }, amount: o.system_price },
    );
  }
  await postStep(tx, "refund", o, postings);
}

/** The order with the fields its money moves need, locked for the rest of the transaction. */
export async function lockOrder(
  tx: Queryable,
  where: { id: string; partyId?: number; sellerId?: number },
): Promise<(OrderMoney & LockedOrder) | undefined> {
  const rows = await tx.query<OrderMoney & LockedOrder>(
    `select o.id, o.party_id, o.seller_id, s.party_id seller_party_id, o.status, o.return_status, o.purch_status,
       o.prize_real, o.fees, o.tax, o.system_price, o.settled_at, o.ship_time, o.receipt_time, o.remind_time,
       o.status_before_refund, o.has_comment
     from mall_order o join seller s on s.id = o.seller_id
     where o.id = $1 ${where.partyId !== undefined ? "and o.party_id = $2" : ""}
       ${where.sellerId !== undefined ? `and o.seller_id = $${where.partyId !== undefined ? 3 : 2}` : ""}
     for update of o`,
    [
      where.id,
      ...(where.partyId !== undefined ? [where.partyId] : []),
      ...(where.sellerId !== undefined ? [where.sellerId] : []),
    ],
  );
  return rows[0];
}

export type LockedOrder = {
  id: string;
  party_id: number;
  seller_id: number;
  status: number;
  return_status: number;
  purch_status: number;
  settled_at: Date | null;
  ship_time: Date | null;
  receipt_time: Date | null;
  remind_time: Date | null;
  status_before_refund: number | null;
  has_comment: boolean;
};
