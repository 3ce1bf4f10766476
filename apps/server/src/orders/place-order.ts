import { randomInt } from "node:crypto";
import { centsToWire, ORDER_LOGS, ORDER_STATUS, type OrderLine, type SubmittedOrder, toWireDate } from "@mall/contract";
import type { Db, Queryable } from "../db/db.ts";
import { fail } from "../http/errors.ts";
import { discountOn, scale } from "../catalogue/index.ts";
import { type AddressRow, addressSql, checkAddress, type DeliveryAddress } from "./address.ts";

type Listing = {
  id: number;
  seller_id: number;
  goods_id: number;
  is_shelf: boolean;
  seller_open: boolean;
  selling_price: bigint;
  discount_price: bigint | null;
  discount_active: boolean;
  system_price: bigint;
  freight_amount: bigint;
  goods_tax: bigint;
  buy_min: number;
  has_skus: boolean;
};

type PricedLine = OrderLine & {
  listing: Listing;
  unit: bigint;
  originalUnit: bigint;
  systemUnit: bigint;
  attrs: string;
};

/**
 * Serial numbers as the original made them: the time to the second (server wall clock) and eight random
 * digits. Two orders can draw the same number in the same second; the insert then finds the id taken and
 * the caller draws again.
 */
function newOrderId(now: Date): string {
  const stamp = (toWireDate(now) ?? "").replace(/\D/g, "").slice(2, 14);
  return `${stamp}${String(randomInt(0, 100_000_000)).padStart(8, "0")}`;
}

/** Same goods and SKU twice in one submission count as one line. */
function mergeLines(lines: OrderLine[]): OrderLine[] {
  const byKey = new Map<string, OrderLine>();
  for (const l of lines) {
    const k = `${l.sellerGoodsId}:${l.skuId ?? -1}`;
    const prior = byKey.get(k);
    byKey.set(k, prior ? { ...prior, quantity: prior.quantity + l.quantity } : { ...l });
  }
  return [...byKey.values()];
}

type LineRow = Listing & {
  ord: number;
  sku_found: boolean;
  sku_price: bigint | null;
  sku_hidden: boolean;
  attrs: string;
};

/**
 * The delivery address (the one named, or the buyer's default) and every line's listing, platform goods and
 * SKU (with its attribute names in the request language) in one statement, however many lines.
 */
async function loadOrder(
  q: Queryable,
  o: { partyId: number; addressId: number | undefined; locale: string; now: Date },
  lines: OrderLine[],
): Promise<{ address: DeliveryAddress; rows: LineRow[] }> {
  // One line (most orders) is read through scalar parameters: its plan is prepared once per connection. An
  // array's length is unknown to a prepared plan, so PostgreSQL re-plans the unnest form on every call.
  const source =
    lines.length === 1
      ? "(select ($1::int[])[1], ($2::int[])[1], 1) as l(sg_id, sku_id, ord)"
      : "unnest($1::int[], $2::int[]) with ordinality as l(sg_id, sku_id, ord)";
  const rows = await q.query<LineRow & { address: AddressRow | null }>(
    `with a as (${addressSql("$4", "$5")})
     select (select row_to_json(a) from a) as address, x.* from (select 1) one left join (
     select l.ord::int, sg.id, sg.seller_id, sg.goods_id, sg.is_shelf, s.status = 1 as seller_open, sg.selling_price,
       sg.discount_price, ${discountOn("$6")} as discount_active,
       g.system_price, g.freight_amount, g.goods_tax, g.buy_min,
       exists (select 1 from goods_sku x where x.goods_id = g.id) as has_skus,
       k.id is not null as sku_found, k.system_price as sku_price, coalesce(k.hidden, false) as sku_hidden,
       coalesce((select string_agg(coalesce(v.names ->> $3, v.names ->> 'en', ''), ' / ' order by a.sort, a.id)
                 from goods_attr_value v join goods_attr a on a.id = v.attr_id where v.id = any(k.attr_value_ids)), '') as attrs
     from ${source}
     join seller_goods sg on sg.id = l.sg_id
     join system_goods g on g.id = sg.goods_id
     join seller s on s.id = sg.seller_id
     left join goods_sku k on k.id = l.sku_id and k.goods_id = sg.goods_id) x on true`,
    [
      lines.map((l) => l.sellerGoodsId),
      lines.map((l) => l.skuId ?? 0),
      o.locale,
      o.partyId,
      o.addressId ?? null,
      o.now,
    ],
  );
  return { address: checkAddress(rows[0]?.address ?? null, o.addressId), rows: rows.filter((r) => r.ord !== null) };
}

