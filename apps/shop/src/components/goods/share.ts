/**
 * A store's share of good reviews (SellerVo.highOpinion, a fraction 0..1 with four decimals) as the percent
 * the pages show, one decimal, truncated: 0.6667 → "66.6%". Undefined for a store without reviews (0).
 */
export function goodSharePercent(fraction: number): string | undefined {
  if (!(fraction > 0)) return undefined;
  const permille = Math.floor(Math.round(fraction * 10_000) / 10);
  return `${Math.floor(permille / 10)}.${permille % 10}%`;
}
