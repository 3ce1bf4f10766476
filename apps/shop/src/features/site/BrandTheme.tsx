import { isDarkColour } from "@mall/contract";
import { useEffect } from "react";
import { useBrandQuery } from "./api.ts";

const VARS = {
  primary: "--c-primary",
  primaryDark: "--c-primary-dark",
  accent: "--c-accent",
  surface: "--c-surface",
  text: "--c-text",
  headerBg: "--c-header-bg",
  headerText: "--c-header-text",
} as const;

const HEX = /^#[0-9a-f]{3,8}$/i;

/** Puts the brand's colours on :root and its title on the tab; renders nothing. */
export function BrandTheme() {
  const { data } = useBrandQuery();
  useEffect(() => {
    if (!data) return;
    const root = document.documentElement.style;
    for (const [k, v] of Object.entries(VARS)) {
      const colour = data.theme[k as keyof typeof VARS];
      // The value goes straight into CSS: accept colours only.
      if (colour && HEX.test(colour)) root.setProperty(v, colour);
    }
    // Links that stand out in the header: the brand colour on a light header, the accent on a dark one.
    root.setProperty("--c-header-strong", isDarkColour(data.theme.headerBg) ? data.theme.accent : data.theme.primary);
    document.documentElement.dataset.brand = data.id;
    if (document.title === "Mall") document.title = data.title;
    document.querySelector('meta[name="theme-color"]')?.setAttribute("content", data.theme.headerBg);
  }, [data]);
  return null;
}
