import type { MerchantStore, merchantStoreParams } from "@mall/contract";
import type { z } from "zod";
import { STORE_COLUMNS, type StoreRow, toMerchantStore } from "../catalogue/index.ts";
import type { Queryable } from "../db/db.ts";
import type { Caches } from "../http/cache.ts";
import { fail } from "../http/errors.ts";
import { assertStoreNameFree, lockStoreName } from "./sign-up-seller.ts";

export type StoreProfileInput = z.output<typeof merchantStoreParams>;

/** Public answers that show a store's name or pictures (catalogue/shop.routes.ts cache keys start with these). */
const STORE_BEARING = [
  "seller!list",
  "sellerGoods!search-keyword",
  "sellerGoods!info",
  "sellerGoods!searchSellerGoods",
];

/**
 * Forgets cached public answers that may show the old profile, so the shop shows the new one at once
 * instead of up to a minute later. Profile edits are rare; a scan of the keys is cheap next to them.
 */
export function forgetStoreAnswers(caches: Caches) {
  for (const key of caches.lists.keys()) {
    const name = key.startsWith("json|") ? key.slice(5) : key;
    if (STORE_BEARING.some((a) => name.startsWith(`${a}|`))) caches.lists.delete(key);
  }
}

/** Saves the seller's own store profile; a new name must be free, as a new store's is. */
export async function updateStore(tx: Queryable, sellerId: number, p: StoreProfileInput): Promise<MerchantStore> {
  const [current] = await tx.query<{ name: string }>("select name from seller where id = $1 for update", [sellerId]);
  if (!current) return fail("storeNotFound");
  // Only a new name is checked: demo stores may share one, and keeping yours is always allowed.
  if (current.name.toLowerCase() !== p.name.toLowerCase()) {
    await lockStoreName(tx, p.name);
    await assertStoreNameFree(tx, p.name, sellerId);
  }
  const [row] = await tx.query<StoreRow>(
    `update seller set name = $2, avatar = $3, banner1 = $4, banner2 = $5, banner3 = $6, shop_remark = $7,
       contact = $8, shop_phone = $9, shop_address = $10, key_words = $11
     where id = $1 returning ${STORE_COLUMNS}`,
    [
      sellerId,
      p.name,
      p.avatar,
      p.banner1,
      p.banner2,
      p.banner3,
      p.shopRemark,
      p.contact,
      p.shopPhone,
      p.shopAddress,
      p.keyWords,
    ],
  );
  return row ? toMerchantStore(row) : fail("storeNotFound");
}
