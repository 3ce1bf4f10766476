import type { BrandVo } from "@mall/contract";
import type { Queryable } from "../db/db.ts";

export type Brand = Omit<BrandVo, "productCount"> & { hosts: string[]; isDefault: boolean; bucket: string };

type BrandRow = {
  id: string;
  hosts: string[];
  is_default: boolean;
  name: string;
  title: string;
  theme: Brand["theme"];
  support_email: string;
  support_phone: string;
  support_url: string;
  bucket: string;
  footer: Brand["footer"];
};

export async function loadBrands(db: Queryable): Promise<Brand[]> {
  const rows = await db.query<BrandRow>("select * from brand order by is_default desc, id");
  return rows.map((r) => ({
    id: r.id,
    hosts: r.hosts,
    isDefault: r.is_default,
    name: r.name,
    title: r.title,
    theme: r.theme,
    supportEmail: r.support_email,
    supportPhone: r.support_phone,
    supportUrl: r.support_url,
    bucket: r.bucket,
    footer: r.footer,
  }));
}

/** The brand for a request: `?brand=` (development and demos), then the host name, then the default. */
export function pickBrand(brands: Brand[], host: string | undefined, requested: string | undefined): Brand {
  const fallback: Brand = brands[0] ?? FALLBACK_BRAND;
  if (requested) {
    const b = brands.find((x) => x.id === requested);
    if (b) return b;
  }
  const h = (host ?? "").split(":")[0]?.toLowerCase() ?? "";
  return brands.find((b) => b.hosts.includes(h)) ?? brands.find((b) => b.isDefault) ?? fallback;
}

/** Used only before the seed has run (empty database). */
const FALLBACK_BRAND: Brand = {
  id: "default",
  hosts: [],
  isDefault: true,
  name: "Mall",
  title: "Mall",
  bucket: "local",
  theme: {
    primary: "#e4393c",
    primaryDark: "#b71c1c",
    accent: "#ff9800",
    surface: "#f5f5f5",
    text: "#222",
    headerBg: "#fff",
    headerText: "#222",
  },
  supportEmail: "support@example.com",
  supportPhone: "",
  supportUrl: "",
  footer: { cities: [], countries: 0, legalName: "" },
};