/** Unit prices by the spec's fallback: the discount price when one is active, else the selling price. */
function priceLines(lines: OrderLine[], rows: LineRow[]): PricedLine[] {
  const byOrd = new Map(rows.map((r) => [r.ord, r]));
  return lines.map((line, i) => {
    const listing = byOrd.get(i + 1);
    if (!listing?.is_shelf || !listing.seller_open) return fail("someGoodsOffShelf");
    if (listing.has_skus !== (line.skuId !== null)) return fail("paramError");
    if (line.skuId !== null && (!listing.sku_found || listing.sku_hidden)) return fail("someGoodsOffShelf");
    const shown = listing.discount_active && listing.discount_price ? listing.discount_price : listing.selling_price;
    const systemUnit = listing.sku_price ?? listing.system_price;
    return {
      ...line,
      listing,
      systemUnit,
      attrs: listing.attrs,
      unit: scale(systemUnit, shown, listing.system_price),
      originalUnit: scale(systemUnit, listing.selling_price, listing.system_price),
    };
  });
}

/** Takes stock for every line, in one fixed order (no deadlocks between orders sharing goods). */
async function reserveStock(tx: Queryable, lines: PricedLine[]) {
  const key = (l: PricedLine): [number, number] => (l.skuId === null ? [0, l.listing.goods_id] : [1, l.skuId]);
  const sorted = [...lines].sort((a, b) => {
    const [ka, ia] = key(a);
    const [kb, ib] = key(b);
    return ka - kb || ia - ib;
  });
  for (const l of sorted) {
    const rows =
      l.skuId === null
        ? await tx.query("update system_goods set stock = stock - $2 where id = $1 and stock >= $2 returning id", [
            l.listing.goods_id,
            l.quantity,
          ])
        : await tx.query("update goods_sku set stock = stock - $2 where id = $1 and stock >= $2 returning id", [
            l.skuId,
            l.quantity,
          ]);
    if (!rows.length) fail("stockInsufficient");
  }
}

/** Stock back for every line of an order that will not be delivered (cancel, refund before shipment). */
export async function releaseStock(tx: Queryable, orderId: string) {
  await tx.query(
    `update goods_sku k set stock = k.stock + l.n
     from (select sku_id, sum(goods_num) n from mall_order_goods where order_id = $1 and sku_id is not null group by sku_id) l
     where k.id = l.sku_id`,
    [orderId],
  );
  await tx.query(
    `update system_goods g set stock = g.stock + l.n
     from (select goods_id, sum(goods_num) n from mall_order_goods where order_id = $1 and sku_id is null group by goods_id) l
     where g.id = l.goods_id`,
    [orderId],
  );
}

export interface PlaceOrder {
  partyId: number;
  /** The buyer's own store, if the buyer is a seller: buying from it is refused. */
  ownSellerId: number | undefined;
  lines: OrderLine[];
  addressId: number | undefined;
  buyMin: number;
  maxPerLine: number;
  locale: string;
  now: Date;
}

/** A stock column would go below zero (its check constraint): fewer units left than ordered. */
const isStockShortage = (err: unknown) => {
  const e = err as { code?: string; table?: string; message?: string };
  return e.code === "23514" && /goods_sku|system_goods/.test(`${e.table ?? ""} ${e.message ?? ""}`);
};

/**
 * order!submit (contract 3.7): one order per seller, priced on the server, stock reserved per SKU in the
 * same statement or transaction as the orders, so nothing is oversold. Amounts are integer cents, truncated.
 *
 * The address and the lines are read first, in one statement. An order of one line (most of them) is then
 * written by one statement that inserts the order, its line and its log entry and takes the stock: a single
 * statement is atomic without a transaction, which saves the round trips of begin and commit (decision
 * 0010). Several lines run in one transaction, taking stock in a fixed order so orders sharing goods cannot
 * deadlock. Either way the stock columns' `check (stock >= 0)` refuses a sale of more than is left, and the
 * whole write is undone.
 */
