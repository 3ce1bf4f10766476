import { parseCents } from "@mall/contract";

/** `priceFrom` 1: the SKUs differ in price and this is the cheapest on offer (shown as "from"). */
export type PriceSource = { sellingPrice: number; discountPrice: number | null; price?: number; priceFrom?: 0 | 1 };
export type PriceView = { now: number; was: number | null; percentOff: number | null };

/**
 * The spec's fallback order: the discount price while the discount window is active (the server fills
 * `discountPrice` only then), else the selling price. The selling price is then shown struck through.
 */
export function priceView(p: PriceSource): PriceView {
  const selling = p.sellingPrice ?? p.price ?? 0;
  const d = p.discountPrice;
  if (d === null || d === undefined || !(d < selling)) return { now: selling, was: null, percentOff: null };
  return { now: d, was: selling, percentOff: percentOff(selling, d) };
}

/** Whole percent saved, computed on cents so the badge never disagrees with the prices shown. */
export function percentOff(was: number, now: number): number | null {
  const w = parseCents(was);
  const n = parseCents(now);
  if (w === undefined || n === undefined || w <= 0n || n >= w) return null;
  const off = Number(((w - n) * 100n) / w);
  return off > 0 ? off : null;
}
