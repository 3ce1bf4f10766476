/**
 * Where a dragged window may go: moved by `offset` from where the layout put it (`base`), it stays inside the
 * viewport with `margin` to spare, so its title bar can always be grabbed again.
 */
export type Box = { left: number; top: number; width: number; height: number };
export type Offset = { x: number; y: number };

export function clampOffset(
  base: Box,
  offset: Offset,
  viewport: { width: number; height: number },
  margin = 8,
): Offset {
  const minX = margin - base.left;
  const maxX = viewport.width - margin - (base.left + base.width);
  const minY = margin - base.top;
  const maxY = viewport.height - margin - (base.top + base.height);
  const clamp = (v: number, lo: number, hi: number) => (hi < lo ? lo : Math.min(hi, Math.max(lo, v)));
  return { x: Math.round(clamp(offset.x, minX, maxX)), y: Math.round(clamp(offset.y, minY, maxY)) };
}
