import { themeVars } from "@mall/contract";
import { useEffect } from "react";
import { useBrandQuery } from "./api.ts";

/** Puts the brand's colours on :root and its title on the tab; renders nothing. */
export function BrandTheme() {
  const { data } = useBrandQuery();
  useEffect(() => {
    if (!data) return;
    const root = document.documentElement.style;
    for (const [name, value] of themeVars(data.theme)) root.setProperty(name, value);
    document.documentElement.dataset.brand = data.id;
    if (document.title === "Mall") document.title = data.title;
    document.querySelector('meta[name="theme-color"]')?.setAttribute("content", data.theme.headerBg);
  }, [data]);
  return null;
}
