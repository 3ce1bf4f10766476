import type { BrandVo } from "@mall/contract";
import { applyBrandTheme } from "@mall/ui";
import { useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { api } from "../../lib/api.ts";

const HOUR = 3_600_000;

export const useBrand = () =>
  useQuery({
    queryKey: ["site", "brand"],
    queryFn: () => api.call("site!brand", {}, { method: "GET", silent: true }),
    staleTime: HOUR,
  });

export const brandLogoUrl = (brand: Pick<BrandVo, "id">) => `/media/brand/${encodeURIComponent(brand.id)}/logo.svg`;

/** The brand the seller works with: its colours on the page and its name in the tab title. */
export function useBrandTheme() {
  const { data } = useBrand();
  const { t } = useTranslation("seller");
  useEffect(() => {
    if (!data) return;
    applyBrandTheme(data);
    document.title = `${t("app.name")} · ${data.name}`;
  }, [data, t]);
}
