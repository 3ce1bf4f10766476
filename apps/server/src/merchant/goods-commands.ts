import {
  type Cents,
  LISTING_PRICE_ERRORS,
  type ListingPriceProblem,
  listingPriceProblems,
  type MerchantListingPriceInput,
  parseCents,
  wireDateToInstant,
} from "@mall/contract";
import type { Db } from "../db/db.ts";
import { fail } from "../http/errors.ts";

/** Refuses prices that break a rule of the contract, with the catalogue sentence of the first problem. */
function assertPrices(p: MerchantListingPriceInput, platform: Cents) {
  const problems = listingPriceProblems(p, platform);
  const first = (["sellingPrice", "discountPrice", "discountWindow"] as const)
    .map((k) => problems[k])
    .find((x): x is ListingPriceProblem => x !== undefined);
  if (first) fail(LISTING_PRICE_ERRORS[first]);
}

/** The discount as a share of the selling price, "0.1500" for 15 % off, truncated to four places. */
export function discountRatio(selling: Cents, discount: Cents): string {
  const basisPoints = ((selling - discount) * 10_000n) / selling;
  return `${basisPoints / 10_000n}.${(basisPoints % 10_000n).toString().padStart(4, "0")}`;
}

/**
 * A store lists a platform goods at its own price, on the shelf at once. The categories are copied from the
 * goods (list queries filter on them without a join). The unique (seller_id, goods_id) key decides between
 * two racing adds: exactly one listing, the other is told it was already added.
 */
export async function addListing(
  db: Db,
  o: { sellerId: number; goodsId: number; sellingPrice: string; now: Date },
): Promise<number> {
  return db.tx(async (tx) => {
    const [goods] = await tx.query<{ system_price: bigint }>("select system_price from system_goods where id = $1", [
      o.goodsId,
    ]);
    if (!goods) return fail("goodsNotFound");
    assertPrices({ sellingPrice: o.sellingPrice }, goods.system_price);
    const [row] = await tx.query<{ id: number }>(
      `insert into seller_goods (seller_id, goods_id, category_id, secondary_category_id, top_category_id, selling_price,
         is_shelf, first_shelf_time, up_time, created_at)
       select $1, g.id, g.category_id, g.secondary_category_id, g.top_category_id, $3, true, $4, $4, $4
       from system_goods g where g.id = $2
       on conflict (seller_id, goods_id) do nothing returning id`,
      [o.sellerId, o.goodsId, parseCents(o.sellingPrice), o.now],
    );
    return row?.id ?? fail("duplicateAdd");
  });
}

/** New prices of the store's own listing; a missing discount price removes the discount. */
export async function updateListing(
  db: Db,
  o: { sellerId: number; sellerGoodsId: number } & MerchantListingPriceInput,
): Promise<void> {
  await db.tx(async (tx) => {
    const [listing] = await tx.query<{ system_price: bigint }>(
      `select g.system_price from seller_goods sg join system_goods g on g.id = sg.goods_id
       where sg.id = $1 and sg.seller_id = $2 for update of sg`,
      [o.sellerGoodsId, o.sellerId],
    );
    // Another store's listing answers exactly like a missing one.
    if (!listing) return fail("goodsNotFound");
    assertPrices(o, listing.system_price);
    const selling = parseCents(o.sellingPrice) ?? 0n;
    const discount = o.discountPrice ? parseCents(o.discountPrice) : undefined;
    await tx.query(
      `update seller_goods set selling_price = $2, discount_price = $3, discount_ratio = $4, discount_start = $5,
         discount_end = $6 where id = $1`,
      [
        o.sellerGoodsId,
        selling,
        discount ?? null,
        discount === undefined ? null : discountRatio(selling, discount),
        discount === undefined || !o.discountStart ? null : wireDateToInstant(o.discountStart),
        discount === undefined || !o.discountEnd ? null : wireDateToInstant(o.discountEnd),
      ],
    );
  });
}

/**
 * Puts listings on or takes them off the shelf, all or none: when any id is not one of the store's
 * listings nothing changes. Going back on the shelf refreshes up_time (the store page's "recommended" order).
 */
export async function setShelf(
  db: Db,
  o: { sellerId: number; ids: number[]; onShelf: boolean; now: Date },
): Promise<number> {
  const ids = [...new Set(o.ids)];
  return db.tx(async (tx) => {
    const own = await tx.query<{ id: number }>(
      "select id from seller_goods where id = any($1::int[]) and seller_id = $2 order by id for update",
      [ids, o.sellerId],
    );
    if (own.length !== ids.length) return fail("goodsNotFound");
    const changed = await tx.query<{ id: number }>(
      `update seller_goods set is_shelf = $2, up_time = case when $2 then $3 else up_time end
       where id = any($1::int[]) and is_shelf <> $2 returning id`,
      [ids, o.onShelf, o.now],
    );
    return changed.length;
  });
}
