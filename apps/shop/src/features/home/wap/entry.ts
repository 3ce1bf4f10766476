/**
 * The original's mobile entry names the page by its query alone: /wap/?sellerGoodsId=<id> is that product,
 * /wap/?sellerId=<id> that store (spec point 2). The home page sends such an entry on, keeping the rest of the
 * query; null for a plain visit.
 */
export function entryRedirect(search: string): string | null {
  const q = new URLSearchParams(search);
  const goods = q.get("sellerGoodsId");
  const store = q.get("sellerId");
  if (goods) return `/wap/product?${q}`;
  if (store) return `/wap/store?${q}`;
  return null;
}
