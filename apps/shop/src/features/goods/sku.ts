import { type CanSelectAttributes, firstBuyableSku } from "@mall/contract";

export { clampQuantity } from "../../lib/quantity.ts";

export type Sku = CanSelectAttributes["skus"][number];
/** attrId → chosen attrValueId. */
export type Selection = Record<string, string>;

const matches = (sku: Sku, sel: Selection) =>
  Object.entries(sel).every(([attrId, valueId]) =>
    sku.attrs.some((a) => a.attrId === attrId && a.attrValueId === valueId),
  );

const buyable = (sku: Sku) => !sku.hidden && sku.stock > 0;

/** The sku matching a complete selection (one value per attribute), else undefined. */
export function skuFor(cas: CanSelectAttributes, sel: Selection): Sku | undefined {
  if (cas.goodAttrs.some((g) => sel[g.attrId] === undefined)) return undefined;
  return cas.skus.find((s) => !s.hidden && matches(s, sel));
}

/**
 * Whether picking `valueId` for `attrId` (keeping the other choices) can still lead to a buyable sku.
 * Values that only exist on hidden skus are not offered at all (`visible`); out-of-stock ones are disabled.
 */
export function valueState(
  cas: CanSelectAttributes,
  sel: Selection,
  attrId: string,
  valueId: string,
): { visible: boolean; enabled: boolean } {
  const withValue = cas.skus.filter((s) => s.attrs.some((a) => a.attrId === attrId && a.attrValueId === valueId));
  const visible = withValue.some((s) => !s.hidden);
  const others: Selection = { ...sel };
  delete others[attrId];
  const enabled = withValue.some((s) => buyable(s) && matches(s, others));
  return { visible, enabled };
}

/** The first buyable sku's values, so the page opens with a real price and picture (contract openingPrice). */
export function initialSelection(cas: CanSelectAttributes): Selection {
  const first = firstBuyableSku(cas);
  if (!first) return {};
  const sel: Selection = {};
  for (const a of first.attrs) sel[a.attrId] = a.attrValueId;
  return sel;
}

/** Picture of the chosen sku: its cover, then the image mapped to one of its values, then its icon. */
export function skuImage(cas: CanSelectAttributes, sku: Sku | undefined): string | undefined {
  if (!sku) return undefined;
  if (sku.coverImg) return sku.coverImg;
  for (const a of sku.attrs) {
    const img = cas.skuImg?.[a.attrValueId];
    if (img) return img;
  }
  return sku.img?.[0] || sku.iconImg || undefined;
}

/** Quantity bounds of spec point 5: at least buyMin (or 1), at most maxBuy and the sku's stock. */
export function quantityBounds(
  buyMin: number | undefined,
  maxBuy: number,
  stock?: number,
): { min: number; max: number } {
  const min = Math.max(1, Math.floor(buyMin ?? 1));
  const cap = stock !== undefined && stock > 0 ? Math.min(maxBuy, stock) : maxBuy;
  return { min, max: Math.max(min, cap) };
}
