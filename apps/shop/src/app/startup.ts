import { wireLang } from "@mall/contract";
import { currentLocale } from "../lib/locale.ts";
import { KEYS, storage } from "../lib/storage.ts";
import { openService } from "./shell/service/service.ts";

/**
 * Spec point 2: mobile browsers go to /wap, keeping the goods id as sellerGoodsId or the store id as
 * sellerId, plus lang. Returns the target or null for desktop browsers.
 */
export function mobileTarget(userAgent: string, pathname: string, search: string): string | null {
  if (!/Android|iPhone|iPad|iPod|Mobile|IEMobile|Opera Mini|BlackBerry/i.test(userAgent)) return null;
  if (pathname === "/wap" || pathname.startsWith("/wap/")) return null;
  const id = new URLSearchParams(search).get("id");
  const q = new URLSearchParams();
  if (id && pathname === "/productDetails") q.set("sellerGoodsId", id);
  if (id && pathname === "/store") q.set("sellerId", id);
  q.set("lang", wireLang(currentLocale()));
  return `/wap/?${q}`;
}

/** The start-up queries of spec point 2: `code` (invitation), `customerService`, and `brand` (development). */
export function applyStartQueries(search: string) {
  const q = new URLSearchParams(search);
  const code = q.get("code");
  if (code) storage.set(KEYS.agentCode, code.slice(0, 64));
  if (q.has("customerService") || q.has("customer-service")) openService();
  const brand = q.get("brand");
  if (brand && /^[\w-]{1,40}$/.test(brand)) storage.setBrand(brand);
}
