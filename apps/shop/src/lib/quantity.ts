/** A whole number of units within the bounds; anything that is not a number becomes the minimum. */
export function clampQuantity(value: number, bounds: { min: number; max: number }): number {
  if (!Number.isFinite(value)) return bounds.min;
  return Math.min(bounds.max, Math.max(bounds.min, Math.floor(value)));
}
