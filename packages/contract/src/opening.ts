import type { PriceSource } from "./money.ts";
import type { CanSelectAttributes, GoodsVo } from "./wire.ts";

type Sku = CanSelectAttributes["skus"][number];

/** The first option a buyer can buy (shown and in stock): a product page opens with it chosen. */
export function firstBuyableSku(cas: CanSelectAttributes | null | undefined): Sku | undefined {
  return cas?.skus.find((s) => !s.hidden && s.stock > 0);
}

/**
 * The price a product page opens with, before the buyer chooses: its first buyable option's when the listing
 * has options (the page chooses it, apps/shop/src/features/goods/sku.ts), else the listing's own, "from" when
 * its options differ in price. The page and the frame the server draws before the code
 * (apps/server/src/http/wap-sketch.ts) show the same figure.
 */
export function openingPrice(
  goods: Pick<GoodsVo, "sellingPrice" | "discountPrice" | "priceFrom" | "canSelectAttributes">,
): PriceSource {
  const cas = goods.canSelectAttributes;
  const sku = cas && cas.goodAttrs.length > 0 ? firstBuyableSku(cas) : undefined;
  if (!sku) return goods;
  return { sellingPrice: sku.sellingPrice ?? sku.price, discountPrice: sku.discountPrice };
}