export async function placeOrder(db: Db, o: PlaceOrder): Promise<SubmittedOrder[]> {
  const lines = mergeLines(o.lines);
  if (!lines.length) return fail("noGoodsSelected");
  const { address, rows } = await loadOrder(db, o, lines);
  const priced = priceLines(lines, rows);
  for (const l of priced) {
    if (o.ownSellerId !== undefined && l.listing.seller_id === o.ownSellerId) fail("cannotBuyOwnStore");
    if (l.quantity < Math.max(l.listing.buy_min, o.buyMin)) fail("belowBuyMin");
    if (l.quantity > o.maxPerLine) fail("aboveBuyMax");
  }
  const bySeller = new Map<number, PricedLine[]>();
  for (const l of priced) bySeller.set(l.listing.seller_id, [...(bySeller.get(l.listing.seller_id) ?? []), l]);
  try {
    const [only] = priced;
    if (only && priced.length === 1) return [await insertOrder(db, o, address, [only], only)];
    return await db.tx(async (tx) => {
      const out: SubmittedOrder[] = [];
      for (const group of bySeller.values()) out.push(await insertOrder(tx, o, address, group));
      // Stock last: its row locks are held only from here to the commit.
      await reserveStock(tx, priced);
      return out;
    });
  } catch (err) {
    if (isStockShortage(err)) fail("stockInsufficient");
    throw err;
  }
}

/**
 * One seller's order, its lines and its first log entry in one statement, and with `stockOf` that line's
 * stock too. A taken serial number inserts nothing (on conflict do nothing; the stock update runs only when
 * the order was inserted) and is drawn again.
 */
async function insertOrder(
  q: Queryable,
  o: PlaceOrder,
  address: DeliveryAddress,
  group: PricedLine[],
  stockOf?: PricedLine,
): Promise<SubmittedOrder> {
  const sum = (f: (l: PricedLine) => bigint) => group.reduce((s, l) => s + f(l) * BigInt(l.quantity), 0n);
  const real = sum((l) => l.unit);
  const original = sum((l) => l.originalUnit);
  const system = sum((l) => l.systemUnit);
  const fees = sum((l) => l.listing.freight_amount);
  const tax = sum((l) => l.listing.goods_tax);
  const stock = stockOf
    ? `, s as (update ${stockOf.skuId === null ? "system_goods" : "goods_sku"} set stock = stock - $31
         where id = $32 and exists (select 1 from o))`
    : "";
  const stockParams = stockOf ? [stockOf.quantity, stockOf.skuId ?? stockOf.listing.goods_id] : [];
  for (let attempt = 0; attempt < 5; attempt++) {
    const candidate = newOrderId(o.now);
    const inserted = await q.query(
      `with o as (
         insert into mall_order (id, party_id, seller_id, status, goods_count, prize_original, prize_real, system_price,
           fees, tax, profit, contacts, phone, email, country, province, city, postcode, address, address_id, created_at,
           updated_at)
         values ($1, $2, $3, ${ORDER_STATUS.unpaid}, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $20)
         on conflict (id) do nothing
         returning id),
       g as (
         insert into mall_order_goods (order_id, seller_goods_id, goods_id, sku_id, goods_num, unit_price, system_price,
           fees, tax, attrs)
         select o.id, u.* from o, unnest($21::int[], $22::int[], $23::int[], $24::int[], $25::bigint[], $26::bigint[],
           $27::bigint[], $28::bigint[], $29::text[]) as u)${stock}
       insert into order_log (order_id, state, log, actor, created_at) select o.id, $30, 'placed', $2, $20 from o
       returning order_id`,
      [
        candidate,
        o.partyId,
        group[0]?.listing.seller_id,
        group.reduce((s, l) => s + l.quantity, 0),
        original,
        real,
        system,
        fees,
        tax,
        real - system,
        address.contacts,
        address.phone,
        address.email,
        address.country,
        address.province,
        address.city,
        address.postcode,
        address.address,
        address.id,
        o.now,
        group.map((l) => l.sellerGoodsId),
        group.map((l) => l.listing.goods_id),
        group.map((l) => l.skuId),
        group.map((l) => l.quantity),
        group.map((l) => l.unit),
        group.map((l) => l.systemUnit),
        group.map((l) => l.listing.freight_amount * BigInt(l.quantity)),
        group.map((l) => l.listing.goods_tax * BigInt(l.quantity)),
        group.map((l) => l.attrs),
        ORDER_LOGS.placed.state,
        ...stockParams,
      ],
    );
    if (inserted.length) {
      return { orderId: candidate, prizeReal: centsToWire(real), fees: centsToWire(fees), tax: centsToWire(tax) };
    }
  }
  throw new Error("could not draw a free order number");
}
