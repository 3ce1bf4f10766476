import type { BrandVo } from "@mall/contract";
import { useEffect } from "react";
import { useBrandQuery } from "./api.ts";

/** Shown only until `site!brand` answers (or if it fails): neutral, so no brand flashes the wrong colours. */
export const FALLBACK_BRAND: BrandVo = {
  id: "default",
  name: "Mall",
  title: "Mall",
  theme: {
    primary: "#e4393c",
    primaryDark: "#b71c1c",
    accent: "#ff9800",
    surface: "#f5f5f7",
    text: "#1f2329",
    headerBg: "#ffffff",
    headerText: "#1f2329",
  },
  supportEmail: "",
  supportPhone: "",
  supportUrl: "",
  footer: { cities: [], countries: 0, legalName: "" },
  productCount: 0,
};

/** The brand of this visit (logo, title, colours, support contact, footer facts). */
export function useBrand(): BrandVo {
  return useBrandQuery().data ?? FALLBACK_BRAND;
}

export const brandLogoUrl = (brand: Pick<BrandVo, "id">) => `/media/brand/${encodeURIComponent(brand.id)}/logo.svg`;

/** "<page> - <brand>" on the tab while the calling page is shown; the brand title alone without a page. */
export function usePageTitle(page?: string) {
  const brand = useBrand();
  useEffect(() => {
    document.title = page ? `${page} - ${brand.name}` : brand.title;
  }, [page, brand.name, brand.title]);
}
