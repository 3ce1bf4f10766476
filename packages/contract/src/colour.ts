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

/** A brand's colours (BrandVo `theme`) and the CSS variable each sets in the storefront. */
const THEME_VARS = {
  primary: "--c-primary",
  primaryDark: "--c-primary-dark",
  accent: "--c-accent",
  surface: "--c-surface",
  text: "--c-text",
  headerBg: "--c-header-bg",
  headerText: "--c-header-text",
} as const;

const HEX = /^#[0-9a-f]{3,8}$/i;

/**
 * The CSS variables a brand's theme sets on the storefront's :root, colours only (each goes straight into CSS;
 * anything else is left out): the shop sets them when the brand arrives (features/site/BrandTheme.tsx), and the
 * server writes them on a /wap landing page's <html>, so the frame painted before the code has the brand's
 * colours too (apps/server/src/http/wap-shell.ts). `--c-header-strong`: the links that stand out in the header,
 * the brand colour on a light header, the accent on a dark one.
 */
export function themeVars(theme: Partial<Record<keyof typeof THEME_VARS, unknown>>): [string, string][] {
  const colour = (v: unknown) => (typeof v === "string" && HEX.test(v) ? v : undefined);
  const out: [string, string][] = [];
  for (const [k, name] of Object.entries(THEME_VARS)) {
    const v = colour(theme[k as keyof typeof THEME_VARS]);
    if (v) out.push([name, v]);
  }
  const strong = colour(isDarkColour(String(theme.headerBg ?? "")) ? theme.accent : theme.primary);
  if (strong) out.push(["--c-header-strong", strong]);
  return out;
}
