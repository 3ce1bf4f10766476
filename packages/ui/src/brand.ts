import type { BrandVo } from "@mall/contract";

const VARS = {
  primary: "--c-primary",
  primaryDark: "--c-primary-dark",
  accent: "--c-accent",
  text: "--c-text",
} as const;

const HEX = /^#[0-9a-f]{3,8}$/i;

/**
 * Puts a brand's colours on :root (the same variables as the storefront), so a seller or staff member sees
 * the brand they work for. Only colour values are accepted: they go straight into CSS.
 */
export function applyBrandTheme(brand: Pick<BrandVo, "theme">) {
  const root = document.documentElement.style;
  for (const [k, v] of Object.entries(VARS)) {
    const colour = brand.theme[k as keyof typeof VARS];
    if (colour && HEX.test(colour)) root.setProperty(v, colour);
  }
}
