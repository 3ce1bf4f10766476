import { isWapPath, siteRedirect } from "../../lib/device.ts";

/**
 * Where a link of the desktop storefront (a banner's, say) leads inside /wap: the same mapping the device
 * redirect uses (device.ts), asked as a visitor who chose the mobile site. External links stay as they are.
 */
export function wapHref(link: string): { to: string } | { href: string } | null {
  const raw = link.trim();
  if (!raw) return null;
  if (/^[a-z][a-z\d+.-]*:/i.test(raw) || raw.startsWith("//")) return { href: raw };
  const url = new URL(raw, "http://site.invalid");
  if (isWapPath(url.pathname)) return { to: `${url.pathname}${url.search}` };
  const target = siteRedirect({
    userAgent: "",
    pathname: url.pathname,
    search: url.search,
    chosen: "wap",
    locale: "en",
  });
  if (!target) return { to: "/wap" };
  // The language is already the visitor's here: the redirect's `lang` is left out.
  const [path = "/wap", query = ""] = target.split("?");
  const q = new URLSearchParams(query);
  q.delete("lang");
  const rest = q.toString();
  return { to: rest ? `${path}?${rest}` : path };
}

export const productPath = (sellerGoodsId: string) => `/wap/product?sellerGoodsId=${encodeURIComponent(sellerGoodsId)}`;
export const storePath = (sellerId: string) => `/wap/store?sellerId=${encodeURIComponent(sellerId)}`;
export const categoryPath = (categoryId?: string) =>
  categoryId ? `/wap/category?categoryId=${encodeURIComponent(categoryId)}` : "/wap/category";
export const chatPath = (sellerId: string, productId?: string) =>
  `/wap/chat?sellerId=${encodeURIComponent(sellerId)}${productId ? `&productId=${encodeURIComponent(productId)}` : ""}`;
