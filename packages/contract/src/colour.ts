/*
 * Kept apart from the wire schemas (wire.ts, zod): the storefront's first load themes the page with it and
 * must not pull zod in (docs/performance.md, initial JavaScript).
 */

/** Relative luminance of a #rrggbb colour (WCAG), to pick readable ink on a brand background. */
export function isDarkColour(hex: string): boolean {
  const m = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!m) return false;
  const [r, g, b] = [m[1], m[2], m[3]].map((c) => {
    const v = Number.parseInt(c ?? "0", 16) / 255;
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b < 0.4;
}
